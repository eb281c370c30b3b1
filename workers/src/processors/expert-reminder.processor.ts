import { expertQuestionMail, expertQuestions } from '../../../backend/src/modules/expert';
import { brandOf, perRecipient } from './community-mail';
import type { EventProcessor } from './types';

/** 20 hours without an answer: remind every expert once, with the same answer link. */
export const expertReminderProcessor: EventProcessor<'expert_question.reminder_due'> = async (event, context) => {
  const { db, config } = context;
  const question = await expertQuestions.findQuestion(db, event.payload.questionId);
  if (!question || question.status !== 'asked') return;
  const link = expertQuestions.answerLinkFor(config, question);
  for (const expert of expertQuestions.expertRecipients(config)) {
    await context.sendMailOnce(
      perRecipient('expert-reminder', expert),
      expertQuestionMail(question, link, expert, brandOf(config), 'reminder'),
    );
  }
};
