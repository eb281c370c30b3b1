import { answerMail, expertQuestions } from '../../../backend/src/modules/expert';
import { brandOf } from './community-mail';
import type { EventProcessor } from './types';

/** The expert answered: the cook gets the answer by e-mail, once. */
export const expertAnswerMailProcessor: EventProcessor<'expert_question.answered'> = async (event, context) => {
  const question = await expertQuestions.findQuestion(context.db, event.payload.questionId);
  if (!question?.answer) return;
  const asker = await expertQuestions.findUserContact(context.db, question.user_id);
  if (!asker) return;
  await context.sendMailOnce('expert-answer-mail', answerMail(question, asker.email, brandOf(context.config)));
};
