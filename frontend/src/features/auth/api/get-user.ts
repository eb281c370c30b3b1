import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@common/contracts/auth.schema';
import { apiGetOrNullOn401 } from '../../../lib/api';

export type { SessionUser };

/** GET /api/auth/user: the signed-in user, or null for a visitor. No retry (spec section 7). */
export const userQueryOptions = queryOptions({
  queryKey: ['/api/auth/user'],
  queryFn: async () => {
    try {
      return await apiGetOrNullOn401<SessionUser>('/api/auth/user');
    } catch (error) {
      // Until sign-in exists the endpoint may be missing: treat as a visitor.
      if ((error as { status?: number }).status === 404) return null;
      throw error;
    }
  },
});

export function useUser() {
  const query = useQuery(userQueryOptions);
  return { user: query.data ?? null, isLoading: query.isLoading, isSignedIn: Boolean(query.data) };
}
