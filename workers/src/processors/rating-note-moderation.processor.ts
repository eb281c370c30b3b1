import { moderateText, reviewModeration } from '../../../backend/src/modules/reviews';
import type { EventProcessor } from './types';

/**
 * Moderates a recipe-rating note with the same checks as reviews. A note changed since the event
 * was written is skipped (its own event moderates the new text). Notes send no mail.
 */
export const ratingNoteModerationProcessor: EventProcessor<'recipe_rating.noted'> = async (event, context) => {
  const note = await reviewModeration.findPendingNote(context.db, event.payload);
  if (note === undefined) return;
  const result = await moderateText(note, context.services.community.moderator);
  await context.handleOnce('rating-note-moderation', async (trx) => {
    await reviewModeration.applyNoteVerdict(trx, { ...event.payload, note }, result);
  });
};
