import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

const loaded = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js for the server's publishable key. The `pure` entry point adds the js.stripe.com
 * script only when this is first called (at checkout, or back from a payment redirect), so no
 * other page loads Stripe. A failed load is forgotten, so trying again fetches it again.
 */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch((error: unknown) => {
      loaded.delete(publishableKey);
      throw error;
    });
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

/** Stripe's test keys start with pk_test_: no real charge, so the page says so. */
export const isStripeTestKey = (publishableKey: string) => publishableKey.startsWith('pk_test_');
