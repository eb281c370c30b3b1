import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { CloseIcon } from './icons';
import './dialog.css';

/**
 * A modal dialog: focus is trapped inside while open (Radix) and goes back on close to whatever
 * had it when the dialog opened, so a dialog opened from a link or card needs no Radix Trigger.
 * Render a <DialogTitle> somewhere inside the content so it has an accessible name.
 */
export function Dialog({
  open,
  onOpenChange,
  children,
  className = '',
  description,
  closeLabel = 'Close',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  className?: string;
  /** Optional accessible description; when absent the dialog has none (no warning either). */
  description?: string;
  closeLabel?: string;
}) {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  // Layout effect: runs before Radix moves focus into the dialog.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) returnFocusTo.current = document.activeElement;
  }, [open]);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className={`dialog ${className}`.trim()}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            returnFocusTo.current = null;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          {description && <RadixDialog.Description className="visually-hidden">{description}</RadixDialog.Description>}
          <RadixDialog.Close className="dialog__close" aria-label={closeLabel}>
            <CloseIcon />
          </RadixDialog.Close>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The dialog's accessible name; renders as a heading. */
export function DialogTitle({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <RadixDialog.Title asChild>
      <h2 className={className}>{children}</h2>
    </RadixDialog.Title>
  );
}

/** Wraps a button (asChild) so pressing it closes the dialog. */
export function DialogClose({ children }: { children: ReactNode }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
