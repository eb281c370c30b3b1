import { z } from 'zod';
import { filledText } from './common.schema';
import { pageQuery, type Paged } from './paging.schema';
import {
  RATING_NOTE_MAX,
  REVIEW_MISSING_FIELDS,
  REVIEW_NAME_MAX,
  REVIEW_PAGE_SIZE,
  REVIEW_STATUSES,
  REVIEW_TEXT_MAX,
  type ReviewStatus,
} from './reviews';

const stars = z
  .number({ error: 'must be a whole number from 1 to 5' })
  .int({ error: 'must be a whole number from 1 to 5' })
  .min(1, { error: 'must be a whole number from 1 to 5' })
  .max(5, { error: 'must be a whole number from 1 to 5' });

/** POST /api/reviews */
export const submitReviewRequest = z.object({
  customerName: filledText(REVIEW_NAME_MAX, REVIEW_MISSING_FIELDS),
  reviewContent: filledText(REVIEW_TEXT_MAX, REVIEW_MISSING_FIELDS),
  /** The dialog defaults to 5; the server requires it to be sent. */
  starRating: stars,
});
export type SubmitReviewRequest = z.infer<typeof submitReviewRequest>;

/** GET /api/reviews?page&limit (limit ≤ 50, default 10) */
export const reviewListQuery = pageQuery(REVIEW_PAGE_SIZE, 50);

export interface PublicReview {
  id: string;
  customerName: string;
  reviewContent: string;
  starRating: number;
  createdAt: string;
}

export interface ReviewList extends Paged {
  reviews: PublicReview[];
}

export interface SubmitReviewResponse {
  id: string;
  status: 'pending';
  message: string;
}

/** GET /api/admin/reviews?status&page&limit */
export const adminReviewListQuery = pageQuery(50, 200).extend({
  status: z.enum(REVIEW_STATUSES, { error: `must be one of ${REVIEW_STATUSES.join(', ')}` }).optional(),
});

/** POST /api/admin/reviews/:id/approve|reject (body optional) */
export const moderateReviewRequest = z
  .object({ reason: z.string().trim().max(500, { error: 'must be at most 500 characters' }).optional() })
  .default({});

export const reviewIdParam = z.object({ id: z.uuid({ error: 'must be a review id' }) });

export interface AdminReview extends PublicReview {
  /** null once the author closed their account. */
  userId: string | null;
  recipeId: number | null;
  status: ReviewStatus;
  moderationReason: string | null;
  moderatedAt: string | null;
  moderatedBy: string | null;
}

export interface AdminReviewList extends Paged {
  reviews: AdminReview[];
}

/** PUT /api/recipes/:id/rating — one per user per recipe; sending again changes it. */
export const rateRecipeRequest = z.object({
  stars,
  /** Optional short note, moderated before others see it. Blank or null removes the note. */
  note: z
    .union([z.string({ error: 'must be text' }), z.null()], { error: 'must be text' })
    .optional()
    .transform((value) => (typeof value === 'string' && value.trim() ? value.trim() : null))
    .pipe(
      z
        .string()
        .max(RATING_NOTE_MAX, { error: `must be at most ${RATING_NOTE_MAX} characters` })
        .nullable(),
    ),
});
export type RateRecipeRequest = z.infer<typeof rateRecipeRequest>;

export const recipeRatingsQuery = pageQuery(20, 100);

export interface RecipeRatingSummary {
  recipeId: number;
  /** Average stars to 2 decimals (null until someone rates it). */
  rating: number | null;
  reviewCount: number;
}

export interface MyRecipeRating {
  stars: number;
  note: string | null;
  /** null without a note; 'pending' until moderated; only 'approved' notes are shown to others. */
  noteStatus: ReviewStatus | null;
  updatedAt: string;
}

export interface RateRecipeResponse extends RecipeRatingSummary {
  mine: MyRecipeRating;
}

export interface PublicRecipeRating {
  authorName: string;
  stars: number;
  note: string;
  updatedAt: string;
}

export interface RecipeRatingsResponse extends RecipeRatingSummary, Paged {
  /** Approved notes, newest first. */
  ratings: PublicRecipeRating[];
  mine: MyRecipeRating | null;
}

/** GET /api/admin/rating-notes?status */
export const adminRatingNotesQuery = adminReviewListQuery;
export const ratingNoteParams = z.object({
  recipeId: z.coerce.number({ error: 'must be a number' }).int().min(1).max(2_147_483_647),
  userId: z.uuid({ error: 'must be a user id' }),
});

export interface AdminRatingNote {
  userId: string;
  recipeId: number;
  recipeName: string;
  authorName: string;
  stars: number;
  note: string;
  noteStatus: ReviewStatus;
  moderationReason: string | null;
  updatedAt: string;
}

export interface AdminRatingNoteList extends Paged {
  notes: AdminRatingNote[];
}
