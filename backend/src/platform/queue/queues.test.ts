import { describe, expect, it } from 'vitest';
import type { MinimalJob } from 'bullmq';
import { eventJobOptions } from '../events/outbox';
import { BACKOFF_CAP_MS, backoffStrategy, CAPPED_EXPONENTIAL } from './queues';

const job = { opts: { backoff: { type: CAPPED_EXPONENTIAL, delay: 1000 } } } as unknown as MinimalJob;

describe('event retry backoff', () => {
  it('doubles from 1 s and never waits more than a minute', () => {
    const delays = Array.from({ length: 10 }, (_, index) =>
      backoffStrategy(index + 1, CAPPED_EXPONENTIAL, undefined, job),
    );
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000, 60000]);
  });

  it('keeps retrying for more than 10 minutes before a job becomes a dead letter', () => {
    let total = 0;
    for (let attempt = 1; attempt < eventJobOptions.attempts; attempt += 1)
      total += backoffStrategy(attempt, CAPPED_EXPONENTIAL, undefined, job);
    expect(total).toBeGreaterThan(10 * 60_000);
    expect(total).toBeLessThan(20 * 60_000);
    expect(BACKOFF_CAP_MS).toBe(60_000);
  });

  it('refuses to guess for a type it does not know (no retry)', () => {
    expect(backoffStrategy(1, 'mystery', undefined, job)).toBe(-1);
  });
});
