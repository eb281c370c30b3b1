import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './test-server';
import { signUpVerified } from './verified-user';

/**
 * Starts something (a server, a fake provider) before the file's tests and stops it after them. The
 * answer stands in for the started thing: read it inside hooks and tests, never at module level.
 */
export function duringTests<T extends object>(start: () => Promise<T>, stop: (started: T) => Promise<void>): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    if (started) await stop(started);
  });
  return new Proxy({} as T, {
    get(_, key) {
      if (!started) throw new Error(`used before its beforeAll ran (reading ${String(key)})`);
      const value: unknown = Reflect.get(started, key);
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}

/**
 * A test server for the file's tests, started with `settings` (read when it starts, so they may come
 * from another fake started before it) by `start`: empty, or seeded (startSeededServer).
 */
export const serverDuringTests = (
  settings: Record<string, string> | (() => Record<string, string>) = {},
  start: (settings: Record<string, string>) => Promise<TestServer> = startTestServer,
) =>
  duringTests(
    () => start(typeof settings === 'function' ? settings() : settings),
    (server) => server.close(),
  );

/** A verified admin's session on `server` (its address must be in the server's ADMIN_EMAILS). */
export const adminDuringTests = (server: TestServer, email: string) =>
  duringTests(
    async () => (await signUpVerified(server, { email })).client,
    async () => {},
  );
