import { createHash } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { PageRequest } from '@common/contracts/paging';
import { REVIEW_SUBMITTED_MESSAGE, type ReviewStatus } from '@common/contracts/reviews';
import {
  type AdminRatingNoteList,
  type AdminReview,
  type AdminReviewList,
  type RateRecipeRequest,
  type RateRecipeResponse,
  type RecipeRatingsResponse,
  type ReviewList,
  type SubmitReviewRequest,
  type SubmitReviewResponse,
} from '@common/contracts/reviews.schema';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { transactWithEvents, type OutboxRelay } from '../../platform/events/outbox';
import type { Actor, PremiumCheck } from '../../platform/http/actor';
import { consumeOrThrow } from '../../platform/rate-limit';
import type { RecipesService } from '../recipes';
import * as ratingsRepo from './ratings.repository';
import {
  presentAdminNote,
  presentAdminReview,
  presentMyRating,
  presentPublicRating,
  presentReview,
} from './reviews.presenter';
import * as repo from './reviews.repository';
import { pageFacts } from '../../platform/paged-query';

export interface ReviewsDeps {
  db: Db;
  relay: OutboxRelay;
  recipes: Pick<RecipesService, 'requireAccessible'>;
  isPremium: PremiumCheck;
  /** Reviews per user per hour. */
  reviewsPerUser: RateLimiterAbstract;
}

export const noteHash = (note: string) => createHash('sha256').update(note).digest('hex');

export function createReviewsService({ db, relay, recipes, isPremium, reviewsPerUser }: ReviewsDeps) {
  return {
    /** Approved reviews only, newest first. */
    async listPublished(page: PageRequest): Promise<ReviewList> {
      const { rows, total } = await repo.listReviews(db, { status: 'approved' }, page, 'newest');
      return { reviews: rows.map(presentReview), ...pageFacts(total, page) };
    },

    /** Stored pending with its `review.submitted` event in one transaction; the worker moderates it. */
    async submit(actor: Actor, input: SubmitReviewRequest): Promise<SubmitReviewResponse> {
      await consumeOrThrow(reviewsPerUser, actor.userId);
      const review = await transactWithEvents(db, relay, async (trx, emit) => {
        const row = await repo.insertReview(trx, {
          user_id: actor.userId,
          customer_name: input.customerName,
          review_content: input.reviewContent,
          star_rating: input.starRating,
        });
        await emit('review.submitted', { reviewId: row.id });
        return row;
      });
      return { id: review.id, status: 'pending', message: REVIEW_SUBMITTED_MESSAGE };
    },

    /** Oldest first: the queue an admin works through. */
    async adminList(filter: { status?: ReviewStatus }, page: PageRequest): Promise<AdminReviewList> {
      const { rows, total } = await repo.listReviews(db, filter, page, filter.status ? 'oldest' : 'newest');
      return {
        reviews: rows.map(presentAdminReview),
        ...pageFacts(total, page),
      };
    },

    /**
     * Idempotent: deciding what is already decided changes nothing and sends no second mail.
     * A change emits `review.moderated` so the author's mail goes out through the worker.
     */
    async adminDecide(
      actor: Actor,
      id: string,
      status: 'approved' | 'rejected',
      reason: string | undefined,
    ): Promise<AdminReview> {
      return transactWithEvents(db, relay, async (trx, emit) => {
        if (!(await repo.lockReview(trx, id))) throw notFound('Review not found');
        const changed = await repo.applyAdminDecision(trx, id, status, reason || null, actor.email);
        if (changed) await emit('review.moderated', { reviewId: id, status, moderatedBy: actor.email });
        return presentAdminReview((await repo.findReview(trx, id))!);
      });
    },

    /**
     * One rating per user per recipe (sending again changes it). The recipe's average and count are
     * recomputed in the same transaction; a new note is stored pending and moderated by the worker.
     */
    async rate(actor: Actor, recipeId: number, input: RateRecipeRequest): Promise<RateRecipeResponse> {
      await recipes.requireAccessible({ isPremium: await isPremium(actor), userId: actor.userId }, recipeId);
      return transactWithEvents(db, relay, async (trx, emit) => {
        await ratingsRepo.lockRecipe(trx, recipeId);
        const existing = await ratingsRepo.findRating(trx, actor.userId, recipeId);
        const sameNote = existing !== undefined && existing.note === input.note;
        const saved = await ratingsRepo.upsertRating(trx, {
          user_id: actor.userId,
          recipe_id: recipeId,
          stars: input.stars,
          note: input.note,
          note_status: input.note === null ? null : sameNote ? existing.note_status : 'pending',
          note_moderation_reason: sameNote ? existing.note_moderation_reason : null,
        });
        if (input.note !== null && !sameNote) {
          await emit('recipe_rating.noted', { userId: actor.userId, recipeId, noteHash: noteHash(input.note) });
        }
        const aggregate = await ratingsRepo.recomputeRecipeAggregate(trx, recipeId);
        return { recipeId, ...aggregate, mine: presentMyRating(saved) };
      });
    },

    async ratings(actor: Actor, recipeId: number, page: PageRequest): Promise<RecipeRatingsResponse> {
      await recipes.requireAccessible({ isPremium: await isPremium(actor), userId: actor.userId }, recipeId);
      const [aggregate, notes, mine] = await Promise.all([
        ratingsRepo.recipeAggregate(db, recipeId),
        ratingsRepo.approvedNotes(db, recipeId, page),
        ratingsRepo.findRating(db, actor.userId, recipeId),
      ]);
      return {
        recipeId,
        ...aggregate,
        ratings: notes.rows.map(presentPublicRating),
        ...pageFacts(notes.total, page),
        mine: mine ? presentMyRating(mine) : null,
      };
    },

    async adminNotes(filter: { status?: ReviewStatus }, page: PageRequest): Promise<AdminRatingNoteList> {
      const { rows, total } = await ratingsRepo.listNotes(db, filter, page);
      return { notes: rows.map(presentAdminNote), ...pageFacts(total, page) };
    },

    /** Idempotent; notes send no mail. */
    async adminDecideNote(
      key: { userId: string; recipeId: number },
      status: 'approved' | 'rejected',
      reason: string | undefined,
    ) {
      const row = await ratingsRepo.applyAdminNoteDecision(db, key, status, reason || null);
      if (!row) throw notFound('Rating note not found');
      return {
        userId: row.user_id,
        recipeId: row.recipe_id,
        ...presentMyRating(row),
        moderationReason: row.note_moderation_reason,
      };
    },

    /** For the ops overview. */
    async waiting() {
      const [reviews, notes] = await Promise.all([repo.waitingSummary(db), ratingsRepo.waitingNotesSummary(db)]);
      return {
        reviews: {
          pending: reviews.pending,
          held: reviews.held,
          oldest: reviews.oldest
            ? { id: reviews.oldest.id, status: reviews.oldest.status, since: reviews.oldest.created_at }
            : null,
        },
        ratingNotes: {
          pending: notes.pending,
          held: notes.held,
          oldest: notes.oldest
            ? {
                recipeId: notes.oldest.recipe_id,
                userId: notes.oldest.user_id,
                status: notes.oldest.note_status,
                since: notes.oldest.updated_at,
              }
            : null,
        },
      };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
