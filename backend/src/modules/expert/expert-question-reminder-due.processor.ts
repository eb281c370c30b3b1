import { perRecipient } from '../../platform/events/once-effects';
import { defineProcessor } from '../../platform/events/processor';
import { queueNames } from '../../platform/queue/queues';
import { answerLinkFor } from './answer-link';
import { expertQuestionMail, expertRecipients } from './expert.mail';
import * as repo from './expert.repository';

/** 20 hours without an answer: remind every expert once, with the same answer link. */
export const expertQuestionReminderDueProcessor = defineProcessor({
  events: ['expert_question.reminder_due'],
  queue: queueNames.events,
  async handle(event, { db, config, brand, sendMailOnce }) {
    const question = await repo.findQuestion(db, event.payload.questionId);
    if (!question || question.status !== 'asked') return;
    const link = answerLinkFor(config, question);
    for (const expert of expertRecipients(config)) {
      await sendMailOnce(
        perRecipient('expert-reminder', expert),
        expertQuestionMail(question, link, expert, brand, 'reminder'),
      );
    }
  },
});
