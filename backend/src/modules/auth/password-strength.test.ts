import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStrengthChecker } from './password-strength';

describe('the password strength thread', () => {
  afterEach(() => vi.useRealTimers());

  it('scores each of several checks sent at once on its own', async () => {
    const checker = createStrengthChecker({ idleMs: 60_000 });
    const [common, strong, own] = await Promise.all([
      checker.check('password123', []),
      checker.check('quokkazanzibar', []),
      checker.check('quokkazanzibar', ['quokkazanzibar']),
    ]);
    expect(common.score).toBeLessThan(3);
    expect(common.warning).toBeTruthy();
    expect(strong.score).toBeGreaterThanOrEqual(3);
    // The account's own details count against it.
    expect(own.score).toBeLessThan(3);
  });

  it('stops when idle, giving its dictionaries back, and starts again on the next check', async () => {
    const checker = createStrengthChecker({ idleMs: 200 });
    await checker.check('password123', []);
    expect(checker.isRunning()).toBe(true);
    await expect.poll(() => checker.isRunning(), { timeout: 5000 }).toBe(false);
    expect((await checker.check('violet tugboat marmalade 42', [])).score).toBeGreaterThanOrEqual(3);
    expect(checker.isRunning()).toBe(true);
  });

  it('answers a check sent while the idle thread is still stopping, from a new thread', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const checker = createStrengthChecker({ idleMs: 1000 });
    await checker.check('password123', []);
    vi.advanceTimersByTime(1000); // the idle thread is told to stop; it exits a moment later
    expect(checker.isRunning()).toBe(false);
    expect((await checker.check('quokkazanzibar', [])).score).toBeGreaterThanOrEqual(3);
  });
});
