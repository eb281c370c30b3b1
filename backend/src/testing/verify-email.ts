import { normalizeEmail } from '../contracts/common';
import type { Db } from '../platform/db';

/**
 * Marks an account's address verified, as opening the mailed link does. Roles (ADMIN_EMAILS,
 * EXPERT_EMAILS) and Premium comps hang on a verified address: call it after `signUp` for those.
 */
export async function verifyEmailInDb(db: Db, email: string): Promise<void> {
  const updated = await db('users')
    .where({ email: normalizeEmail(email) })
    .update({ email_verified_at: db.fn.now() });
  if (updated !== 1) throw new Error(`verifyEmailInDb: no account for ${email}`);
}
