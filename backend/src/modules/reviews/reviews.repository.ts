import type { Knex } from 'knex';
import type { ReviewStatus } from '../../contracts/reviews';
import type { Executor } from '../../platform/db';

export interface ReviewRow {
  id: string;
  user_id: string;
  customer_name: string;
  review_content: string;
  star_rating: number;
  recipe_id: number | null;
  status: ReviewStatus;
  moderation_reason: string | null;
  moderated_at: Date | null;
  moderated_by: string | null;
  created_at: Date;
}

/** Who decided: the moderation worker, or an admin (by e-mail). */
export const AUTO_MODERATOR = 'auto';

export async function insertReview(
  db: Executor,
  row: Pick<ReviewRow, 'user_id' | 'customer_name' | 'review_content' | 'star_rating'>,
): Promise<ReviewRow> {
  const [inserted] = await db('reviews').insert(row).returning('*');
  return inserted as ReviewRow;
}

export const findReview = (db: Executor, id: string): Promise<ReviewRow | undefined> =>
  db('reviews').where({ id }).first();

export async function listReviews(
  db: Executor,
  filter: { status?: ReviewStatus },
  page: { page: number; limit: number },
  order: 'newest' | 'oldest',
): Promise<{ rows: ReviewRow[]; total: number }> {
  const base = db('reviews').modify((query) => {
    if (filter.status) query.where({ status: filter.status });
  });
  const direction = order === 'newest' ? 'desc' : 'asc';
  const [rows, counted] = await Promise.all([
    base
      .clone()
      .orderBy([
        { column: 'created_at', order: direction },
        { column: 'id', order: direction },
      ])
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    base.clone().count({ n: '*' }).first(),
  ]);
  return { rows: rows as ReviewRow[], total: Number(counted?.n ?? 0) };
}

/** Row lock so concurrent admin decisions on one review queue up; false when it does not exist. */
export async function lockReview(db: Executor, id: string): Promise<boolean> {
  return Boolean(await db('reviews').where({ id }).forUpdate().first('id'));
}

/**
 * The worker's decision, applied only while nobody has decided yet (an admin may have been faster),
 * in one statement with its once-marker CTE (`marker`, see onceMarker): the decided row, or
 * undefined when the review was no longer pending or the event was already handled.
 */
export async function applyAutoDecisionOnce(
  db: Executor,
  marker: Knex.Raw,
  id: string,
  status: Exclude<ReviewStatus, 'pending'>,
  reason: string | null,
): Promise<ReviewRow | undefined> {
  const [row] = await db('reviews')
    .with('marker', marker)
    .where({ id, status: 'pending' })
    .whereExists(db.select(db.raw('1')).from('marker'))
    .update({ status, moderation_reason: reason, moderated_at: db.fn.now(), moderated_by: AUTO_MODERATOR })
    .returning('*');
  return row as ReviewRow | undefined;
}

/** A review with its author's contact (absent when the account is gone) and any extra columns asked for. */
export type ReviewWithAuthor = ReviewRow & { author_email: string | null; author_first_name: string | null };

export async function findReviewWithAuthor<Extra extends object = object>(
  db: Executor,
  id: string,
  extra: Knex.Raw[] = [],
): Promise<(ReviewWithAuthor & Extra) | undefined> {
  const row: unknown = await db('reviews')
    .leftJoin('users', 'users.id', 'reviews.user_id')
    .where('reviews.id', id)
    .first('reviews.*', 'users.email as author_email', 'users.first_name as author_first_name', ...extra);
  return row as (ReviewWithAuthor & Extra) | undefined;
}

/** An admin's decision; a no-op (false) when the review already has that status. */
export async function applyAdminDecision(
  db: Executor,
  id: string,
  status: 'approved' | 'rejected',
  reason: string | null,
  adminEmail: string,
): Promise<boolean> {
  const updated = await db('reviews')
    .where({ id })
    .whereNot({ status })
    .update({ status, moderation_reason: reason, moderated_at: db.fn.now(), moderated_by: adminEmail });
  return updated > 0;
}

/** Counts and the oldest item per waiting status, for the ops overview. */
export async function waitingSummary(db: Executor) {
  const rows: Array<{ status: ReviewStatus; n: number; oldest: Date }> = await db('reviews')
    .whereIn('status', ['pending', 'held'])
    .groupBy('status')
    .select('status', db.raw('count(*)::int as n'), db.raw('min(created_at) as oldest'));
  const oldest: ReviewRow | undefined = await db('reviews')
    .whereIn('status', ['pending', 'held'])
    .orderBy('created_at')
    .first();
  return {
    pending: rows.find((row) => row.status === 'pending')?.n ?? 0,
    held: rows.find((row) => row.status === 'held')?.n ?? 0,
    oldest,
  };
}

/**
 * Where the author's mail goes. Reads the identity table (read-only): the address at sending time
 * is the right one, and the auth module exposes no lookup a worker could call.
 */
export const findUserContact = (
  db: Executor,
  userId: string,
): Promise<{ email: string; first_name: string | null } | undefined> =>
  db('users').where({ id: userId }).first('email', 'first_name');
