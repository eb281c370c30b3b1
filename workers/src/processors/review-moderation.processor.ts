import { reviewModeration, reviewOutcomeMail } from '../../../backend/src/modules/reviews';
import { brandOf } from './community-mail';
import type { EventProcessor } from './types';

const MAIL_HANDLER = 'review-outcome-mail';

/**
 * Moderates a submitted review (rules, then the AI port when configured) and mails the author the
 * outcome. The decision commits with its once-marker, so a redelivered or restarted job never
 * decides twice; the mail then goes out once per event (stable Message-ID). If an admin decided
 * first, the admin's `review.moderated` event mails the author instead.
 *
 * This is the busiest processor (every review), so it reads the review, its author and the mail
 * marker in one query, and decides in one statement: four round trips per review with the outbox's.
 */
export const reviewModerationProcessor: EventProcessor<'review.submitted'> = async (event, context) => {
  const { db, config, services } = context;
  const read = () =>
    reviewModeration.findReviewWithAuthor<{ mailed: boolean }>(db, event.payload.reviewId, [
      context.markerExists(MAIL_HANDLER, 'mailed'),
    ]);
  const review = await read();
  if (!review) return;
  let decided = review;
  if (review.status === 'pending') {
    const result = await reviewModeration.moderateReview(review, services.community.moderator);
    const applied = await reviewModeration.applyReviewVerdictOnce(
      db,
      context.onceMarker('review-moderation'),
      review.id,
      result,
    );
    if (applied) {
      context.log.info({ reviewId: review.id, verdict: result.verdict }, 'review moderated');
      decided = { ...review, ...applied };
    } else {
      // An admin decided in between, or a run before this one did: see what stands now.
      const current = await read();
      if (!current) return;
      decided = current;
    }
  }
  if (decided.mailed || decided.status === 'pending' || decided.moderated_by !== reviewModeration.AUTO_MODERATOR) return;
  if (!decided.author_email) return;
  await context.sendMailOnce(
    MAIL_HANDLER,
    reviewOutcomeMail(decided, decided.status, { email: decided.author_email, firstName: decided.author_first_name }, brandOf(config)),
    { markerChecked: true },
  );
};
