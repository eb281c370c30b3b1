import type { EventProcessor } from './types';

/**
 * Cancels a closed account's subscription at the provider. A failed call throws, and the job is
 * retried with backoff (then a dead letter ops can retry); the service reads the provider's state
 * first, so a repeat is a no-op.
 */
export const closedAccountSubscriptionProcessor: EventProcessor<'account.subscription_cancel_requested'> = async (
  event,
  context,
) => {
  const { subscriptionId, provider } = event.payload;
  const outcome = await context.services.subscriptions.cancelForClosedAccount(subscriptionId, provider);
  context.log.info({ subscriptionId, provider, outcome }, 'closed account: subscription cancellation');
};
