import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanType } from '@common/contracts/subscriptions';
import type { CreateSubscriptionResponse } from '@common/contracts/subscriptions.schema';
import { apiRequest } from '../../../lib/api';
import { refreshAccount } from './get-subscription-status';

export type PremiumCheckout = Extract<CreateSubscriptionResponse, { plan: 'premium' }>;

/** POST /api/create-subscription: the free plan at once, or a Premium checkout to pay. */
const createSubscription = <T>(planType: PlanType) => apiRequest<T>('POST', '/api/create-subscription', { planType });

export function useChooseFreePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createSubscription<Extract<CreateSubscriptionResponse, { plan: 'freemium' }>>('freemium'),
    onSuccess: () => refreshAccount(queryClient),
  });
}

export const useStartPremium = () => useMutation({ mutationFn: () => createSubscription<PremiumCheckout>('premium') });
