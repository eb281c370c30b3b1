import { expertQuestionMail, expertQuestions, questionReceivedMail } from '../../../backend/src/modules/expert';
import { brandOf, perRecipient } from './community-mail';
import type { EventProcessor } from './types';

/**
 * A Premium user asked the cooking expert: acknowledge (answer within 24 hours), prepare a draft,
 * and send every expert the question with the one-time answer link. Each mail goes out once per
 * event; a retry after a crash re-derives the same link, so any copy the expert opens works.
 */
export const expertQuestionAskedProcessor: EventProcessor<'expert_question.asked'> = async (event, context) => {
  const { db, config } = context;
  const question = await expertQuestions.findQuestion(db, event.payload.questionId);
  if (!question) return;
  const brand = brandOf(config);
  const asker = await expertQuestions.findUserContact(db, question.user_id);
  if (asker) await context.sendMailOnce('expert-ack-mail', questionReceivedMail(question, asker.email, brand));
  if (question.status !== 'asked') return;
  await expertQuestions.draftAnswer(db, question, context.services.community.drafter);
  const link = expertQuestions.answerLinkFor(config, question);
  for (const expert of expertQuestions.expertRecipients(config)) {
    await context.sendMailOnce(
      perRecipient('expert-notify', expert),
      expertQuestionMail(question, link, expert, brand, 'new'),
    );
  }
};
