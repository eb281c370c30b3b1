import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';

/** GET /api/auth/providers (no contract schema: the route answers this literal shape). */
interface SignInProviders {
  mode: 'oidc' | 'local';
  localSignup: boolean;
}

/**
 * Whether accounts may sign in through a hosted provider: such an account may have no password to
 * confirm a deletion with (it types DELETE instead, after a recent sign-in).
 */
export function useProviderSignIn(): boolean {
  const { data } = useQuery({
    queryKey: ['/api/auth/providers'],
    queryFn: () => apiGet<SignInProviders>('/api/auth/providers'),
  });
  return data?.mode === 'oidc';
}
