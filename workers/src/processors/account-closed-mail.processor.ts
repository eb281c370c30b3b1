import { accountClosedMail } from '../../../backend/src/modules/account';
import { brandOf } from './community-mail';
import type { EventProcessor } from './types';

/** Confirms a closed account to the address it had (carried in the event: the account row is gone). */
export const accountClosedMailProcessor: EventProcessor<'account.closed'> = async (event, context) => {
  const { email, firstName } = event.payload;
  await context.sendMailOnce('account-closed-mail', accountClosedMail({ email, firstName }, brandOf(context.config)));
};
