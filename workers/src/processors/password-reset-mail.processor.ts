import { mailText } from '../../../backend/src/adapters/mail';
import type { EventProcessor } from './types';

/** E-mails the one-time reset link. */
export const passwordResetMailProcessor: EventProcessor<'auth.password_reset_requested'> = async (event, context) => {
  const { email, firstName, resetUrl } = event.payload;
  const appName = context.config.APP_NAME;
  await context.sendMailOnce('password-reset-mail', {
    to: email,
    subject: `Reset your ${appName} password`,
    text: [
      `Hi ${mailText(firstName) || 'there'},`,
      '',
      `Someone (hopefully you) asked to reset the password of your ${appName} account.`,
      'Open this link within 1 hour to choose a new one. It works once:',
      '',
      resetUrl,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  });
};
