import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { createQueueFactory, queueNames, type QueueFactory } from './queues';

const redisUrl = process.env.REDIS_URL;
const minimal = { DATABASE_URL: 'postgres://localhost/x' };
const factories: QueueFactory[] = [];
afterAll(() => Promise.all(factories.map((factory) => factory.close())));

describe('QUEUE_PREFIX', () => {
  it.each(['sous', 'sous-eu_1', '{sous}', '{sous-eu_1}'])('accepts %s', (prefix) => {
    expect(parseConfig({ ...minimal, QUEUE_PREFIX: prefix }).QUEUE_PREFIX).toBe(prefix);
  });

  it.each(['{sous', 'sous}', '{}', '{a}{b}', 'so us', 'sous:x', '{so:us}'])(
    'refuses %s, naming the variable',
    (prefix) => {
      expect(() => parseConfig({ ...minimal, QUEUE_PREFIX: prefix })).toThrow(/QUEUE_PREFIX must be/);
    },
  );
});

describe.skipIf(!redisUrl)('a Redis Cluster hash-tag prefix with BullMQ', () => {
  it('runs a job, and every key the queue wrote carries the tag (one cluster slot)', async () => {
    const prefix = `{t${randomBytes(4).toString('hex')}}`;
    const queues = createQueueFactory({ redisUrl, databaseUrl: '', prefix, lockSeconds: 5 });
    factories.push(queues);
    const done = new Promise<unknown>((resolve) => {
      const worker = queues.worker(queueNames.maintenance, async (job) => ({ echoed: job.data }));
      worker.on('completed', (_job, result) => resolve(result));
    });
    await queues.queue(queueNames.maintenance).add('ping', { n: 1 });
    expect(await done).toEqual({ echoed: { n: 1 } });

    const redis = new Redis(redisUrl!);
    try {
      const keys = await redis.keys(`*${prefix.slice(1, -1)}*`);
      expect(keys.length).toBeGreaterThan(3);
      // Redis Cluster hashes only what is inside the first {…}: the same tag, the same slot.
      expect(keys.filter((key) => !key.startsWith(`${prefix}:${queueNames.maintenance}:`))).toEqual([]);
    } finally {
      redis.disconnect();
    }
  });
});
