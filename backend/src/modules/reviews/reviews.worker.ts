import { createBatcher } from '../../platform/batcher';
import type { Executor } from '../../platform/db';
import { formatReasons, moderateText, type ModerationResult, type TextModerator } from './moderation';
import * as ratingsRepo from './ratings.repository';
import * as repo from './reviews.repository';
import { noteHash } from './reviews.service';

/*
 * What the moderation processors call (workers/src/processors/review-*.processor.ts). The
 * processors own exactly-once (handleOnce / sendMailOnce, and the marker names they pass to
 * moderationStatements, whose batched decision writes each event's marker with its effect); these
 * functions own the rules.
 */

const statusFor = { approve: 'approved', reject: 'rejected', hold: 'held' } as const;

export const findReview = repo.findReview;
export const findUserContact = repo.findUserContact;
export const AUTO_MODERATOR = repo.AUTO_MODERATOR;

/** Runs the checks on a review's name and text together. */
export const moderateReview = (review: repo.ReviewRow, ai: TextModerator): Promise<ModerationResult> =>
  moderateText(`${review.customer_name}\n${review.review_content}`, ai);

/**
 * The moderation processor's two statements, batched across the jobs in flight (a review is the
 * busiest event): `read` a review with its author and whether the event's mail went out, and
 * `decide` — apply the verdict with the event's marker unless an admin decided first or the event
 * was handled, answering the decided review when it applied.
 */
export function moderationStatements(db: Executor, handlers: { decision: string; mail: string }) {
  const read = createBatcher((keys: Array<{ reviewId: string; eventId: string }>) =>
    repo.readForModeration(db, keys, handlers.mail),
  );
  const decide = createBatcher((decisions: repo.AutoDecision[]) =>
    repo.applyAutoDecisions(db, decisions, handlers.decision),
  );
  return {
    read,
    decide: (eventId: string, reviewId: string, result: ModerationResult) =>
      decide({ eventId, reviewId, status: statusFor[result.verdict], reason: formatReasons(result) }),
  };
}

export type ModerationStatements = ReturnType<typeof moderationStatements>;

/** The note a `recipe_rating.noted` event is about, if it is still the current one and undecided. */
export async function findPendingNote(
  db: Executor,
  key: { userId: string; recipeId: number; noteHash: string },
): Promise<string | undefined> {
  const rating = await ratingsRepo.findRating(db, key.userId, key.recipeId);
  if (!rating?.note || rating.note_status !== 'pending' || noteHash(rating.note) !== key.noteHash) return undefined;
  return rating.note;
}

export const applyNoteVerdict = (
  db: Executor,
  key: { userId: string; recipeId: number; note: string },
  result: ModerationResult,
) => ratingsRepo.applyNoteDecision(db, key, statusFor[result.verdict], formatReasons(result));
