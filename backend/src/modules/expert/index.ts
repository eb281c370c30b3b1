import { expertQuestionAnsweredProcessor } from './expert-question-answered.processor';
import { expertQuestionAskedProcessor } from './expert-question-asked.processor';
import { expertQuestionReminderDueProcessor } from './expert-question-reminder-due.processor';

export { expertRoutes } from './expert.routes';
export { createExpertService, type ExpertService } from './expert.service';
export { linkSecret } from './answer-link';
export { templateDraft, type AnswerDrafter } from './drafts';
export { queueDueReminders } from './sla-reminders';
export type { ExpertEventPayloads } from './expert.events';

/** What the module does when its events arrive; the worker runner discovers them here. */
export const processors = [
  expertQuestionAskedProcessor,
  expertQuestionReminderDueProcessor,
  expertQuestionAnsweredProcessor,
];
