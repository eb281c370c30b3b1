import { recipeRatingNotedProcessor } from './recipe-rating-noted.processor';
import { reviewModeratedProcessor } from './review-moderated.processor';
import { reviewSubmittedProcessor } from './review-submitted.processor';

export { reviewRoutes } from './reviews.routes';
export { createReviewsService, type ReviewsService } from './reviews.service';
export { checkText, moderateText, type TextModerator, type ModerationResult } from './moderation';
export { forgetAuthor } from './forget-author';
export { FORMER_MEMBER } from './reviews.repository';
export type { ReviewEventPayloads } from './reviews.events';

/** What the module does when its events arrive; the worker runner discovers them here. */
export const processors = [reviewSubmittedProcessor, reviewModeratedProcessor, recipeRatingNotedProcessor];
