import type { Knex } from 'knex';
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

/**
 * `handleOnce` for an effect that is a single `update … returning`: the marker insert and the
 * update run as one statement (data-modifying CTEs), which commits atomically just like
 * handleOnce's transaction, in one round trip instead of four (begin, marker, update, commit).
 * The update runs only if this call inserted the marker. Returns applied=false when the marker was
 * already there (nothing changed), else applied=true with the rows the update returned (none when
 * its `where` matched nothing: the marker still commits, as handleOnce's would).
 */
export async function updateOnce<Row>(
  db: Db,
  eventId: string,
  handler: string,
  update: Knex.QueryBuilder,
): Promise<{ applied: boolean; rows: Row[] }> {
  const effect = update.whereRaw('exists (select 1 from marker)').toSQL();
  const result: { rows: Array<Row & { once_applied: number; once_effect_rows: number }> } = await db.raw(
    `with marker as (
       insert into processed_events (event_id, handler) values (?, ?)
       on conflict (event_id, handler) do nothing
       returning event_id
     ), effect as (${effect.sql})
     select (select count(*) from marker)::int as once_applied, (select count(*) from effect)::int as once_effect_rows, effect.*
     from (select 1) as one left join effect on true`,
    [eventId, handler, ...effect.bindings],
  );
  const applied = result.rows[0]?.once_applied > 0;
  if (!applied || result.rows[0].once_effect_rows === 0) return { applied, rows: [] };
  const rows = result.rows.map(({ once_applied: _applied, once_effect_rows: _count, ...row }) => row as unknown as Row);
  return { applied, rows };
}
