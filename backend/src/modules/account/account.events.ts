/**
 * The events the account module writes, by type. Each is handled by the module that acts on it:
 * `account.closed` here, `account.subscription_cancel_requested` in the subscriptions module.
 */
export interface AccountEventPayloads {
  /** A cook closed their account (already deleted): mail the confirmation to the address it had. */
  'account.closed': { userId: string; email: string; firstName: string | null };
  /** A closed account had this subscription: the subscriptions module cancels it at the provider (retried until it holds). */
  'account.subscription_cancel_requested': { subscriptionId: string; provider: string };
}

declare module '../../platform/events/types' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges these events into the catalog
  interface EventPayloads extends AccountEventPayloads {}
}
