import { signUp, TestClient } from '../../backend/src/testing/http-client';
import { signUpPremium } from '../../backend/src/testing/premium-user';
import { startSeededServer } from '../../backend/src/testing/seeded-server';
import type { TestServer } from '../../backend/src/testing/test-server';
import { verifyEmailInDb } from '../../backend/src/testing/verify-email';

export const ADMIN_EMAIL = 'ops-admin@reliability.example';

/** Limits raised so that thousands of attack requests measure the routes, not the rate limiter. */
export const generousLimits: Record<string, string> = {
  RATE_API_PER_MINUTE: '1000000',
  RATE_AUTH_PER_IP: '1000000',
  RATE_LOGIN_FAILURES_PER_ACCOUNT: '1000000',
  RATE_PASSWORD_RESET_PER_EMAIL: '1000000',
  RATE_REVIEWS_PER_HOUR: '1000000',
  RATE_CONTACT_PER_HOUR: '1000000',
  RATE_EXPERT_QUESTIONS_PER_DAY: '1000000',
  AI_RATE_PER_MINUTE: '1000000',
};

export type ActorName = 'visitor' | 'free' | 'premium' | 'other' | 'admin';
export const ACTOR_NAMES: ActorName[] = ['visitor', 'free', 'premium', 'other', 'admin'];

export interface Actor {
  name: ActorName;
  client: TestClient;
  account?: { email: string; password: string };
  userId?: string;
}

export interface World {
  server: TestServer;
  actors: Record<ActorName, Actor>;
  /** A client carrying `actor`'s session whose Set-Cookie answers do not change the actor's own client. */
  as(actor: ActorName): TestClient;
}

/**
 * A seeded server (workers in-process, sandbox payments) with the five actors of the access matrix:
 * a visitor, a free user, a Premium user, another Premium user (to reach the first one's rows), and an admin.
 */
export async function startWorld(overrides: Record<string, string> = {}): Promise<World> {
  const server = await startSeededServer({
    RUN_WORKER_IN_WEB: 'true',
    ADMIN_EMAILS: ADMIN_EMAIL,
    ...overrides,
  });
  const [free, premium, other, admin] = await Promise.all([
    signUp(server.url),
    signUpPremium(server.url),
    signUpPremium(server.url),
    signUp(server.url, { email: ADMIN_EMAIL }),
  ]);
  // Roles hang on a verified address.
  await verifyEmailInDb(server.deps.db, ADMIN_EMAIL);
  const actor = (name: ActorName, signedUp?: Awaited<ReturnType<typeof signUp>>): Actor => ({
    name,
    client: signedUp?.client ?? new TestClient(server.url),
    account: signedUp?.account,
    userId: signedUp ? String(signedUp.user.id) : undefined,
  });
  const actors: Record<ActorName, Actor> = {
    visitor: actor('visitor'),
    free: actor('free', free),
    premium: actor('premium', premium),
    other: actor('other', other),
    admin: actor('admin', admin),
  };
  return {
    server,
    actors,
    as(name) {
      const copy = new TestClient(server.url);
      for (const [key, value] of actors[name].client.cookies) copy.cookies.set(key, value);
      return copy;
    },
  };
}

/** A second, independent session for a signed-in actor (for logout and other session-ending requests). */
export async function freshSession(world: World, name: ActorName): Promise<TestClient> {
  const account = world.actors[name].account;
  const client = new TestClient(world.server.url);
  if (!account) return client;
  const response = await client.post('/api/auth/login', { email: account.email, password: account.password });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${response.text}`);
  return client;
}

/** Text that must never reach a client: stack frames, SQL errors, internals. */
export const LEAK_PATTERNS: RegExp[] = [
  /\n\s+at .+\(.+:\d+:\d+\)/,
  /at (?:async )?[\w.<>]+ \((?:file:\/\/|\/|node:)/,
  /syntax error at or near/i,
  /unterminated quoted string/i,
  /invalid input syntax for/i,
  /relation "[^"]+" does not exist/i,
  /column "[^"]+" does not exist/i,
  /node_modules\//,
  /\/work\/main\//,
  /ECONNREFUSED|ENOENT|EACCES/,
  /root:x:0:0:/,
];

export function leakIn(text: string): RegExp | undefined {
  return LEAK_PATTERNS.find((pattern) => pattern.test(text));
}
