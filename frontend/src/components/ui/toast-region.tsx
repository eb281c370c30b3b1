import { Toast as RadixToast } from 'radix-ui';
import type { ToastState } from './toast-types';

/** Spec section 9: 5 s, swipe right to dismiss, F8 jumps to the notifications region. */
const TOAST_DURATION_MS = 5000;

/** The Radix part of the toasts, loaded with the first toast so pages without one never download it. */
export default function ToastRegion({ toasts, onClose }: { toasts: ToastState[]; onClose: (id: number) => void }) {
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          className={`toast toast--${toast.variant ?? 'default'}`}
          open={toast.open}
          onOpenChange={(open) => !open && onClose(toast.id)}
          type={toast.variant === 'destructive' ? 'foreground' : 'background'}
          duration={toast.persistent ? Infinity : undefined}
        >
          <RadixToast.Title className="toast__title">{toast.title}</RadixToast.Title>
          {toast.description && (
            <RadixToast.Description className="toast__description">{toast.description}</RadixToast.Description>
          )}
          {toast.action && (
            <RadixToast.Action
              className="btn btn--primary btn--small toast__action"
              altText={toast.action.altText}
              onClick={toast.action.onClick}
            >
              {toast.action.label}
            </RadixToast.Action>
          )}
          <RadixToast.Close className="toast__close" aria-label="Dismiss">
            ×
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="toast-viewport" hotkey={['F8']} />
    </RadixToast.Provider>
  );
}
