import { mailText, quoteMailText, type MailMessage } from '../../adapters/mail';
import type { ContactMessageRow } from './contact.repository';

/** To support: the message, with Reply-To set to the sender so "Reply" answers them. */
export function contactSupportMail(row: ContactMessageRow, supportEmail: string, appName: string): MailMessage {
  // Everything the visitor typed passes through mailText: a name or subject cannot add lines.
  const firstName = mailText(row.first_name);
  const sender = mailText([row.first_name, row.last_name].filter(Boolean).join(' '));
  const subject = mailText(row.subject);
  return {
    to: supportEmail,
    replyTo: `"${sender.replace(/["\\]/g, '')}" <${row.email}>`,
    subject: `[${appName} contact] ${subject}`,
    text: [
      `From: ${sender} <${row.email}>`,
      `Sent: ${row.created_at.toISOString()}`,
      `Subject: ${subject}`,
      '',
      quoteMailText(row.message),
      '',
      '—',
      `Reply to this e-mail to answer ${firstName}. We promise a reply within 24 hours.`,
    ].join('\n'),
  };
}
