import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { refreshAccount } from './get-subscription-status';

/** POST /api/cancel-subscription or /api/reactivate-subscription: whether Premium renews. */
function useRenewalChange(url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ message: string }>('POST', url),
    onSettled: () => refreshAccount(queryClient),
  });
}

export const useCancelSubscription = () => useRenewalChange('/api/cancel-subscription');
export const useReactivateSubscription = () => useRenewalChange('/api/reactivate-subscription');
