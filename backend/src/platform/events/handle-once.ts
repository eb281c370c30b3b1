import type { Db, Trx } from '../db';

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
