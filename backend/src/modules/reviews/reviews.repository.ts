import type { ReviewStatus } from '@common/contracts/reviews';
import type { Executor } from '../../platform/db';
import { byTimeThenId, pageOfRows } from '../../platform/paged-query';

export interface ReviewRow {
  id: string;
  /** null once the author closed their account (the review stays, anonymised). */
  user_id: string | null;
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
  row: Pick<ReviewRow, 'customer_name' | 'review_content' | 'star_rating'> & { user_id: string },
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
  return pageOfRows<ReviewRow>(base, page, (rows) => rows.orderBy(byTimeThenId('created_at', direction)));
}

/** Row lock so concurrent admin decisions on one review queue up; false when it does not exist. */
export async function lockReview(db: Executor, id: string): Promise<boolean> {
  return Boolean(await db('reviews').where({ id }).forUpdate().first('id'));
}

/** A review as the moderation worker reads it: with its author's contact (null when the account is gone). */
export type ReviewForModeration = ReviewRow & {
  author_email: string | null;
  author_first_name: string | null;
  /** Whether the event's outcome mail (the handler named in the read) already went out. */
  mailed: boolean;
};

/**
 * The moderation worker's read for many events at once (one statement per batch of jobs): each
 * review with its author and whether `mailHandler` already ran for the event. In input order;
 * undefined for a review that no longer exists.
 */
export async function readForModeration(
  db: Executor,
  keys: Array<{ reviewId: string; eventId: string }>,
  mailHandler: string,
): Promise<Array<ReviewForModeration | undefined>> {
  const result = await db.raw(
    `select k.position, r.*, u.email as author_email, u.first_name as author_first_name,
            exists(select 1 from processed_events pe where pe.event_id = k.event_id and pe.handler = ?) as mailed
     from unnest(?::uuid[], ?::uuid[]) with ordinality as k(review_id, event_id, position)
     join reviews r on r.id = k.review_id
     left join users u on u.id = r.user_id`,
    [mailHandler, keys.map((key) => key.reviewId), keys.map((key) => key.eventId)],
  );
  return inInputOrder<ReviewForModeration>(keys.length, result.rows);
}

export interface AutoDecision {
  eventId: string;
  reviewId: string;
  status: Exclude<ReviewStatus, 'pending'>;
  reason: string | null;
}

/**
 * The worker's decisions for many events in one statement, each committed with its event's marker
 * (`handler`) so that a redelivered event never decides twice, and applied only while the review is
 * still pending (an admin may have been faster). In input order: the decided row, or undefined when
 * the review was no longer pending or the event had been handled.
 */
export async function applyAutoDecisions(
  db: Executor,
  decisions: AutoDecision[],
  handler: string,
): Promise<Array<ReviewRow | undefined>> {
  const result = await db.raw(
    `with input as (
       select * from unnest(?::uuid[], ?::uuid[], ?::text[], ?::text[]) with ordinality as i(event_id, review_id, status, reason, position)
     ), marker as (
       insert into processed_events (event_id, handler)
       select distinct event_id, ? from input
       on conflict do nothing
       returning event_id
     )
     update reviews r
     set status = i.status, moderation_reason = i.reason, moderated_at = now(), moderated_by = ?
     from input i join marker m on m.event_id = i.event_id
     where r.id = i.review_id and r.status = 'pending'
     returning i.position, r.*`,
    [
      decisions.map((decision) => decision.eventId),
      decisions.map((decision) => decision.reviewId),
      decisions.map((decision) => decision.status),
      // pg sends null elements as SQL NULLs; knex's binding type just has no nullable arrays.
      decisions.map((decision) => decision.reason) as string[],
      handler,
      AUTO_MODERATOR,
    ],
  );
  return inInputOrder<ReviewRow>(decisions.length, result.rows);
}

/** Rows tagged with their 1-based `position` in a batch's input, back in input order. */
function inInputOrder<Row>(size: number, rows: Array<Row & { position: string | number }>): Array<Row | undefined> {
  const ordered: Array<Row | undefined> = Array.from({ length: size }, () => undefined);
  for (const { position, ...row } of rows) ordered[Number(position) - 1] = row as Row;
  return ordered;
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

/**
 * How many rows of `table` wait in moderation ('pending' and 'held' in `statusColumn`), and the one
 * waiting longest by `sinceColumn`: what the ops overview shows for reviews and for rating notes.
 */
export async function waitingInModeration<Row>(db: Executor, table: string, statusColumn: string, sinceColumn: string) {
  const counts: Array<{ status: ReviewStatus; n: number }> = await db(table)
    .whereIn(statusColumn, ['pending', 'held'])
    .groupBy(statusColumn)
    .select(`${statusColumn} as status`, db.raw('count(*)::int as n'));
  const oldest: Row | undefined = await db(table)
    .whereIn(statusColumn, ['pending', 'held'])
    .orderBy(sinceColumn)
    .first();
  return {
    pending: counts.find((row) => row.status === 'pending')?.n ?? 0,
    held: counts.find((row) => row.status === 'held')?.n ?? 0,
    oldest,
  };
}

/** Counts and the oldest item per waiting status, for the ops overview. */
export const waitingSummary = (db: Executor) => waitingInModeration<ReviewRow>(db, 'reviews', 'status', 'created_at');

/**
 * Where the author's mail goes. Reads the identity table (read-only): the address at sending time
 * is the right one, and the auth module exposes no lookup a worker could call.
 */
export const findUserContact = async (
  db: Executor,
  userId: string | null,
): Promise<{ email: string; first_name: string | null } | undefined> =>
  userId === null ? undefined : db('users').where({ id: userId }).first('email', 'first_name');

/** The name a review keeps once its author has closed their account. */
export const FORMER_MEMBER = 'Former member';

/** Detaches the author's reviews from them: kept, with a neutral name instead of the one they typed. */
export const anonymiseReviewsOf = (db: Executor, userId: string) =>
  db('reviews').where({ user_id: userId }).update({ user_id: null, customer_name: FORMER_MEMBER });
