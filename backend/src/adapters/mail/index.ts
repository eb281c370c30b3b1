import type { Config } from '../../platform/config';
import { createFileMailer } from './file-mailer';
import { mailText } from './plain-text';
import type { Mailer } from './port';
import { createSmtpMailer } from './smtp';

export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>): Mailer {
  const mailer = config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : createFileMailer(`${config.DATA_DIR}/mail`, config.MAIL_FROM);
  return {
    kind: mailer.kind,
    // The templates sanitise what users typed (mailText); a subject is one header line whatever a
    // template forgets.
    send: (message) => mailer.send({ ...message, subject: mailText(message.subject) }),
    close: () => mailer.close(),
  };
}

export { listStoredMail, readStoredMail, type StoredMailSummary } from './file-mailer';
export type { MailBrand, MailMessage, Mailer, SentMail } from './port';
export { mailText, quoteMailText } from './plain-text';
