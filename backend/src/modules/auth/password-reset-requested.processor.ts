import { forgetEventFields } from '../../platform/events/outbox';
import { defineProcessor } from '../../platform/events/processor';
import { queueNames } from '../../platform/queue/queues';
import { passwordResetMail } from './auth.mails';
import { issuePasswordReset } from './auth.service';

/**
 * Looks up the account for a reset request and mails it a one-time link; an address without an
 * account gets nothing (the request itself answered the same either way).
 */
export const passwordResetRequestedProcessor = defineProcessor({
  events: ['auth.password_reset_requested'],
  queue: queueNames.events,
  async handle(event, { db, config, sendMailOnce }) {
    const reset = await issuePasswordReset(db, config, event.payload.email);
    if (reset)
      await sendMailOnce(
        'password-reset-mail',
        passwordResetMail(reset.to, reset.firstName, reset.resetUrl, config.APP_NAME),
      );
    await forgetEventFields(db, event.eventId, ['email']);
  },
});
