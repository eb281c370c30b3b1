import { contactMessages, contactSupportMail } from '../../../backend/src/modules/contact';
import type { EventProcessor } from './types';

/** Mails a contact-form message to support (Reply-To: the sender), then marks it e-mailed. */
export const contactMessageProcessor: EventProcessor<'contact_message.sent'> = async (event, context) => {
  const message = await contactMessages.findMessage(context.db, event.payload.contactMessageId);
  if (!message) return;
  await context.sendMailOnce(
    'contact-support-mail',
    contactSupportMail(message, context.config.CONTACT_EMAIL, context.config.APP_NAME),
  );
  await context.handleOnce('contact-emailed', (trx) => contactMessages.markEmailed(trx, message.id));
};
