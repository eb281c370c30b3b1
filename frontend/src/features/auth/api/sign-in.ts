import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { userQueryOptions, type SessionUser } from './get-user';

export interface SignInInput {
  email: string;
  password: string;
}
export interface SignUpInput extends SignInInput {
  firstName: string;
  lastName: string;
}

/** Sign-in and sign-up both answer the new session's user; it becomes the cached "who am I". */
function useSessionMutation<T>(url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => apiRequest<SessionUser>('POST', url, input),
    onSuccess: (user) => queryClient.setQueryData(userQueryOptions.queryKey, user),
  });
}

export const useSignIn = () => useSessionMutation<SignInInput>('/api/auth/login');
export const useSignUp = () => useSessionMutation<SignUpInput>('/api/auth/register');
export const useConfirmPasswordReset = () =>
  useSessionMutation<{ token: string; password: string }>('/api/auth/password-reset/confirm');

export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (email: string) =>
      apiRequest<{ message: string }>('POST', '/api/auth/password-reset/request', { email }),
  });
