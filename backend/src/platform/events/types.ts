/** The catalog of domain events that travel outbox → relay → BullMQ → workers. */
export interface EventPayloads {
  'system.started': { hostname: string; pid: number; startedAt: string };
  /**
   * Someone asked for a reset link for this address. Whether an account holds it is looked up by the
   * worker, so the request costs the same either way (no timing tells which addresses have accounts).
   */
  'auth.password_reset_requested': { email: string };
  /** A mail about the account itself: a link to confirm an address, or a notice to its owner. */
  'auth.account_mail_requested': AccountMail;
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

export type AccountMail =
  /** Confirm the address of a new account (`link` signs in and verifies). */
  | { kind: 'verify'; to: string; firstName: string | null; link: string }
  /** Someone tried to register an address that already has an account: tell its owner, send no link. */
  | { kind: 'already_registered'; to: string; firstName: string | null }
  /** Confirm a new address for an existing account (sent to the new address). */
  | { kind: 'change_confirm'; to: string; firstName: string | null; link: string }
  /** The account is moving to another address (sent to the old one). */
  | { kind: 'change_notice'; to: string; firstName: string | null; newEmail: string }
  | { kind: 'password_changed'; to: string; firstName: string | null };

export type EventType = keyof EventPayloads;

/** What a job on the events queue carries: the outbox row, whole. */
export interface EventJob<T extends EventType = EventType> {
  eventId: string;
  type: T;
  payload: EventPayloads[T];
  createdAt: string;
}
