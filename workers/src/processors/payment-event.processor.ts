import type { EventProcessor } from './types';

/** Applies a stored provider event (Stripe webhook or sandbox payment) to the subscription state. */
export const paymentEventProcessor: EventProcessor<'stripe_webhook.received'> = async (event, context) => {
  await context.services.subscriptions.applyProviderEvent(event.payload.eventId);
};
