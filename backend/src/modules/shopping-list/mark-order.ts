import type { Executor } from '../../platform/db';

/**
 * Whether a tick or untick is the latest action on its line, recording it when it is: of two members
 * ticking offline and replaying later, the later action (by `actedAt`, the time the cook acted) wins
 * whichever reaches the server first; at the same instant a tick wins over an untick. A replay of an
 * action already recorded changes nothing. Run in the transaction that then applies the mark: the
 * upsert's row lock orders two marks of one line.
 */
export async function claimLatestMark(
  db: Executor,
  listId: string,
  itemId: string,
  completed: boolean,
  actedAt: Date,
): Promise<boolean> {
  const { rows } = await db.raw<{ rows: unknown[] }>(
    `insert into shopping_list_mark_times (list_id, item_id, acted_at, completed) values (?, ?, ?, ?)
     on conflict (list_id, item_id) do update set acted_at = excluded.acted_at, completed = excluded.completed
     where shopping_list_mark_times.acted_at < excluded.acted_at
        or (shopping_list_mark_times.acted_at = excluded.acted_at
            and excluded.completed and not shopping_list_mark_times.completed)
     returning 1`,
    [listId, itemId, actedAt, completed],
  );
  return rows.length > 0;
}

/**
 * The time an action counts as taken: the cook's own (an offline replay sends when they tapped), never
 * later than now, so a phone whose clock runs ahead cannot outrank what others do after it.
 */
export const actionTime = (actedAt: string | undefined, now = new Date()): Date =>
  actedAt && Date.parse(actedAt) < now.getTime() ? new Date(actedAt) : now;
