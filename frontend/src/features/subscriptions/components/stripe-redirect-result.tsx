import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useToast } from '../../../components/ui/toast';
import { paymentsConfigQueryOptions } from '../api/get-payments-config';
import { waitForPremium } from '../api/get-subscription-status';
import { paymentFailed, PREMIUM_ON_ITS_WAY, PREMIUM_WELCOME } from '../lib/payment-messages';
import { stripeFor } from '../lib/stripe';

/** Asks Stripe how the redirected payment ended, says so once, then calls `onDone`. */
export default function StripeRedirectResult({ clientSecret, onDone }: { clientSecret: string; onDone: () => void }) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const checked = useRef<string | null>(null);

  useEffect(() => {
    if (checked.current === clientSecret) return; // once per payment, also under StrictMode
    checked.current = clientSecret;
    void (async () => {
      try {
        const config = await queryClient.fetchQuery(paymentsConfigQueryOptions);
        if (config.provider !== 'stripe' || !config.publishableKey) return;
        const stripe = await stripeFor(config.publishableKey);
        if (!stripe) return;
        const { paymentIntent, error } = await stripe.retrievePaymentIntent(clientSecret);
        if (error || !paymentIntent) {
          toast(paymentFailed(error?.message));
        } else if (paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing') {
          toast((await waitForPremium(queryClient)) ? PREMIUM_WELCOME : PREMIUM_ON_ITS_WAY);
        } else {
          toast(paymentFailed(paymentIntent.last_payment_error?.message));
        }
      } catch (error) {
        toast(paymentFailed(error instanceof Error ? error.message : undefined));
      } finally {
        onDone();
      }
    })();
  }, [clientSecret, onDone, queryClient, toast]);

  return null;
}
