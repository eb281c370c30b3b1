import { vi } from 'vitest';

/**
 * knex prints pool-level connection errors straight to the console ("Connection Error: …",
 * "Acquire connection error"), once per dropped connection: during a database fault that is
 * hundreds of lines. The errors themselves still reach the code that ran the query.
 */
export function muteKnexConnectionNoise(): () => void {
  const noisy = /^(Connection Error|Acquire connection error)/;
  const original = console.log;
  const spy = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && noisy.test(args[0])) return;
    original(...args);
  });
  return () => spy.mockRestore();
}
