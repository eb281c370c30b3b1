import { defineProcessor } from '../../platform/events/processor';
import { queueNames } from '../../platform/queue/queues';
import { reviewOutcomeMail } from './reviews.mail';
import * as repo from './reviews.repository';

/** An admin approved or rejected a review: the author hears about it once. */
export const reviewModeratedProcessor = defineProcessor({
  events: ['review.moderated'],
  queue: queueNames.events,
  async handle(event, { db, brand, sendMailOnce }) {
    const review = await repo.findReview(db, event.payload.reviewId);
    if (!review) return;
    const author = await repo.findUserContact(db, review.user_id);
    if (!author) return;
    await sendMailOnce(
      'review-outcome-mail',
      reviewOutcomeMail(review, event.payload.status, { email: author.email, firstName: author.first_name }, brand),
    );
  },
});
