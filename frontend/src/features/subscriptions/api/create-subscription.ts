import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanType, PremiumCheckout } from '@common/contracts/subscriptions';
import { apiRequest } from '../../../lib/api';
import { refreshAccount } from './get-subscription-status';

export type { PremiumCheckout };

/** POST /api/create-subscription: the free plan at once, or a Premium checkout to pay. */
const createSubscription = <T>(planType: PlanType) => apiRequest<T>('POST', '/api/create-subscription', { planType });

export function useChooseFreePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createSubscription<{ plan: 'freemium'; message: string }>('freemium'),
    onSuccess: () => refreshAccount(queryClient),
  });
}

export const useStartPremium = () => useMutation({ mutationFn: () => createSubscription<PremiumCheckout>('premium') });
