/**
 * Account rules the browser needs as plain values (no zod: safe in any bundle). `auth.ts` builds its
 * schemas from them and re-exports them for the server.
 */

/** The shortest password accepted when one is chosen (sign-up, reset, change). */
export const PASSWORD_MIN_LENGTH = 12;
