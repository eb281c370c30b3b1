import { forgetEventFields } from '../../platform/events/outbox';
import { defineProcessor } from '../../platform/events/processor';
import { queueNames } from '../../platform/queue/queues';
import { accountMail } from './auth.mails';

/** Mails about the account itself: confirmation links and notices to the owner. */
export const accountMailRequestedProcessor = defineProcessor({
  events: ['auth.account_mail_requested'],
  queue: queueNames.events,
  async handle(event, { db, config, sendMailOnce }) {
    await sendMailOnce('account-mail', accountMail(event.payload, config.APP_NAME));
    await forgetEventFields(db, event.eventId, ['to', 'firstName', 'link', 'newEmail']);
  },
});
