import { createHash, randomBytes } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { LoginRequest, RegisterRequest } from '../../contracts/auth';
import type { Config } from '../../platform/config';
import { isDatabaseUnavailable, isQueryTimeout, type Db } from '../../platform/db';
import { conflict, HttpError } from '../../platform/errors';
import { transactWithEvents, type OutboxRelay } from '../../platform/events/outbox';
import type { Actor, Role } from '../../platform/http/actor';
import type { ResolvedSession } from '../../platform/http/authenticate';
import { SESSION_TTL_MS } from '../../platform/http/session-cookie';
import { assertUnderLimit, consumeOrThrow } from '../../platform/rate-limit';
import * as repo from './auth.repository';
import { decoyHash, hashPassword, verifyPassword } from './passwords';

const RESET_TTL_MS = 3600 * 1000;
// Roll the session forward at most once a day, so an active user never gets logged out
// but we do not write on every request.
const SESSION_ROLL_AFTER_MS = 24 * 3600 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export interface AuthLimiters {
  loginFailuresPerAccount: RateLimiterAbstract;
  authPerIp: RateLimiterAbstract;
  resetPerEmail: RateLimiterAbstract;
}

export interface AuthDeps {
  db: Db;
  relay: OutboxRelay;
  config: Config;
  limiters: AuthLimiters;
  /** Reads Premium in the session query (the subscriptions module's `premiumReadAlong`). */
  premium?: repo.PremiumReadAlong;
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

export function rolesFor(config: Config, email: string): Role[] {
  const roles: Role[] = [];
  if (config.ADMIN_EMAILS.includes(email)) roles.push('admin');
  if (config.EXPERT_EMAILS.includes(email)) roles.push('expert');
  return roles;
}

export const invalidCredentials = () => new HttpError(401, 'Incorrect e-mail or password', 'invalid_credentials');

export function createAuthService(deps: AuthDeps) {
  const { db, config, limiters } = deps;

  /** A brand-new session id for every sign-in: nothing planted before sign-in survives it. */
  async function startSession(user: repo.UserRow, client: ClientInfo): Promise<NewSession> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await repo.insertSession(db, {
      token_hash: hashToken(token),
      user_id: user.id,
      expires_at: expiresAt,
      user_agent: client.userAgent?.slice(0, 300) ?? null,
      ip: client.ip,
    });
    return { token, expiresAt, user };
  }

  /**
   * The session, with Premium read along when the app wired it. If that query fails on the payment
   * state (subscriptions locked past the deadline, or gone), the session is read alone and Premium is
   * 'unavailable': premium routes answer 503, as before, and the rest of the API keeps working.
   */
  async function readSession(tokenHash: string): Promise<LiveSessionWithPremium | undefined> {
    if (!deps.premium) return repo.findLiveSession(db, tokenHash);
    try {
      return await repo.findLiveSession(db, tokenHash, deps.premium);
    } catch (error) {
      // The database itself away: the session alone would fail (or wait) the same way.
      if (isDatabaseUnavailable(error) && !isQueryTimeout(error)) throw error;
      const session = await repo.findLiveSession(db, tokenHash);
      return session && { ...session, premium: 'unavailable' };
    }
  }

  return {
    startSession,

    async register(input: RegisterRequest, client: ClientInfo): Promise<NewSession> {
      await consumeOrThrow(limiters.authPerIp, client.ip ?? 'unknown');
      const user = await repo.insertUser(db, {
        email: input.email,
        password_hash: await hashPassword(input.password),
        first_name: input.firstName || null,
        last_name: input.lastName || null,
      });
      if (!user) throw conflict('An account with this e-mail already exists. Sign in instead.', 'email');
      return startSession(user, client);
    },

    async login(input: LoginRequest, client: ClientInfo): Promise<NewSession> {
      await consumeOrThrow(limiters.authPerIp, client.ip ?? 'unknown');
      await assertUnderLimit(limiters.loginFailuresPerAccount, input.email);
      const user = await repo.findUserByEmail(db, input.email);
      // Unknown e-mail and wrong password cost the same scrypt work and give the same answer.
      const valid = await verifyPassword(input.password, user?.password_hash ?? (await decoyHash()));
      if (!user || !user.password_hash || !valid) {
        await consumeOrThrow(limiters.loginFailuresPerAccount, input.email);
        throw invalidCredentials();
      }
      await limiters.loginFailuresPerAccount.delete(input.email);
      return startSession(user, client);
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
        roles: rolesFor(config, session.email),
        sessionTokenHash: tokenHash,
        premium: session.premium,
      };
      if (Date.now() - session.last_seen_at.getTime() > SESSION_ROLL_AFTER_MS) {
        const renewedUntil = new Date(Date.now() + SESSION_TTL_MS);
        await repo.touchSession(db, tokenHash, renewedUntil);
        return { actor, renewedUntil };
      }
      return { actor };
    },

    async currentUser(actor: Actor) {
      return repo.findUserById(db, actor.userId);
    },

    /** Always succeeds from the caller's view (no account probing); mails a one-time link if the account exists. */
    async requestPasswordReset(email: string, origin: string): Promise<void> {
      await consumeOrThrow(limiters.resetPerEmail, email);
      const user = await repo.findUserByEmail(db, email);
      if (!user) return;
      const token = newToken();
      const expiresAt = new Date(Date.now() + RESET_TTL_MS);
      await transactWithEvents(db, deps.relay, async (trx, emit) => {
        await repo.insertResetToken(trx, { token_hash: hashToken(token), user_id: user.id, expires_at: expiresAt });
        await emit('auth.password_reset_requested', {
          userId: user.id,
          email: user.email,
          firstName: user.first_name,
          resetUrl: `${origin}/reset-password?token=${encodeURIComponent(token)}`,
          expiresAt: expiresAt.toISOString(),
        });
      });
    },

    /** Sets the new password, ends every session of the user, and signs this browser in afresh. */
    async confirmPasswordReset(token: string, password: string, client: ClientInfo): Promise<NewSession> {
      const user = await db.transaction(async (trx) => {
        const userId = await repo.consumeResetToken(trx, hashToken(token));
        if (!userId)
          throw new HttpError(
            400,
            'This reset link is invalid or has expired. Request a new one.',
            'invalid_token',
            'token',
          );
        // Hash only for a real token: hashing first let anyone buy 50 ms of scrypt per unauthenticated request.
        await repo.updatePassword(trx, userId, await hashPassword(password));
        await repo.deleteSessionsOfUser(trx, userId);
        return repo.findUserById(trx, userId);
      });
      return startSession(user!, client);
    },

    async signInWithOidcClaims(
      claims: Parameters<typeof repo.upsertOidcUser>[1],
      client: ClientInfo,
    ): Promise<NewSession> {
      const user = await repo.upsertOidcUser(db, claims);
      return startSession(user, client);
    },

    saveOidcAttempt: (attempt: { state: string; code_verifier: string; nonce: string; return_to: string }) =>
      repo.insertOidcAttempt(db, attempt),
    takeOidcAttempt: (state: string) => repo.takeOidcAttempt(db, state),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
