import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { ChangeEmailRequest, ChangePasswordRequest } from '@common/contracts/account.schema';
import type { LoginRequest, RegisterRequest } from '@common/contracts/auth.schema';
import { publicOrigin, type Config } from '../../platform/config';
import { isDatabaseUnavailable, isQueryTimeout, type Db, type Executor } from '../../platform/db';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors';
import { transactWithEvents, type Emit, type OutboxRelay } from '../../platform/events/outbox';
import type { Actor, Role } from '../../platform/http/actor';
import type { ResolvedSession } from '../../platform/http/authenticate';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../platform/http/session-cookie';
import type { Logger } from '../../platform/logger';
import { consumeOrThrow, rateLimitedError } from '../../platform/rate-limit';
import * as repo from './auth.repository';
import { decoyHash, hashPassword, passwordWeakness, verifyPassword } from './passwords';

const RESET_TTL_MS = 3600 * 1000;
const EMAIL_LINK_TTL_MS = 24 * 3600 * 1000;
// Roll the session forward at most once a day, so an active user stays signed in (up to the
// absolute lifetime) without a write on every request.
const SESSION_ROLL_AFTER_MS = 24 * 3600 * 1000;
/**
 * While an account is being guessed at from elsewhere, a sign-in from an address with no failures of
 * its own still gets through, after this wait: the guesser cannot lock the owner out, and gains little.
 */
export const UNDER_ATTACK_DELAY_MS = 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
/** Limiter keys are hashed: an address can be 254 characters, a key column 255. */
const limitKey = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('base64url');

export interface AuthLimiters {
  /** Password checks per account and client address; counted before the hash is computed. */
  passwordChecksPerAccountAddress: RateLimiterAbstract;
  /** Failed password checks per account from any address; past it, the account is "under attack". */
  loginFailuresPerAccount: RateLimiterAbstract;
  authPerIp: RateLimiterAbstract;
  resetPerEmail: RateLimiterAbstract;
  /** Mails about an account per hour: confirmation links (sign-up, resend, change of address), notices. */
  emailLinksPerUser: RateLimiterAbstract;
}

export interface AuthDeps {
  db: Db;
  relay: OutboxRelay;
  config: Config;
  log: Logger;
  limiters: AuthLimiters;
  /** Reads Premium in the session query (the subscriptions module's `premiumReadAlong`). */
  premium?: repo.PremiumReadAlong;
  /** Reads the cook's recipe scope in the session query (the recipes module's `scopeReadAlong`). */
  recipeScope?: repo.SessionReadAlong['recipeScope'];
}

type LiveSessionWithPremium = Omit<repo.LiveSession, 'premium'> & { premium?: boolean | 'unavailable' };

export interface NewSession {
  token: string;
  expiresAt: Date;
  user: repo.UserRow;
}

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** Roles follow ADMIN_EMAILS / EXPERT_EMAILS, and only for an address its owner has verified. */
export function rolesFor(
  config: Pick<Config, 'ADMIN_EMAILS' | 'EXPERT_EMAILS'>,
  user: { email: string; email_verified_at: Date | null },
): Role[] {
  if (!user.email_verified_at) return [];
  const roles: Role[] = [];
  if (config.ADMIN_EMAILS.includes(user.email)) roles.push('admin');
  if (config.EXPERT_EMAILS.includes(user.email)) roles.push('expert');
  return roles;
}

export const invalidCredentials = () => new HttpError(401, 'Incorrect e-mail or password', 'invalid_credentials');
const wrongPassword = (field: string) => new HttpError(403, 'That password is not right.', 'invalid_password', field);
export const signupClosed = () =>
  new HttpError(403, 'Sign-up with an e-mail and password is turned off. Sign in with your provider.', 'signup_closed');
export class UnverifiedProviderEmail extends Error {}

/** A mailed link (its `token`) that is unknown, used or expired: a 400 saying what to do next. */
const invalidLink = (advice: string) => new HttpError(400, advice, 'invalid_token', 'token');

export function createAuthService(deps: AuthDeps) {
  const { db, config, limiters, log } = deps;
  const security = log.child({ security: true });

  /** A brand-new session id for every sign-in: nothing planted before sign-in survives it. */
  async function startSession(user: repo.UserRow, client: ClientInfo, executor: Executor = db): Promise<NewSession> {
    const token = newToken();
    const now = Date.now();
    const expiresAt = new Date(now + SESSION_IDLE_MS);
    await repo.insertSession(executor, {
      token_hash: hashToken(token),
      user_id: user.id,
      expires_at: expiresAt,
      absolute_expires_at: new Date(now + SESSION_ABSOLUTE_MS),
      user_agent: client.userAgent?.slice(0, 300) ?? null,
      ip: client.ip,
    });
    return { token, expiresAt, user };
  }

  const sessionAlone = repo.sessionReader(db);
  const sessionWithPremium = deps.premium && repo.sessionReader(db, { premium: deps.premium });
  const sessionWithAll =
    deps.recipeScope && repo.sessionReader(db, { premium: deps.premium, recipeScope: deps.recipeScope });

  /**
   * The session, with Premium and the recipe scope read along when the app wired them. If that query
   * fails past the session itself (subscriptions locked past the deadline, or gone), the session is
   * read alone and Premium is 'unavailable': premium routes answer 503, and the rest of the API keeps
   * working (the recipe scope is then asked where it is needed).
   */
  async function readSession(tokenHash: string): Promise<LiveSessionWithPremium | undefined> {
    const first = sessionWithAll ?? sessionWithPremium;
    if (!first) return sessionAlone(tokenHash);
    try {
      return await first(tokenHash);
    } catch (error) {
      // The database itself away: the session alone would fail (or wait) the same way.
      if (isDatabaseUnavailable(error) && !isQueryTimeout(error)) throw error;
      // The recipe scope may be what failed (its table locked): Premium is read again without it.
      if (sessionWithAll && sessionWithPremium) {
        try {
          return await sessionWithPremium(tokenHash);
        } catch (again) {
          if (isDatabaseUnavailable(again) && !isQueryTimeout(again)) throw again;
        }
      }
      const session = await sessionAlone(tokenHash);
      return session && (deps.premium ? { ...session, premium: 'unavailable' } : session);
    }
  }

  async function requireStrong(password: string, field: string, inputs: (string | null)[]) {
    const weakness = await passwordWeakness(password, inputs);
    if (weakness) throw new HttpError(400, `${field}: ${weakness}`, 'invalid_input', field);
  }

  /**
   * Checks a password of an account, counting the attempt first (an atomic increment), so that
   * concurrent guesses cannot all pass the limit: the 11th is refused without computing a hash.
   */
  async function checkPassword(
    user: repo.UserRow | undefined,
    email: string,
    password: string,
    client: ClientInfo,
  ): Promise<boolean> {
    const address = client.ip ?? 'unknown';
    const addressKey = limitKey(email, address);
    let attempt;
    try {
      attempt = await limiters.passwordChecksPerAccountAddress.consume(addressKey);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      security.warn({ event: 'auth.lockout', userId: user?.id, email, ip: address }, 'sign-in locked for an address');
      throw rateLimitedError(error.msBeforeNext);
    }
    const accountFailures = await limiters.loginFailuresPerAccount.get(limitKey(email));
    if (accountFailures && accountFailures.consumedPoints >= limiters.loginFailuresPerAccount.points) {
      // Guessed at from elsewhere: an address that has failed too waits out the lock; a clean one waits briefly.
      if (attempt.consumedPoints > 1) throw rateLimitedError(accountFailures.msBeforeNext);
      await delay(UNDER_ATTACK_DELAY_MS);
    }
    const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash()));
    if (user && user.password_hash && valid) {
      await limiters.passwordChecksPerAccountAddress.delete(addressKey);
      return true;
    }
    await limiters.loginFailuresPerAccount.penalty(limitKey(email));
    security.info({ event: 'auth.login_failed', userId: user?.id, email, ip: address }, 'password check failed');
    return false;
  }

  async function mailLink(
    trx: Executor,
    emit: Emit,
    user: repo.UserRow,
    purpose: repo.EmailTokenPurpose,
    email: string,
  ) {
    const token = newToken();
    await repo.insertEmailToken(trx, {
      token_hash: hashToken(token),
      user_id: user.id,
      purpose,
      email,
      expires_at: new Date(Date.now() + EMAIL_LINK_TTL_MS),
    });
    const link = `${publicOrigin(config)}/verify-email?token=${encodeURIComponent(token)}`;
    await emit('auth.account_mail_requested', {
      kind: purpose === 'verify' ? 'verify' : 'change_confirm',
      to: email,
      firstName: user.first_name,
      link,
    });
  }

  return {
    startSession,

    /**
     * Creates the account and mails a link to confirm the address; no session yet. A taken address
     * gets a notice to its owner instead, and the same answer: registration tells nobody which
     * addresses have accounts, and costs the same (one hash, one write) either way.
     */
    async register(input: RegisterRequest, client: ClientInfo): Promise<void> {
      await consumeOrThrow(limiters.authPerIp, client.ip ?? 'unknown');
      if (!config.LOCAL_SIGNUP) throw signupClosed();
      // Mails to one address are bounded, whether they are links or notices to the owner.
      await consumeOrThrow(limiters.emailLinksPerUser, limitKey('register', input.email));
      await requireStrong(input.password, 'password', [input.email, input.firstName ?? null, input.lastName ?? null]);
      const passwordHash = await hashPassword(input.password);
      await transactWithEvents(db, deps.relay, async (trx, emit) => {
        const user = await repo.insertUser(trx, {
          email: input.email,
          password_hash: passwordHash,
          first_name: input.firstName || null,
          last_name: input.lastName || null,
        });
        if (user) {
          await mailLink(trx, emit, user, 'verify', user.email);
          return;
        }
        const owner = await repo.findUserByEmail(trx, input.email);
        await emit('auth.account_mail_requested', {
          kind: 'already_registered',
          to: input.email,
          firstName: owner?.first_name ?? null,
        });
      });
      security.info({ event: 'auth.registered', email: input.email, ip: client.ip }, 'registration requested');
    },

    /** Signs in with an address and password; unverified accounts may sign in, and hold no role. */
    async login(input: LoginRequest, client: ClientInfo): Promise<NewSession> {
      await consumeOrThrow(limiters.authPerIp, client.ip ?? 'unknown');
      const user = await repo.findUserByEmail(db, input.email);
      // Unknown e-mail and wrong password cost the same scrypt work and give the same answer.
      if (!(await checkPassword(user, input.email, input.password, client))) throw invalidCredentials();
      return startSession(user!, client);
    },

    /** Whether a session is still signed in (not signed out, revoked or expired): open streams ask. */
    async isSessionLive(tokenHash: string): Promise<boolean> {
      return (await sessionAlone(tokenHash)) !== undefined;
    },

    async logout(tokenHash: string): Promise<void> {
      await repo.deleteSession(db, tokenHash);
    },

    async resolveSession(token: string): Promise<ResolvedSession | null> {
      const tokenHash = hashToken(token);
      const session = await readSession(tokenHash);
      if (!session) return null;
      const actor: Actor = {
        userId: session.user_id,
        email: session.email,
        roles: rolesFor(config, session),
        sessionTokenHash: tokenHash,
        premium: session.premium,
        recipeScope: session.recipe_scope,
      };
      if (Date.now() - session.last_seen_at.getTime() > SESSION_ROLL_AFTER_MS) {
        const renewedUntil = new Date(
          Math.min(Date.now() + SESSION_IDLE_MS, new Date(session.absolute_expires_at).getTime()),
        );
        await repo.touchSession(db, tokenHash, renewedUntil);
        return { actor, renewedUntil };
      }
      return { actor };
    },

    async currentUser(actor: Actor) {
      return repo.findUserById(db, actor.userId);
    },

    /**
     * Always succeeds from the caller's view, and does the same work whether or not the address has an
     * account (one outbox row): the worker looks the account up and mails the link (`issuePasswordReset`).
     */
    async requestPasswordReset(email: string, client: ClientInfo): Promise<void> {
      await consumeOrThrow(limiters.resetPerEmail, limitKey(email));
      await transactWithEvents(db, deps.relay, (_trx, emit) => emit('auth.password_reset_requested', { email }));
      security.info({ event: 'auth.reset_requested', email, ip: client.ip }, 'password reset requested');
    },

    /**
     * Sets the new password, ends every session and every other reset link of the user, mails a notice,
     * and signs this browser in afresh. Opening the link proved the mailbox: the address is verified.
     */
    async confirmPasswordReset(token: string, password: string, client: ClientInfo): Promise<NewSession> {
      await requireStrong(password, 'password', []);
      const session = await transactWithEvents(db, deps.relay, async (trx, emit) => {
        const userId = await repo.consumeResetToken(trx, hashToken(token));
        if (!userId) throw invalidLink('This reset link is invalid or has expired. Request a new one.');
        // Hash only for a real token: hashing first let anyone buy 50 ms of scrypt per unauthenticated request.
        await repo.updatePassword(trx, userId, await hashPassword(password));
        await repo.invalidateResetTokens(trx, userId);
        await repo.deleteSessionsOfUser(trx, userId);
        const user = (await repo.findUserById(trx, userId))!;
        await repo.markEmailVerified(trx, userId, user.email);
        await emit('auth.account_mail_requested', {
          kind: 'password_changed',
          to: user.email,
          firstName: user.first_name,
        });
        return startSession((await repo.findUserById(trx, userId))!, client, trx);
      });
      security.info({ event: 'auth.password_reset', userId: session.user.id, ip: client.ip }, 'password reset');
      return session;
    },

    /** Opens a mailed link: confirms the address (or moves the account to a new one) and signs in. */
    async verifyEmail(token: string, client: ClientInfo): Promise<NewSession> {
      const session = await db.transaction(async (trx) => {
        const link = await repo.consumeEmailToken(trx, hashToken(token));
        if (!link) throw invalidLink('This link is invalid or has expired. Sign in and ask for a new one.');
        if (link.purpose === 'verify') await repo.markEmailVerified(trx, link.user_id, link.email);
        else if (!(await repo.moveToEmail(trx, link.user_id, link.email)))
          throw conflict('That address now belongs to another account.', 'token');
        return startSession((await repo.findUserById(trx, link.user_id))!, client, trx);
      });
      const roles = rolesFor(config, session.user);
      security.info(
        { event: 'auth.email_verified', userId: session.user.id, email: session.user.email, roles, ip: client.ip },
        roles.length ? 'address verified; roles granted' : 'address verified',
      );
      return session;
    },

    async resendVerification(actor: Actor): Promise<void> {
      const user = await repo.findUserById(db, actor.userId);
      if (!user) throw notFound('No such account');
      if (user.email_verified_at) throw conflict('Your e-mail address is already confirmed.', 'email');
      await consumeOrThrow(limiters.emailLinksPerUser, user.id);
      await transactWithEvents(db, deps.relay, (trx, emit) => mailLink(trx, emit, user, 'verify', user.email));
    },

    /**
     * Re-checks the signed-in cook's password before a grave step (closing the account), under
     * sign-in's own limits: a stolen session gets no extra guesses through it.
     */
    async confirmPassword(actor: Actor, password: string, client: ClientInfo): Promise<boolean> {
      const user = await repo.findUserById(db, actor.userId);
      return checkPassword(user, user?.email ?? actor.email, password, client);
    },

    /** Needs the current password; ends every other session, and mails a notice. */
    async changePassword(actor: Actor, input: ChangePasswordRequest, client: ClientInfo): Promise<void> {
      const user = await repo.findUserById(db, actor.userId);
      if (!user) throw notFound('No such account');
      if (!user.password_hash)
        throw conflict('This account signs in through your provider and has no password here.', 'currentPassword');
      if (!(await checkPassword(user, user.email, input.currentPassword, client)))
        throw wrongPassword('currentPassword');
      await requireStrong(input.newPassword, 'newPassword', [user.email, user.first_name, user.last_name]);
      const passwordHash = await hashPassword(input.newPassword);
      await transactWithEvents(db, deps.relay, async (trx, emit) => {
        await repo.updatePassword(trx, user.id, passwordHash);
        await repo.invalidateResetTokens(trx, user.id);
        await repo.deleteSessionsOfUser(trx, user.id, actor.sessionTokenHash);
        await emit('auth.account_mail_requested', {
          kind: 'password_changed',
          to: user.email,
          firstName: user.first_name,
        });
      });
      security.info({ event: 'auth.password_changed', userId: user.id, ip: client.ip }, 'password changed');
    },

    /**
     * Mails a link to the new address (the change applies when it is opened) and a notice to the old one.
     * A new address that already has an account gets no link, and the answer is the same.
     */
    async changeEmail(actor: Actor, input: ChangeEmailRequest, client: ClientInfo): Promise<void> {
      const user = await repo.findUserById(db, actor.userId);
      if (!user) throw notFound('No such account');
      if (!user.password_hash) throw conflict('This account takes its e-mail address from your provider.', 'newEmail');
      if (input.newEmail === user.email) throw badRequest('newEmail is already your address', 'newEmail');
      if (!(await checkPassword(user, user.email, input.password, client))) throw wrongPassword('password');
      await consumeOrThrow(limiters.emailLinksPerUser, user.id);
      await transactWithEvents(db, deps.relay, async (trx, emit) => {
        if (!(await repo.findUserByEmail(trx, input.newEmail)))
          await mailLink(trx, emit, user, 'change', input.newEmail);
        await emit('auth.account_mail_requested', {
          kind: 'change_notice',
          to: user.email,
          firstName: user.first_name,
          newEmail: input.newEmail,
        });
      });
      security.info(
        { event: 'auth.email_change_requested', userId: user.id, ip: client.ip },
        'e-mail change requested',
      );
    },

    async listSessions(actor: Actor) {
      const rows = await repo.listSessions(db, actor.userId);
      return rows.map((row) => ({
        id: row.id,
        userAgent: row.user_agent,
        ip: row.ip,
        createdAt: row.created_at.toISOString(),
        lastSeenAt: row.last_seen_at.toISOString(),
        current: row.token_hash === actor.sessionTokenHash,
      }));
    },

    async revokeSession(actor: Actor, id: string): Promise<void> {
      if (!(await repo.deleteSessionById(db, actor.userId, id))) throw notFound('No such device');
    },

    async revokeAllSessions(actor: Actor): Promise<void> {
      await repo.deleteSessionsOfUser(db, actor.userId);
      security.info({ event: 'auth.signed_out_everywhere', userId: actor.userId }, 'every session ended');
    },

    /** Signs in the user a provider vouches for, only with an address the provider has verified. */
    async signInWithOidcClaims(
      claims: repo.OidcIdentity & { emailVerified: boolean },
      client: ClientInfo,
    ): Promise<NewSession> {
      if (!claims.emailVerified) {
        security.warn({ event: 'auth.oidc_unverified', email: claims.email, subject: claims.subject }, 'refused');
        throw new UnverifiedProviderEmail();
      }
      const user = await repo.upsertOidcUser(db, claims);
      return startSession(user, client);
    },

    saveOidcAttempt: (attempt: { state: string; code_verifier: string; nonce: string; return_to: string }) =>
      repo.insertOidcAttempt(db, attempt),
    takeOidcAttempt: (state: string) => repo.takeOidcAttempt(db, state),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/**
 * The worker's half of a reset request: a one-time link for the account holding the address, or
 * nothing when none does.
 */
export async function issuePasswordReset(db: Db, config: Config, email: string) {
  const user = await repo.findUserByEmail(db, email);
  if (!user) return undefined;
  const token = newToken();
  await repo.insertResetToken(db, {
    token_hash: hashToken(token),
    user_id: user.id,
    expires_at: new Date(Date.now() + RESET_TTL_MS),
  });
  return {
    to: user.email,
    firstName: user.first_name,
    resetUrl: `${publicOrigin(config)}/reset-password?token=${encodeURIComponent(token)}`,
  };
}
