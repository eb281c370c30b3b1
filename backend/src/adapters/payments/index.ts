import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { createSandboxPayments } from './sandbox';
import { createStripePayments } from './stripe';

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

export function createPayments(config: Config, db: Db): PaymentsProvider {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET && config.STRIPE_PRICE_ID) {
    return createStripePayments({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      priceId: config.STRIPE_PRICE_ID,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
      apiBaseUrl: config.STRIPE_API_BASE_URL,
    });
  }
  return createSandboxPayments(db);
}

/** Which subscription an event concerns (subscription objects, or invoices that name one). */
export function subscriptionIdOf(object: Record<string, unknown>): string | null {
  if (object.object === 'subscription' && typeof object.id === 'string') return object.id;
  if (typeof object.subscription === 'string') return object.subscription;
  const parent = object.parent as { subscription_details?: { subscription?: unknown } } | undefined;
  const viaParent = parent?.subscription_details?.subscription;
  return typeof viaParent === 'string' ? viaParent : null;
}
