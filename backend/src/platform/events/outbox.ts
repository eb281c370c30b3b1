import { deleteInBatches, type Db, type Executor, type Trx } from '../db';
import type { HousekeepingTask } from '../housekeeping';
import { traceCarrier } from '../tracing';
import type { Logger } from '../logger';
import { CAPPED_EXPONENTIAL, queueNames, type QueueFactory } from '../queue/queues';
import type { EventJob, EventPayloads, EventType } from './types';

interface OutboxRow {
  id: string;
  type: string;
  payload: unknown;
  created_at: Date;
}

export type Emit = <T extends EventType>(type: T, payload: EventPayloads[T]) => Promise<string>;

/**
 * Retries for event jobs: backoff doubling from 1 s, capped at a minute, 20 attempts (about 14
 * minutes of retrying, so a mail server down for 10 minutes still gets every message once it is
 * back), then the job is a dead letter.
 */
export const eventJobOptions = {
  attempts: 20,
  backoff: { type: CAPPED_EXPONENTIAL, delay: 1000 },
  removeOnComplete: { age: 24 * 3600, count: 5000 },
  removeOnFail: { age: 7 * 24 * 3600 },
} as const;

export async function writeOutbox<T extends EventType>(
  trx: Executor,
  type: T,
  payload: EventPayloads[T],
): Promise<string> {
  const [row] = await trx('outbox')
    .insert({ type, payload: JSON.stringify(payload) })
    .returning('id');
  return row.id as string;
}

/**
 * Moves outbox rows onto the events queue. Called right after a commit for the rows it wrote,
 * and by the sweeper for rows a crash left behind. The outbox id is the BullMQ jobId, so a row
 * enqueued twice is still one job.
 */
export class OutboxRelay {
  constructor(
    private readonly db: Db,
    private readonly queues: QueueFactory,
    private readonly log: Logger,
  ) {}

  async publish(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const rows: OutboxRow[] = await this.db('outbox').whereIn('id', ids).whereNull('enqueued_at');
    await this.enqueue(rows);
  }

  /** Re-enqueues rows still not on the queue after `olderThanSeconds`. Returns how many. */
  async sweep(olderThanSeconds: number, batchSize = 500): Promise<number> {
    const rows: OutboxRow[] = await this.db('outbox')
      .whereNull('enqueued_at')
      .where('created_at', '<', this.db.raw(`now() - make_interval(secs => ?)`, [olderThanSeconds]))
      .orderBy('created_at')
      .limit(batchSize);
    await this.enqueue(rows);
    return rows.length;
  }

  private async enqueue(rows: OutboxRow[]): Promise<void> {
    if (rows.length === 0) return;
    const queue = this.queues.queue(queueNames.events);
    // Right after a commit this runs in the request's context; a swept row starts a trace of its own.
    const trace = traceCarrier();
    const jobs = rows.map((row) => {
      const data: EventJob = {
        eventId: row.id,
        type: row.type as EventType,
        payload: row.payload as EventJob['payload'],
        createdAt: row.created_at.toISOString(),
        ...(trace ? { trace } : {}),
      };
      return { name: row.type, data, opts: { ...eventJobOptions, jobId: row.id } };
    });
    try {
      await queue.addBulk(jobs);
      await this.db('outbox')
        .whereIn(
          'id',
          rows.map((row) => row.id),
        )
        .update({ enqueued_at: this.db.fn.now() });
    } catch (error) {
      // The rows stay in the outbox; the sweeper enqueues them once the queue is back.
      this.log.warn({ err: error, count: rows.length }, 'outbox relay could not enqueue; will retry');
    }
  }
}

/**
 * Runs `work` in one transaction with an `emit` that writes outbox rows in that same transaction,
 * then hands the rows to the relay after commit. If the commit fails, no event exists.
 */
export async function transactWithEvents<T>(
  db: Db,
  relay: OutboxRelay,
  work: (trx: Trx, emit: Emit) => Promise<T>,
): Promise<T> {
  const ids: string[] = [];
  const result = await db.transaction(async (trx) => {
    const emit: Emit = async (type, payload) => {
      const id = await writeOutbox(trx, type, payload);
      ids.push(id);
      return id;
    };
    return work(trx, emit);
  });
  await relay.publish(ids);
  return result;
}

/** Age in seconds of the oldest event not yet processed (0 when none): the outbox lag. */
export async function outboxLagSeconds(db: Executor): Promise<number> {
  const row = await db('outbox')
    .whereNull('processed_at')
    .first(db.raw('coalesce(extract(epoch from now() - min(created_at)), 0) as lag'));
  return Number(row?.lag ?? 0);
}

/**
 * Drops fields from a handled event's stored payload: once a mail is out, the outbox keeps no
 * address, name or one-time link of it (a reader of the table could otherwise open the link).
 */
export const forgetEventFields = (db: Executor, eventId: string, fields: string[]) =>
  db('outbox')
    .where({ id: eventId })
    .update({ payload: db.raw(`payload - ?::text[]`, [fields]) });

/**
 * Housekeeping: events processed more than RETENTION_DAYS ago, and their per-handler marks. A job
 * retried after that long is not possible (retries end within the hour), so the marks are not needed
 * to keep a second delivery a no-op.
 */
export const purgeProcessedEvents: HousekeepingTask = async ({ db, config }) => {
  const before = db.raw(`now() - make_interval(days => ?)`, [config.RETENTION_DAYS]);
  return {
    outbox: await deleteInBatches(db, 'outbox', (query) => query.where('processed_at', '<', before)),
    processed_events: await deleteInBatches(db, 'processed_events', (query) =>
      query.where('processed_at', '<', before),
    ),
  };
};
