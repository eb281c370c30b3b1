import { reviewModeration, reviewOutcomeMail } from '../../../backend/src/modules/reviews';
import { brandOf } from './community-mail';
import type { EventProcessor } from './types';

/**
 * Moderates a submitted review (rules, then the AI port when configured) and mails the author the
 * outcome. The decision commits with its handleOnce marker, so a redelivered or restarted job never
 * decides twice; the mail then goes out once per event (stable Message-ID). If an admin decided
 * first, the admin's `review.moderated` event mails the author instead.
 */
export const reviewModerationProcessor: EventProcessor<'review.submitted'> = async (event, context) => {
  const { db, config, services } = context;
  const review = await reviewModeration.findReview(db, event.payload.reviewId);
  if (!review) return;
  if (review.status === 'pending') {
    const result = await reviewModeration.moderateReview(review, services.community.moderator);
    const applied = await context.handleOnce('review-moderation', async (trx) => {
      await reviewModeration.applyReviewVerdict(trx, review.id, result);
    });
    if (applied) context.log.info({ reviewId: review.id, verdict: result.verdict }, 'review moderated');
  }
  const decided = await reviewModeration.findReview(db, review.id);
  if (!decided || decided.status === 'pending' || decided.moderated_by !== reviewModeration.AUTO_MODERATOR) return;
  const author = await reviewModeration.findUserContact(db, decided.user_id);
  if (!author) return;
  await context.sendMailOnce(
    'review-outcome-mail',
    reviewOutcomeMail(decided, decided.status, { email: author.email, firstName: author.first_name }, brandOf(config)),
  );
};
