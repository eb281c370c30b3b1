import { defineProcessor } from '../../platform/events/processor';
import { queueNames } from '../../platform/queue/queues';
import { formatReasons, moderateText, statusForVerdict } from './moderation';
import { moderatorFromAi } from './moderation-ai';
import * as ratingsRepo from './ratings.repository';
import { noteHash } from './reviews.service';

/**
 * Moderates a recipe-rating note with the same checks as reviews. A note changed since the event
 * was written, or already decided, is skipped (its own event moderates the new text). Notes send no mail.
 */
export const recipeRatingNotedProcessor = defineProcessor({
  events: ['recipe_rating.noted'],
  queue: queueNames.events,
  prepare: ({ ai }) => ({ moderator: moderatorFromAi(ai) }),
  async handle(event, { db, moderator, handleOnce }) {
    const { userId, recipeId } = event.payload;
    const rating = await ratingsRepo.findRating(db, userId, recipeId);
    const note = rating?.note;
    if (!note || rating.note_status !== 'pending' || noteHash(note) !== event.payload.noteHash) return;
    const result = await moderateText(note, moderator);
    await handleOnce('rating-note-moderation', async (trx) => {
      await ratingsRepo.applyNoteDecision(
        trx,
        { userId, recipeId, note },
        statusForVerdict[result.verdict],
        formatReasons(result),
      );
    });
  },
});
