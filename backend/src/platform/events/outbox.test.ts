import type { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';
import { createLogger } from '../logger';
import type { QueueFactory } from '../queue/queues';
import { OutboxRelay, transactWithEvents, writeOutbox } from './outbox';

/** A queue that records what it is given (or fails while `down`). */
function recordingQueues() {
  const added: Array<{ name: string; data: { eventId: string; payload: unknown }; opts: { jobId: string } }> = [];
  const state = { down: false };
  const queue = {
    async addBulk(jobs: typeof added) {
      if (state.down) throw new Error('queue down');
      added.push(...jobs);
      return [];
    },
  } as unknown as Queue;
  const queues = { kind: 'redis', queue: () => queue } as unknown as QueueFactory;
  return { added, state, queues };
}

const started = (pid: number) => ({ hostname: 'relay-test', pid, startedAt: new Date().toISOString() });

describe('the outbox relay', () => {
  let database: TestDatabase;
  const statements: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    database.db.on('query', (query: { sql: string }) => statements.push(query.sql));
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('enqueues the rows a transaction wrote without reading them back, and marks them enqueued', async () => {
    const { added, queues } = recordingQueues();
    const relay = new OutboxRelay(database.db, queues, createLogger('silent'));
    const payload = started(1);
    statements.length = 0;
    const id = await transactWithEvents(database.db, relay, (_trx, emit) => emit('system.started', payload));

    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ name: 'system.started', data: { eventId: id, payload } });
    expect(added[0].opts.jobId).toBe(id);
    expect(statements.filter((sql) => /^select .* from "outbox"/i.test(sql))).toEqual([]);
    const row = await database.db('outbox').where({ id }).first();
    expect(row.enqueued_at).not.toBeNull();
  });

  it('marks rows of concurrent publishes enqueued in fewer statements, each before its publish returns', async () => {
    const { added, queues } = recordingQueues();
    const relay = new OutboxRelay(database.db, queues, createLogger('silent'));
    statements.length = 0;
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        transactWithEvents(database.db, relay, async (_trx, emit) => {
          const id = await emit('system.started', started(100 + index));
          return id;
        }).then(async (id) => {
          // Right after its own publish returned, this row is already marked.
          const row = await database.db('outbox').where({ id }).first();
          expect(row.enqueued_at).not.toBeNull();
          return id;
        }),
      ),
    );
    expect(added.map((job) => job.data.eventId).sort()).toEqual([...ids].sort());
    const updates = statements.filter((sql) => /^update "outbox" set "enqueued_at"/i.test(sql));
    expect(updates.length).toBeGreaterThanOrEqual(1);
    expect(updates.length).toBeLessThanOrEqual(20);
  });

  it('reads rows by id when it is given ids only, and skips rows already enqueued', async () => {
    const { added, queues } = recordingQueues();
    const relay = new OutboxRelay(database.db, queues, createLogger('silent'));
    const fresh = await writeOutbox(database.db, 'system.started', started(2));
    const done = await writeOutbox(database.db, 'system.started', started(3));
    await database.db('outbox').where({ id: done }).update({ enqueued_at: database.db.fn.now() });

    await relay.publish([fresh, done]);
    expect(added.map((job) => job.data.eventId)).toEqual([fresh]);
    expect((await database.db('outbox').where({ id: fresh }).first()).enqueued_at).not.toBeNull();
  });

  it('leaves rows unmarked for the sweeper when the queue is down, then sweeps them', async () => {
    const { added, state, queues } = recordingQueues();
    const relay = new OutboxRelay(database.db, queues, createLogger('silent'));
    state.down = true;
    const id = await transactWithEvents(database.db, relay, (_trx, emit) => emit('system.started', started(4)));
    expect((await database.db('outbox').where({ id }).first()).enqueued_at).toBeNull();

    state.down = false;
    await database
      .db('outbox')
      .where({ id })
      .update({ created_at: database.db.raw(`now() - interval '1 minute'`) });
    expect(await relay.sweep(30)).toBeGreaterThanOrEqual(1);
    expect(added.map((job) => job.data.eventId)).toContain(id);
    expect((await database.db('outbox').where({ id }).first()).enqueued_at).not.toBeNull();
  });
});
