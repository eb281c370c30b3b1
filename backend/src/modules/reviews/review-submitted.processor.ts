import { createBatcher } from '../../platform/batcher';
import type { Executor } from '../../platform/db';
import { defineProcessor } from '../../platform/events/processor';
import { queueNames } from '../../platform/queue/queues';
import { formatReasons, moderateText, statusForVerdict, type ModerationResult } from './moderation';
import { moderatorFromAi } from './moderation-ai';
import { reviewOutcomeMail } from './reviews.mail';
import * as repo from './reviews.repository';

/** The once-markers this processor writes: the decision's, and the outcome mail's. */
const handlers = { decision: 'review-moderation', mail: 'review-outcome-mail' } as const;

/**
 * The processor's two statements, batched across the jobs in flight (a review is the busiest
 * event): `read` a review with its author and whether the event's mail went out, and `decide` —
 * apply the verdict with the event's marker unless an admin decided first or the event was handled,
 * answering the decided review when it applied.
 */
function moderationStatements(db: Executor) {
  const read = createBatcher((keys: Array<{ reviewId: string; eventId: string }>) =>
    repo.readForModeration(db, keys, handlers.mail),
  );
  const decide = createBatcher((decisions: repo.AutoDecision[]) =>
    repo.applyAutoDecisions(db, decisions, handlers.decision),
  );
  return {
    read,
    decide: (eventId: string, reviewId: string, result: ModerationResult) =>
      decide({ eventId, reviewId, status: statusForVerdict[result.verdict], reason: formatReasons(result) }),
  };
}

/**
 * Moderates a submitted review (rules, then the AI port when configured) and mails the author the
 * outcome. The decision commits with its once-marker, so a redelivered or restarted job never
 * decides twice; the mail then goes out once per event (stable Message-ID). If an admin decided
 * first, the admin's `review.moderated` event mails the author instead.
 */
export const reviewSubmittedProcessor = defineProcessor({
  events: ['review.submitted'],
  queue: queueNames.events,
  prepare: ({ db, ai }) => ({ statements: moderationStatements(db), moderator: moderatorFromAi(ai) }),
  async handle(event, { statements, moderator, brand, log, sendMailOnce }) {
    const read = () => statements.read({ reviewId: event.payload.reviewId, eventId: event.eventId });
    const review = await read();
    if (!review) return;
    let decided = review;
    if (review.status === 'pending') {
      // The name and the text are checked together.
      const result = await moderateText(`${review.customer_name}\n${review.review_content}`, moderator);
      const applied = await statements.decide(event.eventId, review.id, result);
      if (applied) {
        log.info({ reviewId: review.id, verdict: result.verdict }, 'review moderated');
        decided = { ...review, ...applied };
      } else {
        // An admin decided in between, or an earlier run of this event did: see what stands now.
        const current = await read();
        if (!current) return;
        decided = current;
      }
    }
    if (decided.mailed || decided.status === 'pending' || decided.moderated_by !== repo.AUTO_MODERATOR) return;
    if (!decided.author_email) return;
    await sendMailOnce(
      handlers.mail,
      reviewOutcomeMail(
        decided,
        decided.status,
        { email: decided.author_email, firstName: decided.author_first_name },
        brand,
      ),
      { markerChecked: true },
    );
  },
});
