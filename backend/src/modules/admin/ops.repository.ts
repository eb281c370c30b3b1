import type { Executor } from '../../platform/db';
import { byTimeThenId, pageOfRows } from '../../platform/paged-query';

export interface DeadLetterRow {
  id: number;
  queue: string;
  job_id: string;
  job_name: string;
  data: unknown;
  error: string;
  attempts: number;
  failed_at: Date;
  retried_at: Date | null;
}

export async function listDeadLetters(
  db: Executor,
  filter: { state?: 'open' | 'retried' },
  page: { page: number; limit: number },
): Promise<{ rows: DeadLetterRow[]; total: number }> {
  const base = db('dead_letters').modify((query) => {
    if (filter.state === 'open') query.whereNull('retried_at');
    if (filter.state === 'retried') query.whereNotNull('retried_at');
  });
  return pageOfRows<DeadLetterRow>(base, page, (rows) => rows.orderBy(byTimeThenId('failed_at')));
}

export const findDeadLetter = (db: Executor, id: number): Promise<DeadLetterRow | undefined> =>
  db('dead_letters').where({ id }).first();

/** Claims the retry (so a double click enqueues once); undefined when already retried or unknown. */
export async function claimRetry(db: Executor, id: number): Promise<DeadLetterRow | undefined> {
  const [row] = await db('dead_letters')
    .where({ id })
    .whereNull('retried_at')
    .update({ retried_at: db.fn.now() })
    .returning('*');
  return row as DeadLetterRow | undefined;
}

export async function releaseRetry(db: Executor, id: number): Promise<void> {
  await db('dead_letters').where({ id }).update({ retried_at: null });
}

export async function deadLetterSummary(db: Executor) {
  const counts = await db('dead_letters').first(
    db.raw('count(*)::int as total'),
    db.raw('count(*) filter (where retried_at is null)::int as open'),
  );
  const oldestOpen: DeadLetterRow | undefined = await db('dead_letters')
    .whereNull('retried_at')
    .orderBy('failed_at')
    .first();
  return { total: Number(counts?.total ?? 0), open: Number(counts?.open ?? 0), oldestOpen };
}

export async function outboxSummary(db: Executor) {
  const row = await db('outbox').first(
    db.raw('count(*) filter (where processed_at is null)::int as unprocessed'),
    db.raw('count(*) filter (where enqueued_at is null)::int as not_enqueued'),
    db.raw('min(created_at) filter (where processed_at is null) as oldest_unprocessed'),
  );
  return {
    unprocessed: Number(row?.unprocessed ?? 0),
    notEnqueued: Number(row?.not_enqueued ?? 0),
    oldestUnprocessedAt: (row?.oldest_unprocessed as Date | null) ?? null,
  };
}
