import { accountMail, issuePasswordReset, passwordResetMail } from '../../../backend/src/modules/auth';
import { forgetEventFields } from '../../../backend/src/platform/events/outbox';
import type { EventProcessor } from './types';

/** Mails about the account itself: confirmation links and notices to the owner. */
export const accountMailProcessor: EventProcessor<'auth.account_mail_requested'> = async (event, context) => {
  await context.sendMailOnce('account-mail', accountMail(event.payload, context.config.APP_NAME));
  await forgetEventFields(context.db, event.eventId, ['to', 'firstName', 'link', 'newEmail']);
};

/**
 * Looks up the account for a reset request and mails it a one-time link; an address without an
 * account gets nothing (the request itself answered the same either way).
 */
export const passwordResetMailProcessor: EventProcessor<'auth.password_reset_requested'> = async (event, context) => {
  const reset = await issuePasswordReset(context.db, context.config, event.payload.email);
  if (reset)
    await context.sendMailOnce(
      'password-reset-mail',
      passwordResetMail(reset.to, reset.firstName, reset.resetUrl, context.config.APP_NAME),
    );
  await forgetEventFields(context.db, event.eventId, ['email']);
};
