import { z } from 'zod';
import { filledText, optionalText, starRating } from './common.schema';
import { defineRoutes, post } from './api.schema';
import { paged, pageQuery } from './paging.schema';
import { recipeIdParam } from './recipes.schema';
import {
  RATING_NOTE_MAX,
  REVIEW_MISSING_FIELDS,
  REVIEW_NAME_MAX,
  REVIEW_PAGE_SIZE,
  REVIEW_STATUSES,
  REVIEW_TEXT_MAX,
} from './reviews';

/** POST /api/reviews */
export const submitReviewRequest = z.object({
  customerName: filledText(REVIEW_NAME_MAX, REVIEW_MISSING_FIELDS),
  reviewContent: filledText(REVIEW_TEXT_MAX, REVIEW_MISSING_FIELDS),
  /** The dialog defaults to 5; the server requires it to be sent. */
  starRating,
});
export type SubmitReviewRequest = z.infer<typeof submitReviewRequest>;

/** GET /api/reviews?page&limit (limit ≤ 50, default 10) */
export const reviewListQuery = pageQuery(REVIEW_PAGE_SIZE, 50);

const reviewStatus = z.enum(REVIEW_STATUSES);

export const publicReview = z
  .object({
    id: z.string(),
    customerName: z.string(),
    reviewContent: z.string(),
    starRating: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'PublicReview' });
export type PublicReview = z.infer<typeof publicReview>;

export const reviewList = paged.extend({ reviews: z.array(publicReview) });
export type ReviewList = z.infer<typeof reviewList>;

export const submitReviewResponse = z.object({ id: z.string(), status: z.literal('pending'), message: z.string() });
export type SubmitReviewResponse = z.infer<typeof submitReviewResponse>;

/** GET /api/admin/reviews?status&page&limit */
export const adminReviewListQuery = pageQuery(50, 200).extend({
  status: z.enum(REVIEW_STATUSES, { error: `must be one of ${REVIEW_STATUSES.join(', ')}` }).optional(),
});

/** POST /api/admin/reviews/:id/approve|reject (body optional) */
export const moderateReviewRequest = z.object({ reason: optionalText(500) }).default({});

export const reviewIdParam = z.object({ id: z.uuid({ error: 'must be a review id' }) });

export const adminReview = publicReview
  .extend({
    /** null once the author closed their account. */
    userId: z.string().nullable(),
    recipeId: z.number().int().nullable(),
    status: reviewStatus,
    moderationReason: z.string().nullable(),
    moderatedAt: z.string().nullable(),
    moderatedBy: z.string().nullable(),
  })
  .meta({ id: 'AdminReview' });
export type AdminReview = z.infer<typeof adminReview>;

export const adminReviewList = paged.extend({ reviews: z.array(adminReview) });
export type AdminReviewList = z.infer<typeof adminReviewList>;

/** PUT /api/recipes/:id/rating — one per user per recipe; sending again changes it. */
export const rateRecipeRequest = z.object({
  stars: starRating,
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

export const recipeRatingSummary = z.object({
  recipeId: z.number().int(),
  /** Average stars to 2 decimals (null until someone rates it). */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
});
export type RecipeRatingSummary = z.infer<typeof recipeRatingSummary>;

export const myRecipeRating = z
  .object({
    stars: z.number().int(),
    note: z.string().nullable(),
    /** null without a note; 'pending' until moderated; only 'approved' notes are shown to others. */
    noteStatus: reviewStatus.nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'MyRecipeRating' });
export type MyRecipeRating = z.infer<typeof myRecipeRating>;

export const rateRecipeResponse = recipeRatingSummary.extend({ mine: myRecipeRating });
export type RateRecipeResponse = z.infer<typeof rateRecipeResponse>;

export const publicRecipeRating = z.object({
  authorName: z.string(),
  stars: z.number().int(),
  note: z.string(),
  updatedAt: z.string(),
});
export type PublicRecipeRating = z.infer<typeof publicRecipeRating>;

export const recipeRatingsResponse = recipeRatingSummary.extend({
  ...paged.shape,
  /** Approved notes, newest first. */
  ratings: z.array(publicRecipeRating),
  mine: myRecipeRating.nullable(),
});
export type RecipeRatingsResponse = z.infer<typeof recipeRatingsResponse>;

/** GET /api/admin/rating-notes?status */
export const adminRatingNotesQuery = adminReviewListQuery;
export const ratingNoteParams = z.object({
  recipeId: z.coerce.number({ error: 'must be a number' }).int().min(1).max(2_147_483_647),
  userId: z.uuid({ error: 'must be a user id' }),
});

export const adminRatingNote = z.object({
  userId: z.string(),
  recipeId: z.number().int(),
  recipeName: z.string(),
  authorName: z.string(),
  stars: z.number().int(),
  note: z.string(),
  noteStatus: reviewStatus,
  moderationReason: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminRatingNote = z.infer<typeof adminRatingNote>;

export const adminRatingNoteList = paged.extend({ notes: z.array(adminRatingNote) });
export type AdminRatingNoteList = z.infer<typeof adminRatingNoteList>;

/** A moderated note, as POST /api/admin/rating-notes/…/approve|reject answers. */
export const moderatedRatingNote = myRecipeRating.extend({
  userId: z.string(),
  recipeId: z.number().int(),
  moderationReason: z.string().nullable(),
});

const moderation = (action: 'approve' | 'reject') =>
  ({
    review: {
      method: 'post',
      path: `/api/admin/reviews/:id/${action}`,
      summary: `${action === 'approve' ? 'Approve' : 'Reject'} a site review`,
      params: reviewIdParam,
      body: moderateReviewRequest,
      responses: { 200: adminReview },
    },
    note: {
      method: 'post',
      path: `/api/admin/rating-notes/:recipeId/:userId/${action}`,
      summary: `${action === 'approve' ? 'Approve' : 'Reject'} a rating note`,
      params: ratingNoteParams,
      body: moderateReviewRequest,
      responses: { 200: moderatedRatingNote },
    },
  }) as const;

export const reviewsApi = defineRoutes({
  list: {
    method: 'get',
    path: '/api/reviews',
    summary: 'Published site reviews, newest first',
    query: reviewListQuery,
    responses: { 200: reviewList },
  },
  submit: post('/api/reviews', 'Submit a site review (published after moderation)', submitReviewRequest, {
    201: submitReviewResponse,
  }),
  rate: {
    method: 'put',
    path: '/api/recipes/:id/rating',
    summary: 'Rate a recipe (one rating per cook; sending again changes it)',
    params: recipeIdParam,
    body: rateRecipeRequest,
    responses: { 200: rateRecipeResponse },
  },
  ratings: {
    method: 'get',
    path: '/api/recipes/:id/ratings',
    summary: "A recipe's rating, its approved notes and the cook's own",
    params: recipeIdParam,
    query: recipeRatingsQuery,
    responses: { 200: recipeRatingsResponse },
  },
  adminList: {
    method: 'get',
    path: '/api/admin/reviews',
    summary: 'Site reviews by moderation status',
    query: adminReviewListQuery,
    responses: { 200: adminReviewList },
  },
  approve: moderation('approve').review,
  reject: moderation('reject').review,
  approveNote: moderation('approve').note,
  rejectNote: moderation('reject').note,
  adminNotes: {
    method: 'get',
    path: '/api/admin/rating-notes',
    summary: 'Rating notes by moderation status',
    query: adminRatingNotesQuery,
    responses: { 200: adminRatingNoteList },
  },
});
