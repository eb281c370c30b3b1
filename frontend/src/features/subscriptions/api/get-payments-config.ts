import { useQuery } from '@tanstack/react-query';
import type { PaymentsConfig } from '@common/contracts/subscriptions.schema';
import { apiGetQuery } from '../../../lib/query-client';

export type { PaymentsConfig };

/** GET /api/payments/config: which payment provider takes the card, and its public key. */
export const paymentsConfigQueryOptions = apiGetQuery<PaymentsConfig>('/api/payments/config');

export function usePaymentsConfig({ enabled }: { enabled: boolean }) {
  return useQuery({ ...paymentsConfigQueryOptions, enabled });
}
