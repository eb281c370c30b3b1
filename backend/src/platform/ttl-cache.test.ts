import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('serves a value until it expires, then loads again', async () => {
    vi.useFakeTimers();
    const cache = createTtlCache<number>(1000, 10);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(await cache.get('a', load)).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createTtlCache<string>(1000, 10);
    const load = vi.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve('v'), 10)));
    expect(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])).toEqual([
      'v',
      'v',
      'v',
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets failures and evicts the oldest entry past its size', async () => {
    const cache = createTtlCache<number>(60_000, 2);
    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', async () => 7)).toBe(7);
    await cache.get('b', async () => 1);
    await cache.get('c', async () => 2);
    expect(cache.size).toBe(2);
    expect(await cache.get('bad', async () => 8)).toBe(8); // 'bad' was the oldest and went
  });

  it('answers an expired entry within staleMs at once and refreshes it in the background, once', async () => {
    vi.useFakeTimers();
    const cache = createTtlCache<number>(1000, 10, { staleMs: 5000 });
    let loads = 0;
    let finishLoad = () => {};
    const slowLoad = () =>
      new Promise<number>((resolve) => {
        loads += 1;
        const value = loads;
        finishLoad = () => resolve(value);
      });
    const first = cache.get('a', slowLoad);
    finishLoad();
    expect(await first).toBe(1);
    vi.advanceTimersByTime(1500);
    // Stale: the old value at once, and a single refresh however many ask meanwhile.
    expect(await cache.get('a', slowLoad)).toBe(1);
    expect(await cache.get('a', slowLoad)).toBe(1);
    expect(loads).toBe(2);
    finishLoad();
    await vi.waitFor(async () => expect(await cache.get('a', slowLoad)).toBe(2));
    expect(loads).toBe(2);
    // Past the stale window a request waits for a new load, as on a miss.
    vi.advanceTimersByTime(6001);
    const late = cache.get('a', slowLoad);
    finishLoad();
    expect(await late).toBe(3);
  });

  it('keeps the stale value when its refresh fails, and tries again on the next request', async () => {
    vi.useFakeTimers();
    const cache = createTtlCache<string>(1000, 10, { staleMs: 5000 });
    await cache.get('a', async () => 'old');
    vi.advanceTimersByTime(1500);
    const failing = vi.fn(() => Promise.reject(new Error('database away')));
    expect(await cache.get('a', failing)).toBe('old');
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(await cache.get('a', async () => 'new')).toBe('old');
    await vi.waitFor(async () => expect(await cache.get('a', async () => 'newer')).toBe('new'));
  });

  it('refreshes stale entries one at a time', async () => {
    vi.useFakeTimers();
    const cache = createTtlCache<string>(1000, 10, { staleMs: 5000 });
    await cache.get('a', async () => 'a0');
    await cache.get('b', async () => 'b0');
    vi.advanceTimersByTime(1500);
    const started: string[] = [];
    const finish: Record<string, () => void> = {};
    const slow = (key: string) => () =>
      new Promise<string>((resolve) => {
        started.push(key);
        finish[key] = () => resolve(`${key}1`);
      });
    expect(await cache.get('a', slow('a'))).toBe('a0');
    expect(await cache.get('b', slow('b'))).toBe('b0');
    await vi.waitFor(() => expect(started).toEqual(['a']));
    finish.a();
    await vi.waitFor(() => expect(started).toEqual(['a', 'b']));
    finish.b();
    await vi.waitFor(async () => expect(await cache.get('b', slow('x'))).toBe('b1'));
    expect(await cache.get('a', slow('x'))).toBe('a1');
  });

  it('does not cache with a zero TTL', async () => {
    const cache = createTtlCache<number>(0, 10);
    let loads = 0;
    await cache.get('a', async () => ++loads);
    await cache.get('a', async () => ++loads);
    expect(loads).toBe(2);
  });
});
