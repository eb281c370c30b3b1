import type {
  AdminRatingNote,
  AdminReview,
  MyRecipeRating,
  PublicRecipeRating,
  PublicReview,
} from '@common/contracts/reviews.schema';
import type { RatingRow } from './ratings.repository';
import type { ReviewRow } from './reviews.repository';

/** Text is returned exactly as stored (no HTML escaping here): the screens render it as text. */
export const presentReview = (row: ReviewRow): PublicReview => ({
  id: row.id,
  customerName: row.customer_name,
  reviewContent: row.review_content,
  starRating: row.star_rating,
  createdAt: row.created_at.toISOString(),
});

export const presentAdminReview = (row: ReviewRow): AdminReview => ({
  ...presentReview(row),
  userId: row.user_id,
  recipeId: row.recipe_id,
  status: row.status,
  moderationReason: row.moderation_reason,
  moderatedAt: row.moderated_at?.toISOString() ?? null,
  moderatedBy: row.moderated_by,
});

export const presentMyRating = (row: RatingRow): MyRecipeRating => ({
  stars: row.stars,
  note: row.note,
  noteStatus: row.note_status,
  updatedAt: row.updated_at.toISOString(),
});

/** Others see a first name only (never an e-mail). */
export const authorName = (firstName: string | null, lastName?: string | null) =>
  [firstName?.trim(), lastName?.trim() ? `${lastName.trim()[0]}.` : ''].filter(Boolean).join(' ') || 'A home cook';

export const presentPublicRating = (row: RatingRow & { first_name: string | null }): PublicRecipeRating => ({
  authorName: authorName(row.first_name),
  stars: row.stars,
  note: row.note ?? '',
  updatedAt: row.updated_at.toISOString(),
});

export const presentAdminNote = (
  row: RatingRow & { first_name: string | null; last_name: string | null; recipe_name: string },
): AdminRatingNote => ({
  userId: row.user_id,
  recipeId: row.recipe_id,
  recipeName: row.recipe_name,
  authorName: authorName(row.first_name, row.last_name),
  stars: row.stars,
  note: row.note ?? '',
  noteStatus: row.note_status ?? 'pending',
  moderationReason: row.note_moderation_reason,
  updatedAt: row.updated_at.toISOString(),
});
