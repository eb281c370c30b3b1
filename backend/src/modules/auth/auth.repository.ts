import type { Knex } from 'knex';
import type { Executor } from '../../platform/db';

export interface UserRow {
  id: string;
  email: string;
  password_hash: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  oidc_issuer: string | null;
  oidc_subject: string | null;
  email_verified_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export const findUserByEmail = (db: Executor, email: string): Promise<UserRow | undefined> =>
  db('users').where({ email }).first();

export const findUserById = (db: Executor, id: string): Promise<UserRow | undefined> =>
  db('users').where({ id }).first();

export async function insertUser(
  db: Executor,
  user: Pick<UserRow, 'email'> & Partial<Omit<UserRow, 'id' | 'created_at' | 'updated_at'>>,
): Promise<UserRow | undefined> {
  const [row] = await db('users').insert(user).onConflict('email').ignore().returning('*');
  return row;
}

/** Creates or updates the user an OIDC provider vouches for (by issuer + subject, else by e-mail). */
export async function upsertOidcUser(
  db: Executor,
  claims: {
    issuer: string;
    subject: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    profileImageUrl: string | null;
  },
): Promise<UserRow> {
  const profile = {
    email: claims.email,
    first_name: claims.firstName,
    last_name: claims.lastName,
    profile_image_url: claims.profileImageUrl,
    oidc_issuer: claims.issuer,
    oidc_subject: claims.subject,
    updated_at: db.fn.now(),
  };
  const existing =
    (await db('users').where({ oidc_issuer: claims.issuer, oidc_subject: claims.subject }).first()) ??
    (await findUserByEmail(db, claims.email));
  if (existing) {
    const [row] = await db('users').where({ id: existing.id }).update(profile).returning('*');
    return row;
  }
  const [row] = await db('users').insert(profile).returning('*');
  return row;
}

export const updatePassword = (db: Executor, userId: string, passwordHash: string) =>
  db('users').where({ id: userId }).update({ password_hash: passwordHash, updated_at: db.fn.now() });

export const insertSession = (
  db: Executor,
  session: { token_hash: string; user_id: string; expires_at: Date; user_agent: string | null; ip: string | null },
) => db('sessions').insert(session);

/** A live session as a request needs it: whose it is, and when it was last rolled forward. */
export interface LiveSession {
  user_id: string;
  email: string;
  last_seen_at: Date;
  /** Whether the user is Premium, when the query was asked to read it along. */
  premium?: boolean;
}

/** How to read Premium in the session query: the subscriptions module's definition, and its deadline. */
export interface PremiumReadAlong {
  /** Rows that exist exactly when the user in column `userIdColumn` is Premium. */
  subquery(userIdColumn: string): Knex.QueryBuilder;
  /** Longest the query may wait on the payment state (a locked table must not hold every request). */
  timeoutMs: number;
}

/**
 * An unexpired session and its user in one query; with `premium`, whether that user is Premium
 * too, so that a request costs one lookup before its own queries (it used to cost three).
 */
export function findLiveSession(
  db: Executor,
  tokenHash: string,
  premium?: PremiumReadAlong,
): Promise<LiveSession | undefined> {
  const query = db('sessions as s')
    .join('users as u', 'u.id', 's.user_id')
    .where('s.token_hash', tokenHash)
    .where('s.expires_at', '>', db.fn.now());
  if (!premium) return query.first('s.user_id', 'u.email', 's.last_seen_at');
  return query
    .first('s.user_id', 'u.email', 's.last_seen_at', db.raw('exists (?) as premium', [premium.subquery('s.user_id')]))
    .timeout(premium.timeoutMs, { cancel: true });
}

export const touchSession = (db: Executor, tokenHash: string, expiresAt: Date) =>
  db('sessions').where({ token_hash: tokenHash }).update({ last_seen_at: db.fn.now(), expires_at: expiresAt });

export const deleteSession = (db: Executor, tokenHash: string) => db('sessions').where({ token_hash: tokenHash }).del();

export const deleteSessionsOfUser = (db: Executor, userId: string, exceptTokenHash?: string) => {
  const query = db('sessions').where({ user_id: userId });
  if (exceptTokenHash) query.whereNot({ token_hash: exceptTokenHash });
  return query.del();
};

export const insertResetToken = (db: Executor, token: { token_hash: string; user_id: string; expires_at: Date }) =>
  db('password_reset_tokens').insert(token);

/** Marks the token used and returns its user, only if it was unused and unexpired (one-time). */
export async function consumeResetToken(db: Executor, tokenHash: string): Promise<string | undefined> {
  const [row] = await db('password_reset_tokens')
    .where({ token_hash: tokenHash })
    .whereNull('used_at')
    .where('expires_at', '>', db.fn.now())
    .update({ used_at: db.fn.now() })
    .returning('user_id');
  return row?.user_id;
}

export const insertOidcAttempt = (
  db: Executor,
  attempt: { state: string; code_verifier: string; nonce: string; return_to: string },
) => db('oidc_login_attempts').insert(attempt);

/** Takes (and deletes) a sign-in attempt younger than 10 minutes. */
export async function takeOidcAttempt(db: Executor, state: string) {
  const [row] = await db('oidc_login_attempts')
    .where({ state })
    .where('created_at', '>', db.raw(`now() - interval '10 minutes'`))
    .del()
    .returning(['code_verifier', 'nonce', 'return_to']);
  return row as { code_verifier: string; nonce: string; return_to: string } | undefined;
}
