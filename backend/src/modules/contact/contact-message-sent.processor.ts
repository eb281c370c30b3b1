import { defineProcessor } from '../../platform/events/processor';
import { queueNames } from '../../platform/queue/queues';
import { contactSupportMail } from './contact.mail';
import * as repo from './contact.repository';

/** Mails a contact-form message to support (Reply-To: the sender), then marks it e-mailed. */
export const contactMessageSentProcessor = defineProcessor({
  events: ['contact_message.sent'],
  queue: queueNames.events,
  async handle(event, { db, config, sendMailOnce, handleOnce }) {
    const message = await repo.findMessage(db, event.payload.contactMessageId);
    if (!message) return;
    await sendMailOnce('contact-support-mail', contactSupportMail(message, config.CONTACT_EMAIL, config.APP_NAME));
    await handleOnce('contact-emailed', (trx) => repo.markEmailed(trx, message.id));
  },
});
