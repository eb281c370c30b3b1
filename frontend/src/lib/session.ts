import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@common/contracts/auth.schema';
import { apiGetOrNullOn401 } from './api';

export type { SessionUser };

const SESSION_URL = '/api/auth/user';

/**
 * GET /api/auth/user: the signed-in user, or null for a visitor. The one query every feature reads
 * the session and Premium from; no retry (a visitor's 401 is an answer, not a failure).
 */
export const sessionQueryOptions = queryOptions({
  queryKey: [SESSION_URL],
  queryFn: async () => {
    try {
      return await apiGetOrNullOn401<SessionUser>(SESSION_URL);
    } catch (error) {
      // A server without sign-in answers 404 here: treat as a visitor.
      if ((error as { status?: number }).status === 404) return null;
      throw error;
    }
  },
});

export function useSession() {
  const query = useQuery(sessionQueryOptions);
  return { user: query.data ?? null, isLoading: query.isLoading, isSignedIn: Boolean(query.data) };
}

/** Whether the signed-in cook has Premium (paid or complimentary), as the server computed it. */
export function usePremium(): boolean {
  return Boolean(useSession().user?.isPremium);
}
