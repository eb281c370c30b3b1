import type { Knex } from 'knex';
import { deleteInBatches, preparedName, type Db, type Executor } from '../../platform/db';
import type { RecipeScope } from '../../platform/http/actor';

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

export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

/**
 * The user an OIDC provider vouches for, whose address the provider has verified: the account
 * already linked to this issuer + subject, else the account holding the address (linked now), else a
 * new one. A linked account keeps its own address if the provider's now belongs to someone else.
 */
export async function upsertOidcUser(db: Executor, claims: OidcIdentity): Promise<UserRow> {
  const profile = {
    first_name: claims.firstName,
    last_name: claims.lastName,
    profile_image_url: claims.profileImageUrl,
    oidc_issuer: claims.issuer,
    oidc_subject: claims.subject,
    updated_at: db.fn.now(),
  };
  const linked = await db('users').where({ oidc_issuer: claims.issuer, oidc_subject: claims.subject }).first();
  if (linked) {
    const holder = linked.email === claims.email ? undefined : await findUserByEmail(db, claims.email);
    const email = holder ? {} : { email: claims.email, email_verified_at: db.fn.now() };
    const [row] = await db('users')
      .where({ id: linked.id })
      .update({ ...profile, ...email })
      .returning('*');
    return row;
  }
  const byEmail = await findUserByEmail(db, claims.email);
  if (byEmail) {
    // An account nobody had verified may have been registered by someone else, ahead of the owner:
    // its password and sessions are theirs, not the owner's, and end here.
    const unverified = !byEmail.email_verified_at;
    if (unverified) await deleteSessionsOfUser(db, byEmail.id);
    const [row] = await db('users')
      .where({ id: byEmail.id })
      .update({
        ...profile,
        email_verified_at: db.raw('coalesce(email_verified_at, now())'),
        ...(unverified ? { password_hash: null } : {}),
      })
      .returning('*');
    return row;
  }
  const [row] = await db('users')
    .insert({ ...profile, email: claims.email, email_verified_at: db.fn.now() })
    .returning('*');
  return row;
}

export const updatePassword = (db: Executor, userId: string, passwordHash: string) =>
  db('users').where({ id: userId }).update({ password_hash: passwordHash, updated_at: db.fn.now() });

export const insertSession = (
  db: Executor,
  session: {
    token_hash: string;
    user_id: string;
    expires_at: Date;
    absolute_expires_at: Date;
    user_agent: string | null;
    ip: string | null;
  },
) => db('sessions').insert(session);

/** A live session as a request needs it: whose it is, and when it was last rolled forward. */
export interface LiveSession {
  user_id: string;
  email: string;
  email_verified_at: Date | null;
  last_seen_at: Date;
  absolute_expires_at: Date;
  /** Whether the user is Premium, when the query was asked to read it along. */
  premium?: boolean;
  /** The user's RecipeScope, when the query was asked to read it along. */
  recipe_scope?: RecipeScope;
}

/** How to read Premium in the session query: the subscriptions module's definition, and its deadline. */
export interface PremiumReadAlong {
  /** Rows that exist exactly when the user in column `userIdColumn` is Premium. */
  subquery(userIdColumn: string): Knex.QueryBuilder;
  /** Longest the query may wait on the payment state (a locked table must not hold every request). */
  timeoutMs: number;
}

/** What other modules ask the session query to read along, each defined by its module. */
export interface SessionReadAlong {
  premium?: PremiumReadAlong;
  /** The user in column `userIdColumn`'s RecipeScope, as one json value. */
  recipeScope?: (userIdColumn: string) => Knex.Raw;
}

/** Stands for the token hash while the session read's SQL is built. */
const TOKEN_HASH = '\u0000token-hash';

/**
 * Reads an unexpired session and its user in one query, with what `readAlong` asks (whether that
 * user is Premium, their recipe scope), so that a request costs one lookup before its own queries.
 * The query runs on every request: its SQL is built once here, and PostgreSQL plans it once per
 * connection (a named prepared statement), since building and planning it cost more than running it.
 */
export function sessionReader(
  db: Db,
  { premium, recipeScope }: SessionReadAlong = {},
): (tokenHash: string) => Promise<LiveSession | undefined> {
  let statement: { sql: string; bindings: readonly Knex.Value[]; tokenAt: number; name: string } | undefined;
  const build = () => {
    const columns: Array<string | Knex.Raw> = [
      's.user_id',
      'u.email',
      'u.email_verified_at',
      's.last_seen_at',
      's.absolute_expires_at',
    ];
    if (premium) columns.push(db.raw('exists (?) as premium', [premium.subquery('s.user_id')]));
    if (recipeScope) columns.push(db.raw('? as recipe_scope', [recipeScope('s.user_id')]));
    const { sql, bindings } = db('sessions as s')
      .join('users as u', 'u.id', 's.user_id')
      .where('s.token_hash', TOKEN_HASH)
      .where('s.expires_at', '>', db.fn.now())
      .where('s.absolute_expires_at', '>', db.fn.now())
      .first(...columns)
      .toSQL();
    const tokenAt = bindings.indexOf(TOKEN_HASH);
    // Without its token binding every read would look up the placeholder and find nobody signed in.
    if (tokenAt < 0) throw new Error('The session read lost its token binding');
    return { sql, bindings, tokenAt, name: preparedName(sql) };
  };
  return async (tokenHash) => {
    statement ??= build();
    const bindings = [...statement.bindings];
    bindings[statement.tokenAt] = tokenHash;
    const query = db.raw<{ rows: LiveSession[] }>(statement.sql, bindings).options({ name: statement.name });
    const { rows } = await (premium ? query.timeout(premium.timeoutMs, { cancel: true }) : query);
    return rows[0];
  };
}

export const touchSession = (db: Executor, tokenHash: string, expiresAt: Date) =>
  db('sessions').where({ token_hash: tokenHash }).update({ last_seen_at: db.fn.now(), expires_at: expiresAt });

export const deleteSession = (db: Executor, tokenHash: string) => db('sessions').where({ token_hash: tokenHash }).del();

export const deleteSessionsOfUser = (db: Executor, userId: string, exceptTokenHash?: string) => {
  const query = db('sessions').where({ user_id: userId });
  if (exceptTokenHash) query.whereNot({ token_hash: exceptTokenHash });
  return query.del();
};

/** A signed-in device, as an account's owner may see it (the token only as its hash). */
export interface SessionRow {
  id: string;
  token_hash: string;
  user_agent: string | null;
  ip: string | null;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
}

/** The signed-in devices of a user, most recently active first. */
export const listSessions = (db: Executor, userId: string) =>
  db('sessions')
    .where({ user_id: userId })
    .where('expires_at', '>', db.fn.now())
    .where('absolute_expires_at', '>', db.fn.now())
    .orderBy('last_seen_at', 'desc')
    .select<Omit<SessionRow, 'expires_at'>[]>('id', 'token_hash', 'user_agent', 'ip', 'created_at', 'last_seen_at');

export const deleteSessionById = (db: Executor, userId: string, id: string) =>
  db('sessions').where({ user_id: userId, id }).del();

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

/** Every unused reset link of the user stops working (one was used, or the password changed). */
export const invalidateResetTokens = (db: Executor, userId: string) =>
  db('password_reset_tokens').where({ user_id: userId }).whereNull('used_at').update({ used_at: db.fn.now() });

export type EmailTokenPurpose = 'verify' | 'change';

export const insertEmailToken = (
  db: Executor,
  token: { token_hash: string; user_id: string; purpose: EmailTokenPurpose; email: string; expires_at: Date },
) => db('email_tokens').insert(token);

/** Marks an e-mail link used and returns what it confirms, only if it was unused and unexpired. */
export async function consumeEmailToken(db: Executor, tokenHash: string) {
  const [row] = await db('email_tokens')
    .where({ token_hash: tokenHash })
    .whereNull('used_at')
    .where('expires_at', '>', db.fn.now())
    .update({ used_at: db.fn.now() })
    .returning(['user_id', 'purpose', 'email']);
  return row as { user_id: string; purpose: EmailTokenPurpose; email: string } | undefined;
}

/** The address is verified if it is still the account's address (a change may have moved it since). */
export const markEmailVerified = (db: Executor, userId: string, email: string) =>
  db('users')
    .where({ id: userId, email })
    .update({ email_verified_at: db.raw('coalesce(email_verified_at, now())'), updated_at: db.fn.now() });

/** Moves the account to a verified new address; false when another account holds it by now. */
export async function moveToEmail(db: Executor, userId: string, email: string): Promise<boolean> {
  const updated = await db('users')
    .where({ id: userId })
    .whereNotExists(db('users as other').where('other.email', email).whereNot('other.id', userId))
    .update({ email, email_verified_at: db.fn.now(), updated_at: db.fn.now() });
  return updated > 0;
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

/** Housekeeping: sessions past their idle or absolute expiry. */
export const purgeExpiredSessions = (db: Db) =>
  deleteInBatches(db, 'sessions', (query) =>
    query.where('expires_at', '<', db.fn.now()).orWhere('absolute_expires_at', '<', db.fn.now()),
  );

/** Housekeeping: one-time links that were used or expired (neither can be used again). */
export async function purgeSpentTokens(db: Db) {
  const spent = (query: Knex.QueryBuilder) => query.whereNotNull('used_at').orWhere('expires_at', '<', db.fn.now());
  return {
    password_reset_tokens: await deleteInBatches(db, 'password_reset_tokens', spent),
    email_tokens: await deleteInBatches(db, 'email_tokens', spent),
    // takeOidcAttempt accepts them for 10 minutes.
    oidc_login_attempts: await deleteInBatches(db, 'oidc_login_attempts', (query) =>
      query.where('created_at', '<', db.raw(`now() - interval '10 minutes'`)),
    ),
  };
}
