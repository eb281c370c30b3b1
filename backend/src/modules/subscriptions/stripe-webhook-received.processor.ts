import { defineProcessor } from '../../platform/events/processor';
import { queueNames } from '../../platform/queue/queues';
import { createSubscriptionsService } from './subscriptions.service';

/** Applies a stored provider event (Stripe webhook or sandbox payment) to the subscription state. */
export const stripeWebhookReceivedProcessor = defineProcessor({
  events: ['stripe_webhook.received'],
  queue: queueNames.events,
  prepare: ({ db, relay, payments, config }) => ({
    subscriptions: createSubscriptionsService({ db, relay, payments, appName: config.APP_NAME }),
  }),
  async handle(event, { subscriptions }) {
    await subscriptions.applyProviderEvent(event.payload.eventId);
  },
});
