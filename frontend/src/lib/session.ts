import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse, SessionUser } from '@common/contracts/auth.schema';
import { apiGet, reportNoSession } from './api';

export type { SessionUser };

const SESSION_URL = '/api/auth/session';

/**
 * GET /api/auth/session: the signed-in user, or null for a visitor (a 200 either way, so a visitor's
 * page logs no error). The one query every feature reads the session and Premium from.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: [SESSION_URL],
  queryFn: async (): Promise<SessionUser | null> => {
    try {
      const { user } = await apiGet<SessionResponse>(SESSION_URL);
      if (!user) await reportNoSession(SESSION_URL);
      return user;
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
