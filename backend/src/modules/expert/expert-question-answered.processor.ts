import { defineProcessor } from '../../platform/events/processor';
import { queueNames } from '../../platform/queue/queues';
import { answerMail } from './expert.mail';
import * as repo from './expert.repository';

/** The expert answered: the cook gets the answer by e-mail, once. */
export const expertQuestionAnsweredProcessor = defineProcessor({
  events: ['expert_question.answered'],
  queue: queueNames.events,
  async handle(event, { db, brand, sendMailOnce }) {
    const question = await repo.findQuestion(db, event.payload.questionId);
    if (!question?.answer) return;
    const asker = await repo.findUserContact(db, question.user_id);
    if (!asker) return;
    await sendMailOnce('expert-answer-mail', answerMail(question, asker.email, brand));
  },
});
