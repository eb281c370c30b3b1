import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { refreshAccount, waitForPremium } from './get-subscription-status';

export interface CardDetails {
  cardNumber: string;
  expMonth: string;
  expYear: string;
  cvc: string;
}

/**
 * POST /api/payments/sandbox/confirm: the sandbox provider's "pay" step (test cards only), then the
 * wait for Premium to switch on. Callbacks go here rather than to `mutate`: the form unmounts once
 * Premium shows up.
 */
export function useConfirmSandboxPayment(callbacks: {
  onSuccess: (result: { active: boolean }) => void;
  onError: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: async ({ clientSecret, card }: { clientSecret: string; card: CardDetails }) => {
      await apiRequest<{ status: 'succeeded' }>('POST', '/api/payments/sandbox/confirm', {
        clientSecret,
        cardNumber: card.cardNumber,
        expMonth: card.expMonth,
        expYear: card.expYear,
        cvc: card.cvc,
      });
      const active = await waitForPremium(queryClient);
      if (!active) await refreshAccount(queryClient);
      return { active };
    },
  });
}
