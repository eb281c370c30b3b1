import type { Config } from '../../platform/config';
import { createFileMailer } from './outbox-files';
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
  return config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : createFileMailer(`${config.DATA_DIR}/mail`, config.MAIL_FROM);
}

export { listStoredMail, readStoredMail, type StoredMailSummary } from './outbox-files';
