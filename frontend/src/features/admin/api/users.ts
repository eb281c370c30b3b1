import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUserPage, GrantCompRequest, PremiumComp } from '@common/contracts/account.schema';
import { apiGet, apiRequest } from '../../../lib/api';

export type { AdminUser, AdminUserPage, PremiumComp } from '@common/contracts/account.schema';

const USERS_URL = '/api/admin/users';

export function adminUsersUrl({ search, page }: { search: string; page: number }): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${USERS_URL}?${query}` : USERS_URL;
}

/** GET /api/admin/users?search=&page= (admins). The previous page stays on screen while the next loads. */
export function useAdminUsers(search: string, page: number) {
  return useQuery({
    queryKey: [USERS_URL, { search, page }],
    queryFn: () => apiGet<AdminUserPage>(adminUsersUrl({ search, page })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** POST /api/admin/users/:id/comps { days, note? } → 201: Premium on the house, from now. */
export function useGrantComp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...input }: GrantCompRequest & { userId: string }) =>
      apiRequest<PremiumComp>('POST', `${USERS_URL}/${encodeURIComponent(userId)}/comps`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [USERS_URL] }),
  });
}

/** DELETE /api/admin/users/:id/comps/:compId → 204: the comp ends now. */
export function useEndComp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, compId }: { userId: string; compId: string }) =>
      apiRequest<void>('DELETE', `${USERS_URL}/${encodeURIComponent(userId)}/comps/${encodeURIComponent(compId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [USERS_URL] }),
  });
}
