export { reviewRoutes } from './reviews.routes';
export { createReviewsService, type ReviewsService } from './reviews.service';
export * as reviewModeration from './reviews.worker';
export { reviewOutcomeMail } from './reviews.mail';
export { checkText, moderateText, type TextModerator, type ModerationResult } from './moderation';
export { moderatorFromAi } from './moderation-ai';
export { forgetAuthor } from './forget-author';
export { FORMER_MEMBER } from './reviews.repository';
