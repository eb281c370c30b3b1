import { defineProcessor } from '../../platform/events/processor';
import { queueNames } from '../../platform/queue/queues';
import { createSubscriptionsService } from './subscriptions.service';

/**
 * Cancels a closed account's subscription at the provider. A failed call throws, and the job is
 * retried with backoff (then a dead letter ops can retry); the service reads the provider's state
 * first, so a repeat is a no-op.
 */
export const accountSubscriptionCancelRequestedProcessor = defineProcessor({
  events: ['account.subscription_cancel_requested'],
  queue: queueNames.events,
  prepare: ({ db, relay, payments, config }) => ({
    subscriptions: createSubscriptionsService({ db, relay, payments, appName: config.APP_NAME }),
  }),
  async handle(event, { subscriptions, log }) {
    const { subscriptionId, provider } = event.payload;
    const outcome = await subscriptions.cancelForClosedAccount(subscriptionId, provider);
    log.info({ subscriptionId, provider, outcome }, 'closed account: subscription cancellation');
  },
});
