import { describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  it('serves a value until it expires, then loads again', async () => {
    vi.useFakeTimers();
    try {
      const cache = createTtlCache<number>(1000, 10);
      let loads = 0;
      const load = async () => ++loads;
      expect(await cache.get('a', load)).toBe(1);
      expect(await cache.get('a', load)).toBe(1);
      vi.advanceTimersByTime(1001);
      expect(await cache.get('a', load)).toBe(2);
    } finally {
      vi.useRealTimers();
    }
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

  it('does not cache with a zero TTL', async () => {
    const cache = createTtlCache<number>(0, 10);
    let loads = 0;
    await cache.get('a', async () => ++loads);
    await cache.get('a', async () => ++loads);
    expect(loads).toBe(2);
  });
});
