import type { Db } from '../platform/db';
import { signUp } from './http-client';

/**
 * Marks an address verified, as opening its confirmation link would (the link's own flow is tested
 * in modules/auth). Roles are read with the session, so the signed-in client has them at once.
 */
export async function markEmailVerified(db: Db, email: string): Promise<void> {
  const updated = await db('users').where({ email: email.toLowerCase() }).update({ email_verified_at: db.fn.now() });
  if (updated !== 1) throw new Error(`no account for ${email}`);
}

/** A signed-in account whose address is verified: what an admin or expert in ADMIN_EMAILS/EXPERT_EMAILS needs. */
export async function signUpVerified(
  server: { url: string; database: { db: Db } },
  overrides: Parameters<typeof signUp>[1] = {},
) {
  const signedUp = await signUp(server.url, overrides);
  await markEmailVerified(server.database.db, signedUp.account.email);
  return signedUp;
}
