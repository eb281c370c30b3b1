import type { Executor } from '../../platform/db';
import { perRecipient } from '../../platform/events/once-effects';
import { defineProcessor } from '../../platform/events/processor';
import { queueNames } from '../../platform/queue/queues';
import { answerLinkFor } from './answer-link';
import type { AnswerDrafter } from './drafts';
import { drafterFromAi } from './drafts-ai';
import { expertQuestionMail, expertRecipients, questionReceivedMail } from './expert.mail';
import * as repo from './expert.repository';

/** Stores an AI draft for the expert's page; a failing AI just leaves the template. */
async function draftAnswer(db: Executor, question: repo.ExpertQuestionRow, ai: AnswerDrafter): Promise<boolean> {
  if (question.ai_draft || !ai.draftAnswer) return false;
  try {
    const draft = (await ai.draftAnswer(question.question, question.category)).trim();
    if (!draft) return false;
    await repo.saveDraft(db, question.id, draft);
    return true;
  } catch {
    return false;
  }
}

/**
 * A Premium user asked the cooking expert: acknowledge (answer within 24 hours), prepare a draft,
 * and send every expert the question with the one-time answer link. Each mail goes out once per
 * event; a retry after a crash re-derives the same link, so any copy the expert opens works.
 */
export const expertQuestionAskedProcessor = defineProcessor({
  events: ['expert_question.asked'],
  queue: queueNames.events,
  prepare: ({ ai }) => ({ drafter: drafterFromAi(ai) }),
  async handle(event, { db, config, brand, drafter, sendMailOnce }) {
    const question = await repo.findQuestion(db, event.payload.questionId);
    if (!question) return;
    const asker = await repo.findUserContact(db, question.user_id);
    if (asker) await sendMailOnce('expert-ack-mail', questionReceivedMail(question, asker.email, brand));
    if (question.status !== 'asked') return;
    await draftAnswer(db, question, drafter);
    const link = answerLinkFor(config, question);
    for (const expert of expertRecipients(config)) {
      await sendMailOnce(
        perRecipient('expert-notify', expert),
        expertQuestionMail(question, link, expert, brand, 'new'),
      );
    }
  },
});
