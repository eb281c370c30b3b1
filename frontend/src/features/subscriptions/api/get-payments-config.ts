import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsConfig } from '@common/contracts/subscriptions.schema';
import { apiGet } from '../../../lib/api';

export type { PaymentsConfig };

const CONFIG_URL = '/api/payments/config';

/** GET /api/payments/config: which payment provider takes the card, and its public key. */
export const getPaymentsConfig = () => apiGet<PaymentsConfig>(CONFIG_URL);

export const paymentsConfigQueryOptions = queryOptions({
  queryKey: [CONFIG_URL],
  queryFn: getPaymentsConfig,
});

export function usePaymentsConfig({ enabled }: { enabled: boolean }) {
  return useQuery({ ...paymentsConfigQueryOptions, enabled });
}
