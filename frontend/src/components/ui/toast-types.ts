export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** A button in the toast; `altText` says how to do the same without it (read by screen readers). */
  action?: { label: string; altText: string; onClick: () => void };
  /** Stays until dismissed or acted on, instead of closing after a few seconds. */
  persistent?: boolean;
}

export interface ToastState extends ToastInput {
  id: number;
  open: boolean;
}
