import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './auth-limits';
import { emailAddress, optionalText } from './common';

export { PASSWORD_MIN_LENGTH };

/** A password being chosen; the server also refuses common and guessable ones (`passwords.ts`). */
export const newPassword = z
  .string({ error: 'is required' })
  .min(PASSWORD_MIN_LENGTH, { error: `must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(200, { error: 'must be at most 200 characters' });

export const registerRequest = z.object({
  email: emailAddress,
  password: newPassword,
  firstName: optionalText(80),
  lastName: optionalText(80),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const loginRequest = z.object({
  email: emailAddress,
  password: z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(200),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const passwordResetRequest = z.object({ email: emailAddress });
export const passwordResetConfirm = z.object({
  token: z.string({ error: 'is required' }).min(20).max(200),
  password: newPassword,
});

/**
 * POST /api/auth/register answers 202 with this, whether or not the address already has an account
 * (the owner of a taken address gets a notice by mail instead of a link): the answer tells nobody
 * which addresses have accounts. The link signs the browser in that opens it.
 */
export const REGISTER_ACCEPTED_MESSAGE =
  'Check your e-mail: we sent a link to confirm your address. It is valid for 24 hours.';

/** POST /api/auth/verify-email { token } → 200 SessionUser (signed in, address verified). */
export const verifyEmailRequest = z.object({ token: z.string({ error: 'is required' }).min(20).max(200) });
/** POST /api/auth/verify-email/resend → 202 { message } for a signed-in, unverified account. */
export const RESEND_VERIFICATION_MESSAGE = 'A new link is on its way. It is valid for 24 hours.';

export const roles = ['admin', 'expert'] as const;
export type Role = (typeof roles)[number];

export const sessionUser = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  isPremium: z.boolean(),
  /** False until the owner opens the link mailed to the address; until then the account holds no role. */
  emailVerified: z.boolean(),
  roles: z.array(z.enum(roles)),
});
export type SessionUser = z.infer<typeof sessionUser>;
