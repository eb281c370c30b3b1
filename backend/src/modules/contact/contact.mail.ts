import type { MailMessage } from '../../adapters/mail';
import type { ContactMessageRow } from './contact.repository';

/** To support: the message, with Reply-To set to the sender so "Reply" answers them. */
export function contactSupportMail(row: ContactMessageRow, supportEmail: string, appName: string): MailMessage {
  const sender = [row.first_name, row.last_name].filter(Boolean).join(' ');
  return {
    to: supportEmail,
    replyTo: `"${sender.replace(/["\\]/g, '')}" <${row.email}>`,
    subject: `[${appName} contact] ${row.subject}`,
    text: [
      `From: ${sender} <${row.email}>`,
      `Sent: ${row.created_at.toISOString()}`,
      `Subject: ${row.subject}`,
      '',
      row.message,
      '',
      '—',
      `Reply to this e-mail to answer ${row.first_name}. We promise a reply within 24 hours.`,
    ].join('\n'),
  };
}
