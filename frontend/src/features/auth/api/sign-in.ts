import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, RegisterRequest } from '@common/contracts/auth.schema';
import type { MessageResponse } from '@common/contracts/common.schema';
import { apiRequest } from '../../../lib/api';
import { sessionQueryOptions, type SessionUser } from '../../../lib/session';

export type SignInInput = LoginRequest;
export type SignUpInput = RegisterRequest;

/** What the server says when it sends a link by mail (sign-up, resend, e-mail change). */
export type MailSentAnswer = MessageResponse;

/** Sign-in and the password reset answer the new session's user; it becomes the cached "who am I". */
function useSessionMutation<T>(url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => apiRequest<SessionUser>('POST', url, input),
    onSuccess: async (user) => {
      // A session check still on its way (the visitor's) must not land after this answer.
      await queryClient.cancelQueries({ queryKey: sessionQueryOptions.queryKey });
      queryClient.setQueryData(sessionQueryOptions.queryKey, user);
    },
  });
}

export const useSignIn = () => useSessionMutation<SignInInput>('/api/auth/login');
export const useConfirmPasswordReset = () =>
  useSessionMutation<{ token: string; password: string }>('/api/auth/password-reset/confirm');

/**
 * POST /api/auth/register → 202 { message }: no session. The account is used once the address is
 * confirmed through the mailed link; the answer is the same whether or not the address was taken.
 */
export const useSignUp = () =>
  useMutation({
    mutationFn: (input: SignUpInput) => apiRequest<MailSentAnswer>('POST', '/api/auth/register', input),
  });

export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (email: string) => apiRequest<MailSentAnswer>('POST', '/api/auth/password-reset/request', { email }),
  });
