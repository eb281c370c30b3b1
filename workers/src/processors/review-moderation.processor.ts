import { reviewModeration, reviewOutcomeMail } from '../../../backend/src/modules/reviews';
import { brandOf } from './community-mail';
import type { EventProcessor } from './types';

/** The once-markers this processor writes: the decision's, and the outcome mail's. */
export const reviewModerationHandlers = { decision: 'review-moderation', mail: 'review-outcome-mail' } as const;

/**
 * Moderates a submitted review (rules, then the AI port when configured) and mails the author the
 * outcome. The decision commits with its once-marker, so a redelivered or restarted job never
 * decides twice; the mail then goes out once per event (stable Message-ID). If an admin decided
 * first, the admin's `review.moderated` event mails the author instead.
 *
 * Every review comes through here, so its statements are batched across the jobs in flight
 * (services.reviews): one read of the review, its author and the mail marker; one decision.
 */
export const reviewModerationProcessor: EventProcessor<'review.submitted'> = async (event, context) => {
  const { config, services } = context;
  const read = () => services.reviews.read({ reviewId: event.payload.reviewId, eventId: event.eventId });
  const review = await read();
  if (!review) return;
  let decided = review;
  if (review.status === 'pending') {
    const result = await reviewModeration.moderateReview(review, services.community.moderator);
    const applied = await services.reviews.decide(event.eventId, review.id, result);
    if (applied) {
      context.log.info({ reviewId: review.id, verdict: result.verdict }, 'review moderated');
      decided = { ...review, ...applied };
    } else {
      // An admin decided in between, or an earlier run of this event did: see what stands now.
      const current = await read();
      if (!current) return;
      decided = current;
    }
  }
  if (decided.mailed || decided.status === 'pending' || decided.moderated_by !== reviewModeration.AUTO_MODERATOR)
    return;
  if (!decided.author_email) return;
  await context.sendMailOnce(
    reviewModerationHandlers.mail,
    reviewOutcomeMail(
      decided,
      decided.status,
      { email: decided.author_email, firstName: decided.author_first_name },
      brandOf(config),
    ),
    { markerChecked: true },
  );
};
