/** The provider's view of a subscription: the only source of truth for Premium. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: string;
  /** Epoch seconds. */
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  /** Epoch seconds. */
  created: number;
}

export interface ProviderEvent {
  id: string;
  type: string;
  subscriptionId: string | null;
  payload: unknown;
}

export class WebhookSignatureError extends Error {}

/** The payments port: Stripe in production, the sandbox in the embedded default. */
export interface PaymentsProvider {
  kind: 'stripe' | 'sandbox';
  publishableKey: string | null;
  createCustomer(user: { id: string; email: string; name: string }): Promise<string>;
  createPremiumSubscription(
    customerId: string,
    idempotencyKey: string,
  ): Promise<{ subscription: ProviderSubscription; clientSecret: string }>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean, idempotencyKey: string): Promise<ProviderSubscription>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** Checks the signature over the raw body; throws WebhookSignatureError when it does not verify. */
  verifyWebhook(rawBody: string, signature: string): ProviderEvent;
}
