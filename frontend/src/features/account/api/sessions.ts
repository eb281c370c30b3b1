import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSession } from '@common/contracts/account.schema';
import { apiGet, apiRequest } from '../../../lib/api';

export type { AccountSession };

const SESSIONS_URL = '/api/account/sessions';

/** GET /api/account/sessions: the devices signed in to this account, this one marked `current`. */
export const sessionsQueryOptions = queryOptions({
  queryKey: [SESSIONS_URL],
  queryFn: () => apiGet<AccountSession[]>(SESSIONS_URL),
  // Devices come and go elsewhere: ask again whenever the page is opened.
  staleTime: 0,
});

export const useSessions = () => useQuery(sessionsQueryOptions);

/** DELETE /api/account/sessions/:id → 204: that device is signed out. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', `${SESSIONS_URL}/${encodeURIComponent(id)}`),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<AccountSession[]>(sessionsQueryOptions.queryKey, (sessions) =>
        sessions?.filter((session) => session.id !== id),
      ),
  });
}

/** POST /api/account/sessions/revoke-all → 204: every device, this one included, is signed out. */
export const useEndAllSessions = () =>
  useMutation({ mutationFn: () => apiRequest<void>('POST', `${SESSIONS_URL}/revoke-all`) });
