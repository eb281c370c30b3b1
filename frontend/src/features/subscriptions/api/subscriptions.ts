import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api';

export interface SubscriptionStatus {
  /** Premium right now (active or trialing, paid period not over), computed by the server. */
  hasSubscription: boolean;
  status: string;
  /** Epoch seconds. */
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  plan: 'premium' | 'freemium' | null;
}

export interface PaymentsConfig {
  provider: 'sandbox' | 'stripe';
  publishableKey: string | null;
  testMode: boolean;
  price: string;
}

export interface PremiumCheckout {
  clientSecret: string;
  subscriptionId: string;
  provider: 'sandbox' | 'stripe';
  publishableKey: string | null;
}

export interface CardDetails {
  cardNumber: string;
  expMonth: string;
  expYear: string;
  cvc: string;
}

export const PREMIUM_PRICE = '$9.99/month';

/** The signed-in user's query (features/auth owns it; its key is the URL, spec section 7). */
const USER_QUERY_KEY = ['/api/auth/user'] as const;
export const subscriptionStatusQueryKey = ['/api/subscription-status'] as const;

export const subscriptionStatusQueryOptions = queryOptions({
  queryKey: subscriptionStatusQueryKey,
  queryFn: () => apiGet<SubscriptionStatus>('/api/subscription-status'),
});

/** Requested only when a user exists (spec section 4). */
export function useSubscriptionStatus({ enabled }: { enabled: boolean }) {
  return useQuery({ ...subscriptionStatusQueryOptions, enabled });
}

export function usePaymentsConfig({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['/api/payments/config'],
    queryFn: () => apiGet<PaymentsConfig>('/api/payments/config'),
    enabled,
  });
}

async function refreshAccount(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey }),
    queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  ]);
}

export function useChooseFreePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ plan: 'freemium'; message: string }>('POST', '/api/create-subscription', { planType: 'freemium' }),
    onSuccess: () => refreshAccount(queryClient),
  });
}

export function useStartPremium() {
  return useMutation({
    mutationFn: () => apiRequest<PremiumCheckout>('POST', '/api/create-subscription', { planType: 'premium' }),
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * After a successful payment the server applies it asynchronously: ask for the status every
 * `intervalMs` until it says Premium, for at most `timeoutMs`. True when Premium is on.
 */
export async function waitForPremium(
  queryClient: QueryClient,
  { intervalMs = 700, timeoutMs = 15_000 }: { intervalMs?: number; timeoutMs?: number } = {},
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const status = await apiGet<SubscriptionStatus>('/api/subscription-status');
      if (status.hasSubscription) {
        queryClient.setQueryData(subscriptionStatusQueryKey, status);
        await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
        return true;
      }
    } catch {
      // a blip while polling: try again until the deadline
    }
    if (Date.now() + intervalMs > deadline) return false;
    await sleep(intervalMs);
  }
}

/**
 * The sandbox provider's "pay" step (test cards only), then the wait for Premium to switch on.
 * Callbacks go here rather than to `mutate`: the form unmounts once Premium shows up.
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

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ message: string }>('POST', '/api/cancel-subscription'),
    onSettled: () => refreshAccount(queryClient),
  });
}

export function useReactivateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ message: string }>('POST', '/api/reactivate-subscription'),
    onSettled: () => refreshAccount(queryClient),
  });
}
