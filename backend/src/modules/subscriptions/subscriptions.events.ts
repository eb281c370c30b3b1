/** The events the subscriptions module writes, by type. Its processors are beside it (`<event>.processor.ts`). */
export interface SubscriptionEventPayloads {
  /** A provider (Stripe webhook or sandbox) event was stored: apply it to the subscription state. */
  'stripe_webhook.received': { eventId: string; type: string };
}

declare module '../../platform/events/types' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges these events into the catalog
  interface EventPayloads extends SubscriptionEventPayloads {}
}
