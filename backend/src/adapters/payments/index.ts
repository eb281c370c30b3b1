import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { createSandboxPayments } from './sandbox';
import type { PaymentsProvider } from './port';
import { createStripePayments } from './stripe';

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

export { WebhookSignatureError, type PaymentsProvider, type ProviderEvent, type ProviderSubscription } from './port';
