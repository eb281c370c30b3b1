import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../backend/src/adapters/mail';
import { OutboxRelay, transactWithEvents, writeOutbox } from '../../backend/src/platform/events/outbox';
import { createLogger } from '../../backend/src/platform/logger';
import { createQueueFactory, queueNames, type QueueFactory } from '../../backend/src/platform/queue/queues';
import { createTestDatabase, type TestDatabase } from '../../backend/src/testing/test-db';
import { testConfig } from '../../backend/src/testing/test-server';
import { waitFor } from '../../backend/src/testing/wait-for';
import { startWorkers, type RunningWorkers } from './worker';

const backends = [
  { kind: 'postgres', redisUrl: undefined },
  ...(process.env.REDIS_URL ? [{ kind: 'redis', redisUrl: process.env.REDIS_URL }] : []),
] as const;

describe.each(backends)('the event path on the $kind backend', ({ kind, redisUrl }) => {
  let database: TestDatabase;
  let queues: QueueFactory;
  let relay: OutboxRelay;
  let workers: RunningWorkers;
  const log = createLogger('silent');

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig(database.url, { REDIS_URL: redisUrl ?? '', OUTBOX_SWEEP_SECONDS: '1' });
    queues = createQueueFactory({
      redisUrl,
      databaseUrl: database.url,
      prefix: `t${randomBytes(4).toString('hex')}`,
      lockSeconds: 5,
    });
    expect(queues.kind).toBe(kind);
    relay = new OutboxRelay(database.db, queues, log);
    workers = await startWorkers({ config, db: database.db, log, queues, mailer: createMailer(config) });
  });

  afterAll(async () => {
    await workers?.close();
    await queues?.close();
    await database?.drop();
  });

  const startsFor = (eventId: string) => database.db('system_starts').where({ event_id: eventId });

  it('commits a change with its event, relays it and applies the effect once', async () => {
    const eventId = await transactWithEvents(database.db, relay, (_trx, emit) =>
      emit('system.started', { hostname: 'test-host', pid: 4242, startedAt: new Date().toISOString() }),
    );
    const row = await waitFor(() => startsFor(eventId).first());
    expect(row).toMatchObject({ hostname: 'test-host', pid: 4242 });
    const outbox = await waitFor(() =>
      database.db('outbox').where({ id: eventId }).whereNotNull('processed_at').first(),
    );
    expect(outbox.enqueued_at).not.toBeNull();
  });

  it('ignores a second delivery of the same event', async () => {
    const eventId = await transactWithEvents(database.db, relay, (_trx, emit) =>
      emit('system.started', { hostname: 'dup', pid: 1, startedAt: new Date().toISOString() }),
    );
    await waitFor(async () => (await startsFor(eventId)).length === 1);
    // Redeliver the very same event under another job id, as a crash-and-retry would.
    const original = await database.db('outbox').where({ id: eventId }).first();
    await queues.queue(queueNames.events).add('system.started', {
      eventId,
      type: 'system.started',
      payload: original.payload,
      createdAt: original.created_at.toISOString(),
    });
    await waitFor(async () => {
      const counts = await queues.queue(queueNames.events).getJobCounts('waiting', 'active', 'delayed');
      return counts.waiting + counts.active + counts.delayed === 0;
    });
    expect(await startsFor(eventId)).toHaveLength(1);
    const markers = await database.db('processed_events').where({ event_id: eventId });
    expect(markers).toHaveLength(1);
  });

  it('writes no event when the transaction rolls back', async () => {
    const before = await database.db('outbox').count({ n: '*' }).first();
    await expect(
      transactWithEvents(database.db, relay, async (_trx, emit) => {
        await emit('system.started', { hostname: 'rollback', pid: 2, startedAt: new Date().toISOString() });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const after = await database.db('outbox').count({ n: '*' }).first();
    expect(after?.n).toBe(before?.n);
  });

  it('sweeps outbox rows that were committed but never enqueued', async () => {
    const eventId = await writeOutbox(database.db, 'system.started', {
      hostname: 'left-behind',
      pid: 3,
      startedAt: new Date().toISOString(),
    });
    // Nothing published it; the scheduled sweep (every second here) must pick it up.
    await waitFor(async () => (await startsFor(eventId)).length === 1, 20_000);
  });

  it('records a job that exhausted its retries as a dead letter', async () => {
    await queues
      .queue(queueNames.events)
      .add(
        'no.such.event',
        { eventId: 'dead-1', type: 'no.such.event', payload: {}, createdAt: new Date().toISOString() },
        { jobId: `dead-${kind}`, attempts: 2, backoff: { type: 'fixed', delay: 10 } },
      );
    const letter = await waitFor(() =>
      database
        .db('dead_letters')
        .where({ job_id: `dead-${kind}` })
        .first(),
    );
    expect(letter).toMatchObject({ queue: 'events', job_name: 'no.such.event', attempts: 2 });
    expect(letter.error).toContain('No processor for event type no.such.event');
  });
});
