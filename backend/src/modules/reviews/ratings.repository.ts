import type { ReviewStatus } from '@common/contracts/reviews';
import type { Executor } from '../../platform/db';
import { byTimeThenId, pageOfRows } from '../../platform/paged-query';
import { waitingInModeration } from './reviews.repository';

export interface RatingRow {
  user_id: string;
  recipe_id: number;
  stars: number;
  note: string | null;
  note_status: ReviewStatus | null;
  note_moderation_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

export const findRating = (db: Executor, userId: string, recipeId: number): Promise<RatingRow | undefined> =>
  db('recipe_ratings').where({ user_id: userId, recipe_id: recipeId }).first();

/**
 * Serialises rating writes per recipe: the aggregate below must see every committed rating, so
 * two users rating at once cannot overwrite each other's average.
 */
export async function lockRecipe(db: Executor, recipeId: number): Promise<void> {
  await db('recipes').where({ id: recipeId }).forUpdate().first('id');
}

export async function upsertRating(
  db: Executor,
  row: Pick<RatingRow, 'user_id' | 'recipe_id' | 'stars' | 'note' | 'note_status' | 'note_moderation_reason'>,
): Promise<RatingRow> {
  const [saved] = await db('recipe_ratings')
    .insert(row)
    .onConflict(['user_id', 'recipe_id'])
    .merge({ ...row, updated_at: db.fn.now() })
    .returning('*');
  return saved as RatingRow;
}

/** recipes.rating (average, 2 decimals) and review_count, recomputed from the ratings. */
export async function recomputeRecipeAggregate(
  db: Executor,
  recipeId: number,
): Promise<{ rating: number | null; reviewCount: number }> {
  const aggregate = await db('recipe_ratings')
    .where({ recipe_id: recipeId })
    .first(db.raw('round(avg(stars)::numeric, 2) as rating'), db.raw('count(*)::int as n'));
  const rating = aggregate?.rating === null || aggregate?.rating === undefined ? null : Number(aggregate.rating);
  const reviewCount = Number(aggregate?.n ?? 0);
  await db('recipes').where({ id: recipeId }).update({ rating, review_count: reviewCount });
  return { rating, reviewCount };
}

export async function recipeAggregate(
  db: Executor,
  recipeId: number,
): Promise<{ rating: number | null; reviewCount: number }> {
  const row = await db('recipes').where({ id: recipeId }).first('rating', 'review_count');
  return { rating: row?.rating ?? null, reviewCount: row?.review_count ?? 0 };
}

export async function approvedNotes(
  db: Executor,
  recipeId: number,
  page: { page: number; limit: number },
): Promise<{ rows: Array<RatingRow & { first_name: string | null }>; total: number }> {
  const base = db('recipe_ratings').where({ recipe_id: recipeId, note_status: 'approved' }).whereNotNull('note');
  return pageOfRows(base, page, (rows) =>
    rows
      .leftJoin('users', 'users.id', 'recipe_ratings.user_id')
      .orderBy(byTimeThenId('recipe_ratings.updated_at', 'desc', 'recipe_ratings.user_id'))
      .select('recipe_ratings.*', 'users.first_name'),
  );
}

/** The worker's decision on a note, applied only if the note is still the one it moderated. */
export async function applyNoteDecision(
  db: Executor,
  key: { userId: string; recipeId: number; note: string },
  status: Exclude<ReviewStatus, 'pending'>,
  reason: string | null,
): Promise<boolean> {
  const updated = await db('recipe_ratings')
    .where({ user_id: key.userId, recipe_id: key.recipeId, note: key.note, note_status: 'pending' })
    .update({ note_status: status, note_moderation_reason: reason });
  return updated > 0;
}

export async function applyAdminNoteDecision(
  db: Executor,
  key: { userId: string; recipeId: number },
  status: 'approved' | 'rejected',
  reason: string | null,
): Promise<RatingRow | undefined> {
  const [row] = await db('recipe_ratings')
    .where({ user_id: key.userId, recipe_id: key.recipeId })
    .whereNotNull('note')
    .update({ note_status: status, note_moderation_reason: reason })
    .returning('*');
  return row as RatingRow | undefined;
}

export async function listNotes(
  db: Executor,
  filter: { status?: ReviewStatus },
  page: { page: number; limit: number },
) {
  const base = db('recipe_ratings')
    .whereNotNull('note')
    .modify((query) => {
      if (filter.status) query.where({ note_status: filter.status });
    });
  return pageOfRows<RatingRow & { first_name: string | null; last_name: string | null; recipe_name: string }>(
    base,
    page,
    (rows) =>
      rows
        .leftJoin('users', 'users.id', 'recipe_ratings.user_id')
        .leftJoin('recipes', 'recipes.id', 'recipe_ratings.recipe_id')
        .orderBy('recipe_ratings.updated_at', 'asc')
        .select('recipe_ratings.*', 'users.first_name', 'users.last_name', 'recipes.name as recipe_name'),
  );
}

export const waitingNotesSummary = (db: Executor) =>
  waitingInModeration<RatingRow>(db, 'recipe_ratings', 'note_status', 'updated_at');

/**
 * Removes every rating of a user (their account is closing) and recomputes the recipes they had
 * rated, in one statement each. The recipes are locked first, in id order, as `rate` does one at a
 * time, so a concurrent rating waits rather than computing its average from a half-removed set.
 */
export async function removeRatingsOf(db: Executor, userId: string): Promise<number[]> {
  const recipeIds: number[] = await db('recipe_ratings')
    .where({ user_id: userId })
    .orderBy('recipe_id')
    .pluck('recipe_id');
  if (recipeIds.length === 0) return [];
  await db('recipes').whereIn('id', recipeIds).orderBy('id').forUpdate().select('id');
  await db('recipe_ratings').where({ user_id: userId }).del();
  await db.raw(
    `update recipes r set rating = a.rating, review_count = a.n
     from unnest(?::int[]) as t(id)
     cross join lateral (
       select round(avg(stars)::numeric, 2) as rating, count(*)::int as n from recipe_ratings where recipe_id = t.id
     ) a
     where r.id = t.id`,
    [recipeIds],
  );
  return recipeIds;
}
