import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Toast as RadixToast } from 'radix-ui';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

interface ToastState extends ToastInput {
  id: number;
  open: boolean;
}

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

/** Spec section 9: one toast visible at a time (a new one replaces the old), 5 s, swipe right, F8. */
const TOAST_LIMIT = 1;
const TOAST_DURATION_MS = 5000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastState[]>([]);
  const show = useCallback((toast: ToastInput) => {
    setToasts((current) =>
      [{ ...toast, id: Date.now() + Math.random(), open: true }, ...current].slice(0, TOAST_LIMIT),
    );
  }, []);
  const close = (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id));

  return (
    <ToastContext.Provider value={show}>
      <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
        {children}
        {toasts.map((toast) => (
          <RadixToast.Root
            key={toast.id}
            className={`toast toast--${toast.variant ?? 'default'}`}
            open={toast.open}
            onOpenChange={(open) => !open && close(toast.id)}
            type={toast.variant === 'destructive' ? 'foreground' : 'background'}
          >
            <RadixToast.Title className="toast__title">{toast.title}</RadixToast.Title>
            {toast.description && (
              <RadixToast.Description className="toast__description">{toast.description}</RadixToast.Description>
            )}
            <RadixToast.Close className="toast__close" aria-label="Dismiss">
              ×
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport className="toast-viewport" hotkey={['F8']} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return useMemo(() => ({ toast: show }), [show]);
}
