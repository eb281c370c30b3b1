import { mailText, type MailMessage } from '../../adapters/mail';
import type { AccountMail } from './auth.events';

/** The greeting's name: one line whatever was typed (the one sanitiser every template uses). */
const oneLine = (value: string | null) => mailText(value).slice(0, 80) || 'there';

/** The mails about the account itself, as the worker sends them. */
export function accountMail(mail: AccountMail, appName: string): MailMessage {
  const greeting = `Hi ${oneLine(mail.firstName)},`;
  switch (mail.kind) {
    case 'verify':
      return {
        to: mail.to,
        subject: `Confirm your e-mail address for ${appName}`,
        text: [
          greeting,
          '',
          `Welcome to ${appName}. Open this link within 24 hours to confirm your e-mail address and sign in. It works once:`,
          '',
          mail.link,
          '',
          'If you did not create an account, ignore this e-mail: nothing happens without the link.',
        ].join('\n'),
      };
    case 'already_registered':
      return {
        to: mail.to,
        subject: `You already have a ${appName} account`,
        text: [
          greeting,
          '',
          `Someone (hopefully you) tried to create a ${appName} account with this e-mail address, which already has one.`,
          'Sign in with your password, or reset it from the sign-in page if you have forgotten it.',
          '',
          'If it was not you, you can ignore this e-mail: your account is unchanged.',
        ].join('\n'),
      };
    case 'change_confirm':
      return {
        to: mail.to,
        subject: `Confirm your new e-mail address for ${appName}`,
        text: [
          greeting,
          '',
          `Open this link within 24 hours to make this the e-mail address of your ${appName} account. It works once:`,
          '',
          mail.link,
          '',
          'If you did not ask for this, ignore this e-mail: nothing changes without the link.',
        ].join('\n'),
      };
    case 'change_notice':
      return {
        to: mail.to,
        subject: `Your ${appName} e-mail address is being changed`,
        text: [
          greeting,
          '',
          `Someone signed in to your ${appName} account asked to move it to ${mail.newEmail}.`,
          'The change happens only when the link sent to that address is opened.',
          '',
          'If this was not you, change your password now and sign out of every device from your account settings.',
        ].join('\n'),
      };
    case 'password_changed':
      return {
        to: mail.to,
        subject: `Your ${appName} password was changed`,
        text: [
          greeting,
          '',
          `The password of your ${appName} account was just changed, and every other device was signed out.`,
          '',
          'If this was not you, reset your password from the sign-in page at once and write to us.',
        ].join('\n'),
      };
  }
}

/** The reset link mail. */
export function passwordResetMail(to: string, firstName: string | null, resetUrl: string, appName: string) {
  return {
    to,
    subject: `Reset your ${appName} password`,
    text: [
      `Hi ${oneLine(firstName)},`,
      '',
      `Someone (hopefully you) asked to reset the password of your ${appName} account.`,
      'Open this link within 1 hour to choose a new one. It works once:',
      '',
      resetUrl,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  } satisfies MailMessage;
}
