import { accountClosedMail } from '../../../backend/src/modules/account';
import { forgetEventFields } from '../../../backend/src/platform/events/outbox';
import { brandOf } from './community-mail';
import type { EventProcessor } from './types';

/**
 * Confirms a closed account to the address it had (carried in the event: the account row is gone),
 * then drops the address from the stored event. A redelivery after that finds the mail sent.
 */
export const accountClosedMailProcessor: EventProcessor<'account.closed'> = async (event, context) => {
  const { email, firstName } = event.payload;
  await context.sendMailOnce('account-closed-mail', accountClosedMail({ email, firstName }, brandOf(context.config)));
  await forgetEventFields(context.db, event.eventId, ['email', 'firstName']);
};
