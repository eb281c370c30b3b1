import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ToastInput, ToastState } from './toast-types';

export type { ToastInput };

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

/** Spec section 9: one toast visible at a time (a new one replaces the old). */
const TOAST_LIMIT = 1;

const ToastRegion = lazy(() => import('./toast-region'));

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastState[]>([]);
  // The region stays mounted after the first toast so later ones (and closing animations) are instant.
  const [regionNeeded, setRegionNeeded] = useState(false);
  const show = useCallback((toast: ToastInput) => {
    setRegionNeeded(true);
    setToasts((current) =>
      [{ ...toast, id: Date.now() + Math.random(), open: true }, ...current].slice(0, TOAST_LIMIT),
    );
  }, []);
  const close = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {regionNeeded && (
        <Suspense fallback={null}>
          <ToastRegion toasts={toasts} onClose={close} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return useMemo(() => ({ toast: show }), [show]);
}
