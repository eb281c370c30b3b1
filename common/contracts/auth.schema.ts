import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, roles } from './auth';
import { action, defineRoutes, get, post, redirect, route } from './api.schema';
import { emailAddress, messageResponse, optionalText } from './common.schema';

/** A password being chosen; the server also refuses common and guessable ones (`passwords.ts`). */
export const newPassword = z
  .string({ error: 'is required' })
  .min(PASSWORD_MIN_LENGTH, { error: `must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(200, { error: 'must be at most 200 characters' });

/** The password the account has, as the cook types it to prove who they are. */
export const enteredPassword = z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(200);

export const registerRequest = z.object({
  email: emailAddress,
  password: newPassword,
  firstName: optionalText(80),
  lastName: optionalText(80),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const loginRequest = z.object({
  email: emailAddress,
  password: enteredPassword,
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const passwordResetRequest = z.object({ email: emailAddress });
/** POST /api/auth/verify-email { token } → 200 SessionUser (signed in, address verified). */
export const verifyEmailRequest = z.object({ token: z.string({ error: 'is required' }).min(20).max(200) });
export const passwordResetConfirm = verifyEmailRequest.extend({ password: newPassword });

export const sessionUser = z
  .object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    profileImageUrl: z.string().nullable(),
    isPremium: z.boolean(),
    /** False until the owner opens the link mailed to the address; until then the account holds no role. */
    emailVerified: z.boolean(),
    roles: z.array(z.enum(roles)),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof sessionUser>;

/** Who this browser is: the signed-in cook, or null for a visitor (an answer, not an error). */
export const sessionResponse = z.object({ user: sessionUser.nullable() });
export type SessionResponse = z.infer<typeof sessionResponse>;

export const authProviders = z.object({ mode: z.enum(['oidc', 'local']), localSignup: z.boolean() });

export const authApi = defineRoutes({
  login: route('get', '/api/login', 'Start a hosted (OIDC) sign-in; the local sign-in page without a provider', {
    302: redirect('the provider, or /login'),
  }),
  callback: route('get', '/api/callback', "The provider's return from a hosted sign-in", {
    302: redirect('the return path, or /login?error=…'),
  }),
  logoutPage: route('get', '/api/logout', 'Sign out from our own pages; from elsewhere, a page that asks first', {
    200: { description: 'A confirm page', contentType: 'text/html' },
    302: redirect('/'),
  }),
  logoutForm: route('post', '/api/logout', "The confirm page's form", { 302: redirect('/') }),
  providers: get('/api/auth/providers', 'How cooks sign in here', authProviders),
  user: get('/api/auth/user', 'The signed-in cook', sessionUser),
  session: get(
    '/api/auth/session',
    'Who this browser is: the signed-in cook, or null for a visitor (the pages ask this)',
    sessionResponse,
  ),
  register: post('/api/auth/register', 'Create a local account; a link confirms the address', registerRequest, {
    202: messageResponse,
  }),
  verifyEmail: post(
    '/api/auth/verify-email',
    'Confirm the address with the mailed link; signs the browser in',
    verifyEmailRequest,
    { 200: sessionUser },
  ),
  resendVerification: route('post', '/api/auth/verify-email/resend', 'Mail a new confirmation link', {
    202: messageResponse,
  }),
  signIn: post('/api/auth/login', 'Sign in with e-mail and password', loginRequest, { 200: sessionUser }),
  signOut: action('post', '/api/auth/logout', 'Sign this browser out'),
  passwordResetRequest: post(
    '/api/auth/password-reset/request',
    'Mail a password-reset link (the answer is the same for unknown addresses)',
    passwordResetRequest,
    { 202: messageResponse },
  ),
  passwordResetConfirm: post(
    '/api/auth/password-reset/confirm',
    'Choose a new password with the mailed link; signs the browser in',
    passwordResetConfirm,
    { 200: sessionUser },
  ),
});
