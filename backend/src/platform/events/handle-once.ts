import type { Knex } from 'knex';
import type { Db, Executor, Trx } from '../db';

/**
 * Applies an event's effect at most once per handler: the marker row and the effect commit
 * together, so a redelivered or re-run job finds the marker and does nothing.
 * Returns false when the event had already been handled.
 */
export async function handleOnce(
  db: Db,
  eventId: string,
  handler: string,
  effect: (trx: Trx) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (trx) => {
    const inserted = await trx('processed_events')
      .insert({ event_id: eventId, handler })
      .onConflict(['event_id', 'handler'])
      .ignore()
      .returning('event_id');
    if (inserted.length === 0) return false;
    await effect(trx);
    return true;
  });
}

/**
 * handleOnce in a single statement, for an effect that is one UPDATE: use this as the statement's
 * `marker` CTE and add `.whereExists(db.select(1).from('marker'))` to the effect. The CTE inserts
 * the marker; the effect only runs when the marker was new; PostgreSQL commits the two together.
 * One round trip instead of a transaction's four — it is the moderation worker's hot path.
 */
export const onceMarker = (db: Executor, eventId: string, handler: string): Knex.Raw =>
  db.raw('insert into processed_events (event_id, handler) values (?, ?) on conflict do nothing returning event_id', [
    eventId,
    handler,
  ]);

/** `exists(...) as <alias>`: whether (event, handler) has its marker, to select along with a first read. */
export const markerExists = (db: Executor, eventId: string, handler: string, alias: string): Knex.Raw =>
  db.raw('exists(select 1 from processed_events where event_id = ? and handler = ?) as ??', [eventId, handler, alias]);
