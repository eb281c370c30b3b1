import type { EventType } from '../../../backend/src/platform/events/types';
import { accountMailProcessor, passwordResetMailProcessor } from './account-mail.processor';
import { paymentEventProcessor } from './payment-event.processor';
import { systemStartedProcessor } from './system-started.processor';
import type { EventProcessor } from './types';
import { reviewModerationProcessor } from './review-moderation.processor';
import { reviewDecisionMailProcessor } from './review-decision-mail.processor';
import { ratingNoteModerationProcessor } from './rating-note-moderation.processor';
import { expertQuestionAskedProcessor } from './expert-question-asked.processor';
import { expertReminderProcessor } from './expert-reminder.processor';
import { expertAnswerMailProcessor } from './expert-answer-mail.processor';
import { contactMessageProcessor } from './contact-message.processor';
import { accountClosedMailProcessor } from './account-closed-mail.processor';
import { closedAccountSubscriptionProcessor } from './closed-account-subscription.processor';

/** Which processor handles each event type. An event type without one is a bug the test suite catches. */
export const eventProcessors: { [T in EventType]: EventProcessor<T> } = {
  'system.started': systemStartedProcessor,
  'auth.password_reset_requested': passwordResetMailProcessor,
  'auth.account_mail_requested': accountMailProcessor,
  'stripe_webhook.received': paymentEventProcessor,
  'review.submitted': reviewModerationProcessor,
  'review.moderated': reviewDecisionMailProcessor,
  'recipe_rating.noted': ratingNoteModerationProcessor,
  'expert_question.asked': expertQuestionAskedProcessor,
  'expert_question.reminder_due': expertReminderProcessor,
  'expert_question.answered': expertAnswerMailProcessor,
  'contact_message.sent': contactMessageProcessor,
  'account.closed': accountClosedMailProcessor,
  'account.subscription_cancel_requested': closedAccountSubscriptionProcessor,
};
