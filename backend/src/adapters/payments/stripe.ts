import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import { WebhookSignatureError, type PaymentsProvider, type ProviderSubscription } from './port';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  priceId: string;
  publishableKey: string | null;
  /** Only for tests: point the SDK at a local fake Stripe server. */
  apiBaseUrl?: string;
}

function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  // Since the 2025 API versions the period lives on the subscription items.
  const item = subscription.items?.data?.[0] as (Stripe.SubscriptionItem & { current_period_end?: number }) | undefined;
  const legacy = (subscription as unknown as { current_period_end?: number }).current_period_end;
  return {
    id: subscription.id,
    customerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    status: subscription.status,
    currentPeriodEnd: item?.current_period_end ?? legacy ?? null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    created: subscription.created,
  };
}

export function createStripePayments(settings: StripeSettings): PaymentsProvider {
  const base = settings.apiBaseUrl ? new URL(settings.apiBaseUrl) : undefined;
  // Loaded here, not at import: the SDK costs start-up time in the sandbox default that never uses it.
  const StripeSdk = createRequire(import.meta.url)('stripe') as typeof Stripe;
  const stripe = new StripeSdk(settings.secretKey, {
    maxNetworkRetries: 2, // the SDK only retries with the same idempotency key: safe
    timeout: 20_000,
    ...(base
      ? { host: base.hostname, port: Number(base.port), protocol: base.protocol.replace(':', '') as 'http' | 'https' }
      : {}),
  });

  return {
    kind: 'stripe',
    publishableKey: settings.publishableKey,

    async createCustomer(user) {
      const customer = await stripe.customers.create(
        { email: user.email, name: user.name || undefined, metadata: { userId: user.id } },
        { idempotencyKey: `customer-${user.id}` },
      );
      return customer.id;
    },

    async createPremiumSubscription(customerId, idempotencyKey) {
      const subscription = await stripe.subscriptions.create(
        {
          customer: customerId,
          items: [{ price: settings.priceId }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          expand: ['latest_invoice.confirmation_secret'],
        },
        { idempotencyKey },
      );
      const invoice = subscription.latest_invoice as Stripe.Invoice | null;
      const clientSecret = invoice?.confirmation_secret?.client_secret;
      if (!clientSecret) throw new Error('Stripe returned no payment client secret for the subscription');
      return { subscription: toProviderSubscription(subscription), clientSecret };
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel, idempotencyKey) {
      const subscription = await stripe.subscriptions.update(
        subscriptionId,
        { cancel_at_period_end: cancel },
        { idempotencyKey },
      );
      return toProviderSubscription(subscription);
    },

    async retrieveSubscription(subscriptionId) {
      return toProviderSubscription(await stripe.subscriptions.retrieve(subscriptionId));
    },

    verifyWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      return {
        id: event.id,
        type: event.type,
        subscriptionId: subscriptionIdOf(event.data.object as unknown as Record<string, unknown>),
        payload: event,
      };
    },
  };
}

/** Which subscription an event concerns (subscription objects, or invoices that name one). */
export function subscriptionIdOf(object: Record<string, unknown>): string | null {
  if (object.object === 'subscription' && typeof object.id === 'string') return object.id;
  if (typeof object.subscription === 'string') return object.subscription;
  const parent = object.parent as { subscription_details?: { subscription?: unknown } } | undefined;
  const viaParent = parent?.subscription_details?.subscription;
  return typeof viaParent === 'string' ? viaParent : null;
}
