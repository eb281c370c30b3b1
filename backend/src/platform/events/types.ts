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
  /** A signed-in user submitted a site review (stored pending); the worker moderates it and mails the outcome. */
  'review.submitted': { reviewId: string };
  /** An admin approved or rejected a review; the worker mails the author. */
  'review.moderated': { reviewId: string; status: 'approved' | 'rejected'; moderatedBy: string };
  /** A recipe rating got a new note; the worker moderates the note (`noteHash` = sha256 of the note moderated). */
  'recipe_rating.noted': { userId: string; recipeId: number; noteHash: string };
  /** A Premium user asked the cooking expert; the worker acknowledges and notifies the experts. */
  'expert_question.asked': { questionId: string };
  /** The SLA schedule found the question unanswered after 20 hours; the worker reminds the experts (once). */
  'expert_question.reminder_due': { questionId: string };
  /** An expert answered through the one-time link; the worker mails the answer to the user. */
  'expert_question.answered': { questionId: string };
  /** The contact form was sent (stored); the worker mails support with reply-to the sender. */
  'contact_message.sent': { contactMessageId: string };
  /** A cook closed their account (already deleted); the worker mails the confirmation to the address it had. */
  'account.closed': { userId: string; email: string; firstName: string | null };
  /** A closed account had this subscription; the worker cancels it at the provider (retried until it holds). */
  'account.subscription_cancel_requested': { subscriptionId: string; provider: string };
}

export type EventType = keyof EventPayloads;

/** What a job on the events queue carries: the outbox row, whole. */
export interface EventJob<T extends EventType = EventType> {
  eventId: string;
  type: T;
  payload: EventPayloads[T];
  createdAt: string;
}
