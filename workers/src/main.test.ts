import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../backend/src/platform/logger';
import { OutboxRelay, transactWithEvents } from '../../backend/src/platform/events/outbox';
import { createQueueFactory, queueNames, type QueueFactory } from '../../backend/src/platform/queue/queues';
import { freePort } from '../../backend/src/testing/free-port';
import { createTestDatabase, type TestDatabase } from '../../backend/src/testing/test-db';
import { waitFor, waitForOk } from '../../backend/src/testing/wait-for';
import { exited, spawnWorkerProcess } from '../../backend/src/testing/worker-process';

/* The worker process's own endpoint on METRICS_PORT: liveness and its Prometheus metrics. */
let database: TestDatabase;
let queues: QueueFactory;
let child: ReturnType<typeof spawnWorkerProcess>;
let base: string;
const prefix = `t${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  database = await createTestDatabase();
  const redisUrl = process.env.REDIS_URL ?? '';
  queues = createQueueFactory({ redisUrl: redisUrl || undefined, databaseUrl: database.url, prefix, lockSeconds: 5 });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawnWorkerProcess({
    databaseUrl: database.url,
    redisUrl,
    prefix,
    env: { METRICS_PORT: String(port), HOST: '127.0.0.1' },
  });
  await waitForOk(`${base}/healthz`, 60_000);
}, 90_000);
afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await exited(child);
  }
  await queues?.close();
  await database?.drop();
});

const metrics = () => fetch(`${base}/metrics`).then((response) => response.text());

describe('the worker process on METRICS_PORT', () => {
  it('answers /healthz while its workers run', async () => {
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('times each processor, counts its failures and reports queue depths', async () => {
    const relay = new OutboxRelay(database.db, queues, createLogger('silent'));
    await transactWithEvents(database.db, relay, (_trx, emit) =>
      emit('system.started', { hostname: 'metrics-test', pid: 1, startedAt: new Date().toISOString() }),
    );
    await queues.queue(queueNames.events).add('no.such.event', { type: 'no.such.event', eventId: 'x' });
    const text = await waitFor(async () => {
      const body = await metrics();
      return body.includes('job_failures_total{queue="events",processor="no.such.event"} 1') &&
        /job_duration_seconds_count\{queue="events",processor="system.started",outcome="completed"\} 1/.test(body)
        ? body
        : undefined;
    }, 30_000);
    expect(text).toMatch(/queue_jobs\{queue="events",state="waiting"\} \d+/);
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('serves nothing else on that port', async () => {
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/healthz`, { method: 'POST' })).status).toBe(404);
  });
});
