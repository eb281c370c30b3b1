import { useQuery } from '@tanstack/react-query';

/**
 * Whether the signed-in user is Premium, read from the session query the app already loaded
 * (GET /api/auth/user, cached under its URL). Read-only: never fetches, so it adds no request
 * and does not reach into the auth feature. Callers that know better pass `isPremium` instead.
 */
export function useSessionPremium(): boolean {
  const { data } = useQuery<{ isPremium?: boolean; is_premium?: boolean } | null>({
    queryKey: ['/api/auth/user'],
    enabled: false,
  });
  return Boolean(data?.isPremium ?? data?.is_premium);
}
