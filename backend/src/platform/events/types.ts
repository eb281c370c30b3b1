/** The catalog of domain events that travel outbox → relay → BullMQ → workers. */
export interface EventPayloads {
  'system.started': { hostname: string; pid: number; startedAt: string };
  'auth.password_reset_requested': {
    userId: string;
    email: string;
    firstName: string | null;
    resetUrl: string;
    expiresAt: string;
  };
  /** A provider (Stripe webhook or sandbox) event was stored; the worker applies it. */
  'stripe_webhook.received': { eventId: string; type: string };
}

export type EventType = keyof EventPayloads;

/** What a job on the events queue carries: the outbox row, whole. */
export interface EventJob<T extends EventType = EventType> {
  eventId: string;
  type: T;
  payload: EventPayloads[T];
  createdAt: string;
}
