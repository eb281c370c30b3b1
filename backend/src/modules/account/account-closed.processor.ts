import { forgetEventFields } from '../../platform/events/outbox';
import { defineProcessor } from '../../platform/events/processor';
import { queueNames } from '../../platform/queue/queues';
import { accountClosedMail } from './account.mail';

/**
 * Confirms a closed account to the address it had (carried in the event: the account row is gone),
 * then drops the address from the stored event. A redelivery after that finds the mail sent.
 */
export const accountClosedProcessor = defineProcessor({
  events: ['account.closed'],
  queue: queueNames.events,
  async handle(event, { db, brand, sendMailOnce }) {
    const { email, firstName } = event.payload;
    await sendMailOnce('account-closed-mail', accountClosedMail({ email, firstName }, brand));
    await forgetEventFields(db, event.eventId, ['email', 'firstName']);
  },
});
