import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../../lib/api';
import { sessionQueryOptions, type SessionUser } from '../../../lib/session';
import type { MailSentAnswer } from './sign-in';

/**
 * One POST per token and page load: React's StrictMode runs effects twice and the page may mount
 * again; a link opened twice must not spend the one-time token twice. (Opening the page is a GET that
 * changes nothing: a mail scanner or a prefetch of the link confirms nothing.)
 */
const attempts = new Map<string, Promise<SessionUser>>();

function verifyOnce(token: string): Promise<SessionUser> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = apiRequest<SessionUser>('POST', '/api/auth/verify-email', { token });
    attempts.set(token, attempt);
  }
  return attempt;
}

export type VerifyState =
  { status: 'pending' } | { status: 'done'; user: SessionUser } | { status: 'failed'; error: unknown };

/**
 * POST /api/auth/verify-email { token } once the page is open → 200 SessionUser (signed in, address
 * verified; the same link confirms an e-mail change), which becomes the cached "who am I".
 */
export function useVerifyEmail(token: string): VerifyState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<VerifyState>({ status: 'pending' });
  useEffect(() => {
    if (!token) return;
    let active = true;
    verifyOnce(token).then(
      async (user) => {
        // The page's own session check may still be on its way with the account as it was (unverified):
        // it must not land after this answer and put the old one back.
        await queryClient.cancelQueries({ queryKey: sessionQueryOptions.queryKey });
        queryClient.setQueryData(sessionQueryOptions.queryKey, user);
        if (active) setState({ status: 'done', user });
      },
      (error: unknown) => {
        if (active) setState({ status: 'failed', error });
      },
    );
    return () => {
      active = false;
    };
  }, [token, queryClient]);
  return state;
}

/** POST /api/auth/verify-email/resend → 202 { message } (signed in, address not yet confirmed). */
export const useResendVerification = () =>
  useMutation({
    mutationFn: () => apiRequest<MailSentAnswer>('POST', '/api/auth/verify-email/resend'),
  });
