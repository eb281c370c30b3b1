import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQueueFactory, type QueueFactory } from '../../backend/src/platform/queue/queues';
import { createTestDatabase, type TestDatabase } from '../../backend/src/testing/test-db';
import { waitFor } from '../../backend/src/testing/wait-for';
import { exited, spawnWorkerProcess, systemStartedBurst } from '../../backend/src/testing/worker-process';

const EVENTS = 800;
const backends = [
  { kind: 'postgres', redisUrl: '' },
  ...(process.env.REDIS_URL ? [{ kind: 'redis', redisUrl: process.env.REDIS_URL }] : []),
] as const;

describe.each(backends)('a worker process killed mid-burst on $kind', ({ redisUrl }) => {
  let database: TestDatabase;
  let queues: QueueFactory;
  const prefix = `t${randomBytes(4).toString('hex')}`;
  const children: ChildProcess[] = [];

  const startWorkerProcess = () => {
    const child = spawnWorkerProcess({ databaseUrl: database.url, redisUrl, prefix });
    children.push(child);
    return child;
  };

  const processedCount = async () => Number((await database.db('system_starts').count({ n: '*' }).first())?.n ?? 0);

  beforeAll(async () => {
    database = await createTestDatabase();
    queues = createQueueFactory({ redisUrl: redisUrl || undefined, databaseUrl: database.url, prefix, lockSeconds: 2 });
  });
  afterAll(async () => {
    children.forEach((child) => child.kill('SIGKILL'));
    await queues?.close();
    await database?.drop();
  });

  const burst = (count: number, label: string) => systemStartedBurst(database.db, queues, count, label);

  it('loses no event and applies none twice after SIGKILL and restart', async () => {
    await burst(EVENTS, 'burst');
    const first = startWorkerProcess();
    await waitFor(async () => (await processedCount()) >= 20, 30_000, 5);
    first.kill('SIGKILL');
    await exited(first);
    const atKill = await processedCount();
    expect(atKill).toBeLessThan(EVENTS); // it really died in the middle of the burst

    const second = startWorkerProcess();
    await waitFor(async () => (await processedCount()) === EVENTS, 150_000, 100);
    // Give any redelivered (stalled) job time to run, then check nothing was applied twice.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await processedCount()).toBe(EVENTS);
    const markers = await database
      .db('processed_events')
      .where({ handler: 'system-started' })
      .count({ n: '*' })
      .first();
    expect(Number(markers?.n)).toBe(EVENTS);
    const unprocessed = await database.db('outbox').whereNull('processed_at').count({ n: '*' }).first();
    expect(Number(unprocessed?.n)).toBe(0);
    expect(await database.db('dead_letters').count({ n: '*' }).first()).toMatchObject({ n: 0 });
    second.kill('SIGKILL');
    await exited(second);
  }, 240_000);

  it('finishes in-flight jobs and exits 0 on SIGTERM; a restarted worker completes the rest once', async () => {
    const before = await processedCount();
    await burst(EVENTS, 'term');
    const worker = startWorkerProcess();
    await waitFor(async () => (await processedCount()) > before, 30_000, 5);
    const stoppedAt = Date.now();
    worker.kill('SIGTERM');
    expect(await exited(worker)).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(30_000);
    // Whatever was in flight was finished or handed back: a new worker brings the total to exactly all.
    const next = startWorkerProcess();
    await waitFor(async () => (await processedCount()) === before + EVENTS, 150_000, 100);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await processedCount()).toBe(before + EVENTS);
    next.kill('SIGKILL');
    await exited(next);
  }, 240_000);
});
