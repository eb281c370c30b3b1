import type { Config } from '../../platform/config';
import { createFileMailer } from './outbox-files';
import { mailText } from './plain-text';
import { createSmtpMailer } from './smtp';

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Stable id (e.g. derived from the event) so a resend after a crash is recognisable downstream. */
  messageId?: string;
}

export interface SentMail {
  messageId: string;
}

/** The mail port: SMTP in production, messages stored under DATA_DIR/mail in the embedded default. */
export interface Mailer {
  kind: 'smtp' | 'files';
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

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

export { listStoredMail, readStoredMail, type StoredMailSummary } from './outbox-files';
export { mailText, quoteMailText } from './plain-text';
