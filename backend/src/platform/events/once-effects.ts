import { createHash } from 'node:crypto';
import type { Mailer } from '../../adapters/mail/port';
import { createBatcher } from '../batcher';
import type { Db, Trx } from '../db';
import type { OnceEffects } from './processor';

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
 * The once-effects for each event a worker process handles, and the outbox row's "processed" mark
 * every job ends with. A mail's marker and that mark are batched across the jobs in flight, so a
 * burst of jobs shares their round trips.
 */
export function createOnceEffects(db: Db, mailer: Mailer) {
  const markMailSent = createBatcher(async (markers: Array<{ event_id: string; handler: string }>) => {
    // The mail's marker has no effect to commit with it: one statement, not a transaction.
    const marked: typeof markers = await db('processed_events')
      .insert(markers)
      .onConflict(['event_id', 'handler'])
      .ignore()
      .returning(['event_id', 'handler']);
    const inserted = new Set(marked.map((marker) => `${marker.event_id} ${marker.handler}`));
    return markers.map((marker) => inserted.has(`${marker.event_id} ${marker.handler}`));
  });
  const markProcessed = createBatcher(async (eventIds: string[]) => {
    await db('outbox').whereIn('id', eventIds).whereNull('processed_at').update({ processed_at: db.fn.now() });
    return eventIds.map(() => undefined);
  });

  return {
    forEvent: (eventId: string): OnceEffects => ({
      handleOnce: (handler, effect) => handleOnce(db, eventId, handler, effect),
      async sendMailOnce(handler, message, options) {
        if (!options?.markerChecked) {
          const sent = await db('processed_events').where({ event_id: eventId, handler }).first();
          if (sent) return false;
        }
        await mailer.send({ messageId: `<${eventId}.${handler}@sous.mail>`, ...message });
        return markMailSent({ event_id: eventId, handler });
      },
    }),
    markProcessed,
  };
}

/**
 * A stable per-recipient handler name ("expert-notify-3f2a…") for sendMailOnce: stable when the
 * recipient list is reordered, and safe inside the derived Message-ID (no "@").
 */
export const perRecipient = (handler: string, email: string) =>
  `${handler}-${createHash('sha256').update(email).digest('hex').slice(0, 12)}`;
