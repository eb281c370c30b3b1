import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, roles } from './auth';
import { emailAddress, optionalText } from './common.schema';

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

/** POST /api/auth/verify-email { token } → 200 SessionUser (signed in, address verified). */
export const verifyEmailRequest = z.object({ token: z.string({ error: 'is required' }).min(20).max(200) });

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
