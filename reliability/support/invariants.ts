import type { Db } from '../../backend/src/platform/db';
import { waitFor } from '../../backend/src/testing/wait-for';

/** What a scenario's clients were told was accepted (2xx with an id), by kind. */
export interface Accepted {
  reviews?: string[];
  questions?: string[];
  contactMessages?: string[];
  /** Provider (Stripe or sandbox) event ids whose webhook got a 2xx. */
  providerEvents?: string[];
}

export interface DeadLetterRow {
  id: number;
  queue: string;
  job_id: string;
  job_name: string;
  error: string;
}

export interface InvariantOptions {
  /** How long to wait for the accepted writes to be processed before calling it a violation. */
  waitMs?: number;
  /** Returns why a dead letter is expected in this scenario, or undefined when it is not. */
  explainDeadLetter?: (row: DeadLetterRow) => string | undefined;
}

export interface InvariantReport {
  violations: string[];
  checked: Record<keyof Accepted, number>;
  deadLetters: Array<DeadLetterRow & { explanation?: string }>;
  /** Age in seconds of the oldest unprocessed outbox row (0 when none). */
  outboxLagSeconds: number;
}

/**
 * A scheduled maintenance run (outbox sweep, SLA reminders, …) that failed because a dependency was
 * down is recorded as a dead letter for ops to see; the scheduler runs the same task again on its
 * next tick, so nothing is lost. Only that, during a scenario that took the database away.
 */
export function scheduledRunHitDatabaseOutage(row: DeadLetterRow): string | undefined {
  if (row.queue !== 'maintenance') return undefined;
  return /Connection terminated|ECONNRESET|ECONNREFUSED|terminating connection|Timeout acquiring/.test(row.error)
    ? 'a scheduled maintenance run hit the database outage; the next scheduled run repeats it'
    : undefined;
}

/** Per kind: the table, the event announcing the row, the payload key naming it, and "processed". */
const kinds = {
  reviews: { table: 'reviews', event: 'review.submitted', key: 'reviewId', done: `status <> 'pending'` },
  questions: { table: 'expert_questions', event: 'expert_question.asked', key: 'questionId', done: 'true' },
  contactMessages: {
    table: 'contact_messages',
    event: 'contact_message.sent',
    key: 'contactMessageId',
    done: 'emailed_at is not null',
  },
  providerEvents: {
    table: 'payment_events',
    event: 'stripe_webhook.received',
    key: 'eventId',
    done: 'processed_at is not null',
  },
} as const;

/**
 * The invariants every fault scenario ends with:
 * - each accepted review, question, contact message and provider event exists exactly once,
 *   is announced by exactly one outbox event, and that event and the row are processed;
 * - no outbox row is older than 2 minutes and still unprocessed;
 * - dead letters are empty, or each one is explained by the scenario.
 * Waits up to `waitMs` for processing to finish, then reports every violation (none = pass).
 */
export async function checkInvariants(
  db: Db,
  accepted: Accepted,
  options: InvariantOptions = {},
): Promise<InvariantReport> {
  const violations: string[] = [];
  const lists = new Map(Object.entries(accepted) as Array<[keyof Accepted, string[] | undefined]>);
  const counted = new Map<keyof Accepted, number>();

  const pendingProblems = async () => {
    const problems: string[] = [];
    for (const [kind, spec] of Object.entries(kinds) as Array<[keyof Accepted, (typeof kinds)[keyof Accepted]]>) {
      const ids = [...new Set(lists.get(kind) ?? [])];
      counted.set(kind, ids.length);
      if (ids.length === 0) continue;
      const rows: Array<{ id: string; copies: number; done: boolean; events: number; processed: number }> = (
        await db.raw(
          `select a.id,
                  (select count(*) from ${spec.table} t where t.id::text = a.id)::int as copies,
                  coalesce((select bool_and(${spec.done}) from ${spec.table} t where t.id::text = a.id), false) as done,
                  (select count(*) from outbox o where o.type = ? and o.payload->>'${spec.key}' = a.id)::int as events,
                  (select count(*) from outbox o where o.type = ? and o.payload->>'${spec.key}' = a.id
                     and o.processed_at is not null)::int as processed
             from unnest(?::text[]) as a(id)`,
          [spec.event, spec.event, ids],
        )
      ).rows;
      for (const row of rows) {
        if (row.copies !== 1) problems.push(`${kind} ${row.id}: ${row.copies} rows`);
        else if (row.events !== 1) problems.push(`${kind} ${row.id}: ${row.events} ${spec.event} events`);
        else if (row.processed !== 1 || !row.done) problems.push(`${kind} ${row.id}: not processed`);
      }
    }
    return problems;
  };

  let problems: string[] = [];
  try {
    await waitFor(
      async () => {
        problems = await pendingProblems();
        return problems.length === 0;
      },
      options.waitMs ?? 60_000,
      250,
    );
  } catch {
    violations.push(...problems);
  }

  // The same content accepted twice (a retried request turned into two rows) is a duplicate too.
  const duplicates = await db.raw(`
    select 'review' as kind, count(*)::int as n from (select 1 from reviews
      group by user_id, review_content having count(*) > 1) d
    union all select 'question', count(*)::int from (select 1 from expert_questions
      group by user_id, question having count(*) > 1) d
    union all select 'contact message', count(*)::int from (select 1 from contact_messages
      group by email, subject, message having count(*) > 1) d`);
  for (const { kind, n } of duplicates.rows as Array<{ kind: string; n: number }>)
    if (n > 0) violations.push(`${n} duplicated ${kind}(s)`);

  const stale = await db('outbox')
    .whereNull('processed_at')
    .where('created_at', '<', db.raw(`now() - interval '2 minutes'`))
    .count({ n: '*' })
    .first();
  if (Number(stale?.n) > 0) violations.push(`${stale?.n} outbox row(s) unprocessed for more than 2 minutes`);
  const lag = await db('outbox')
    .whereNull('processed_at')
    .first(db.raw('coalesce(extract(epoch from now() - min(created_at)), 0)::float as lag'));

  const deadLetters = (await db('dead_letters').select('id', 'queue', 'job_id', 'job_name', 'error')).map(
    (row: DeadLetterRow) => ({ ...row, explanation: options.explainDeadLetter?.(row) }),
  );
  for (const row of deadLetters)
    if (!row.explanation) violations.push(`unexplained dead letter ${row.queue}/${row.job_name}: ${row.error}`);

  const checked = {
    reviews: counted.get('reviews') ?? 0,
    questions: counted.get('questions') ?? 0,
    contactMessages: counted.get('contactMessages') ?? 0,
    providerEvents: counted.get('providerEvents') ?? 0,
  };
  return { violations, checked, deadLetters, outboxLagSeconds: Number(lag?.lag ?? 0) };
}
