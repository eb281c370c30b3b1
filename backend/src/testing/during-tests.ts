import { afterAll, beforeAll } from 'vitest';

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
