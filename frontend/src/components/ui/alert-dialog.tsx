import type { ReactNode } from 'react';
import { AlertDialog as RadixAlertDialog } from 'radix-ui';
import { Button } from './button';
import { TrashIcon } from './icons';
import './dialog.css';
import './alert-dialog.css';

/**
 * A confirm prompt (Radix AlertDialog): focus goes to Cancel, Esc cancels, and the overlay does
 * not dismiss it. `trigger` is the button that opens it (rendered as is, via asChild).
 *
 * With `formId`, `children` hold a form with that id (a password to confirm, say): the confirm
 * button submits it and the dialog stays open (the caller closes it through `open` once the server
 * has agreed), so an error can be shown beside the field.
 */
export function AlertDialog({
  trigger,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  formId,
  confirmDisabled = false,
  destructive = true,
  open,
  onOpenChange,
}: {
  trigger?: ReactNode;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm?: () => void;
  formId?: string;
  confirmDisabled?: boolean;
  destructive?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const confirmClass = `btn ${destructive ? 'btn--danger' : 'btn--primary'}`;
  return (
    <RadixAlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixAlertDialog.Trigger asChild>{trigger}</RadixAlertDialog.Trigger>}
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className="dialog-overlay" />
        <RadixAlertDialog.Content
          className="dialog alert-dialog"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixAlertDialog.Title asChild>
            <h2 className="alert-dialog__title">{title}</h2>
          </RadixAlertDialog.Title>
          {description && (
            <RadixAlertDialog.Description asChild>
              <div className="alert-dialog__description">{description}</div>
            </RadixAlertDialog.Description>
          )}
          {children}
          <div className="cluster cluster--end alert-dialog__actions">
            <RadixAlertDialog.Cancel className="btn btn--secondary">{cancelLabel}</RadixAlertDialog.Cancel>
            {formId ? (
              <button type="submit" form={formId} className={confirmClass} disabled={confirmDisabled}>
                {confirmLabel}
              </button>
            ) : (
              <RadixAlertDialog.Action className={confirmClass} onClick={onConfirm} disabled={confirmDisabled}>
                {confirmLabel}
              </RadixAlertDialog.Action>
            )}
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}

/**
 * A small "Delete list" or "Clear all" button that asks first: the prompt's confirm button says the
 * same words (`label`); `busy` disables it while the last one is still being done.
 */
export function ConfirmRemoveButton({
  label,
  title,
  description,
  busy,
  onConfirm,
  className = '',
}: {
  label: string;
  title: string;
  description: string;
  busy: boolean;
  onConfirm: () => void;
  className?: string;
}) {
  return (
    <AlertDialog
      trigger={
        <Button variant="ghost" className={`btn--small ${className}`.trim()} disabled={busy}>
          <TrashIcon /> {label}
        </Button>
      }
      title={title}
      description={description}
      confirmLabel={label}
      onConfirm={onConfirm}
    />
  );
}
