import type { ReactNode } from 'react';
import { AlertDialog as RadixAlertDialog } from 'radix-ui';
import './dialog.css';
import './alert-dialog.css';

/**
 * A confirm prompt (Radix AlertDialog): focus goes to Cancel, Esc cancels, and the overlay does
 * not dismiss it. `trigger` is the button that opens it (rendered as is, via asChild).
 */
export function AlertDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  destructive = true,
  open,
  onOpenChange,
}: {
  trigger?: ReactNode;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  destructive?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
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
            <RadixAlertDialog.Description className="alert-dialog__description">
              {description}
            </RadixAlertDialog.Description>
          )}
          <div className="alert-dialog__actions">
            <RadixAlertDialog.Cancel className="btn btn--secondary">{cancelLabel}</RadixAlertDialog.Cancel>
            <RadixAlertDialog.Action
              className={`btn ${destructive ? 'btn--danger' : 'btn--primary'}`}
              onClick={onConfirm}
            >
              {confirmLabel}
            </RadixAlertDialog.Action>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}
