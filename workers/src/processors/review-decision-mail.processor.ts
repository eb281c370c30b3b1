import { reviewModeration, reviewOutcomeMail } from '../../../backend/src/modules/reviews';
import { brandOf } from './community-mail';
import type { EventProcessor } from './types';

/** An admin approved or rejected a review: the author hears about it once. */
export const reviewDecisionMailProcessor: EventProcessor<'review.moderated'> = async (event, context) => {
  const review = await reviewModeration.findReview(context.db, event.payload.reviewId);
  if (!review) return;
  const author = await reviewModeration.findUserContact(context.db, review.user_id);
  if (!author) return;
  await context.sendMailOnce(
    'review-outcome-mail',
    reviewOutcomeMail(
      review,
      event.payload.status,
      { email: author.email, firstName: author.first_name },
      brandOf(context.config),
    ),
  );
};
