import { reviewModeration, reviewOutcomeMail } from '../../../backend/src/modules/reviews';
import type { ReviewRow } from '../../../backend/src/modules/reviews/reviews.repository';
import { brandOf } from './community-mail';
import type { EventProcessor } from './types';

/**
 * Moderates a submitted review (rules, then the AI port when configured) and mails the author the
 * outcome. The decision commits with its marker (`updateOnce`: one statement), so a redelivered or
 * restarted job never decides twice; the mail then goes out once per event (stable Message-ID). If
 * an admin decided first, the admin's `review.moderated` event mails the author instead.
 *
 * Reads: the review with its author's contact in one query, and the decided row from the verdict's
 * `update … returning`. It reads the review again only when this run did not apply the verdict (a
 * redelivery, or an admin was faster), to mail from what is stored.
 */
export const reviewModerationProcessor: EventProcessor<'review.submitted'> = async (event, context) => {
  const { db, config, services } = context;
  const review = await reviewModeration.findReviewWithAuthor(db, event.payload.reviewId);
  if (!review) return;
  let decided: ReviewRow | undefined = review;
  if (review.status === 'pending') {
    const result = await reviewModeration.moderateReview(review, services.community.moderator);
    const verdict = await context.updateOnce<ReviewRow>(
      'review-moderation',
      reviewModeration.reviewVerdictUpdate(db, review.id, result),
    );
    if (verdict.applied) context.log.info({ reviewId: review.id, verdict: result.verdict }, 'review moderated');
    decided = verdict.rows[0] ?? (await reviewModeration.findReview(db, review.id));
  }
  if (!decided || decided.status === 'pending' || decided.moderated_by !== reviewModeration.AUTO_MODERATOR) return;
  if (!review.author_email) return;
  await context.sendMailOnce(
    'review-outcome-mail',
    reviewOutcomeMail(
      decided,
      decided.status,
      { email: review.author_email, firstName: review.author_first_name },
      brandOf(config),
    ),
  );
};
