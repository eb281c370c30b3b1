/** The shortest password accepted when one is chosen (sign-up, reset, change). */
export const PASSWORD_MIN_LENGTH = 12;

/**
 * POST /api/auth/register answers 202 with this, whether or not the address already has an account
 * (the owner of a taken address gets a notice by mail instead of a link): the answer tells nobody
 * which addresses have accounts. The link signs the browser in that opens it.
 */
export const REGISTER_ACCEPTED_MESSAGE =
  'Check your e-mail: we sent a link to confirm your address. It is valid for 24 hours.';

/** POST /api/auth/verify-email/resend → 202 { message } for a signed-in, unverified account. */
export const RESEND_VERIFICATION_MESSAGE = 'A new link is on its way. It is valid for 24 hours.';

export const roles = ['admin', 'expert'] as const;
export type Role = (typeof roles)[number];
