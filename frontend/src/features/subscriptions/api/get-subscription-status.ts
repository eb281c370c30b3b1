import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { SubscriptionStatus } from '@common/contracts/subscriptions.schema';
import { apiGet } from '../../../lib/api';
import { apiGetQuery } from '../../../lib/query-client';
import { sessionQueryOptions } from '../../../lib/session';

export type { SubscriptionStatus };

const STATUS_URL = '/api/subscription-status';

/** GET /api/subscription-status: the signed-in cook's plan, as the server computes it. */
export const subscriptionStatusQueryOptions = apiGetQuery<SubscriptionStatus>(STATUS_URL);

/** Requested only when a user exists (spec section 4). */
export function useSubscriptionStatus({ enabled }: { enabled: boolean }) {
  return useQuery({ ...subscriptionStatusQueryOptions, enabled });
}

/** After a plan change: the status and the session (which carries `isPremium`) are read again. */
export async function refreshAccount(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryOptions.queryKey }),
    queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey }),
  ]);
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
      const status = await apiGet<SubscriptionStatus>(STATUS_URL);
      if (status.hasSubscription) {
        queryClient.setQueryData(subscriptionStatusQueryOptions.queryKey, status);
        await queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
        return true;
      }
    } catch {
      // a blip while polling: try again until the deadline
    }
    if (Date.now() + intervalMs > deadline) return false;
    await sleep(intervalMs);
  }
}
