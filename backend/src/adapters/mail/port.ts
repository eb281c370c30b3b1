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

/** What every mail signs with: the app's name and the support address replies go to. */
export interface MailBrand {
  appName: string;
  contactEmail: string;
}
