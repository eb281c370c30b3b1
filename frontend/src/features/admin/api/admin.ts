import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DecodedMail, OpsOverview } from '@common/contracts/admin.schema';
import { apiGet, apiRequest } from '../../../lib/api';

/** The ops area reads (admin only on the server). Shapes are kept loose: each list renders generically. */
export type Row = Record<string, unknown>;

const asList = (response: unknown, key: string): Row[] =>
  Array.isArray(response) ? (response as Row[]) : (((response as Record<string, unknown>)?.[key] as Row[]) ?? []);

export const useAdminOverview = () =>
  useQuery({ queryKey: ['/api/admin/overview'], queryFn: () => apiGet<OpsOverview>('/api/admin/overview') });

/** One stored message, decoded by the server (headers, plain text, HTML). */
export const useDecodedMail = (id: string) =>
  useQuery({
    queryKey: ['/api/admin/mail', id, 'decoded'],
    queryFn: () => apiGet<DecodedMail>(`/api/admin/mail/${encodeURIComponent(id)}/decoded`),
  });

export const useAdminList = (path: string, key: string) =>
  useQuery({ queryKey: [path], queryFn: async () => asList(await apiGet<unknown>(path), key) });

export function useAdminAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (path: string) => apiRequest('POST', path, {}),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
