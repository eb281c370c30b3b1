import nodemailer from 'nodemailer';
import type { Mailer } from './port';

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, { from });
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
