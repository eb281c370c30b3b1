import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { LockIcon } from '../../../components/ui/action-icons';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { waitForPremium } from '../api/get-subscription-status';
import { paymentFailed, PREMIUM_ON_ITS_WAY, PREMIUM_WELCOME } from '../lib/payment-messages';
import { isStripeTestKey, stripeFor } from '../lib/stripe';

export interface StripeCheckoutProps {
  /** From POST /api/create-subscription: the subscription's first payment. */
  clientSecret: string;
  /** From the server (the create-subscription response or /api/payments/config). */
  publishableKey: string;
  price: string;
}

type Loading = { state: 'loading' } | { state: 'ready'; stripe: Stripe } | { state: 'failed' };

/**
 * Stripe's Payment Element for the Premium payment: card details go to Stripe in its own frame,
 * never through our servers. Loaded lazily with this component (only at checkout in Stripe mode).
 */
export default function StripeCheckout({ clientSecret, publishableKey, price }: StripeCheckoutProps) {
  const [loading, setLoading] = useState<Loading>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    stripeFor(publishableKey).then(
      (stripe) => current && setLoading(stripe ? { state: 'ready', stripe } : { state: 'failed' }),
      () => current && setLoading({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [publishableKey, attempt]);

  return (
    <div className="card-form stripe-checkout">
      {isStripeTestKey(publishableKey) && (
        <p className="test-mode">
          <LockIcon /> Test mode — no real charge
        </p>
      )}
      <h2 id="card-form-title">Payment details</h2>
      {loading.state === 'loading' && (
        <p className="muted" role="status">
          Loading secure payment form…
        </p>
      )}
      {loading.state === 'failed' && (
        <div role="alert" className="stack">
          <p>The secure payment form could not load. Check your connection and try again.</p>
          <Button
            variant="secondary"
            onClick={() => {
              setLoading({ state: 'loading' });
              setAttempt((count) => count + 1);
            }}
          >
            Try again
          </Button>
        </div>
      )}
      {loading.state === 'ready' && (
        <Elements stripe={loading.stripe} options={{ clientSecret }}>
          <PaymentForm price={price} />
        </Elements>
      )}
    </div>
  );
}

function PaymentForm({ price }: { price: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [ready, setReady] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const amount = price.split('/')[0];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || pending) return;
    setPending(true);
    try {
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: window.location.origin },
        // Cards confirm in place; methods that need a bank's page come back to return_url.
        redirect: 'if_required',
      });
      if (error) {
        toast(paymentFailed(error.message));
        return;
      }
      // Stripe tells our server through a signed webhook; Premium switches on when it arrives.
      toast((await waitForPremium(queryClient)) ? PREMIUM_WELCOME : PREMIUM_ON_ITS_WAY);
    } catch (error) {
      toast(paymentFailed(error instanceof Error ? error.message : undefined));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="stack" onSubmit={(event) => void submit(event)} aria-labelledby="card-form-title">
      <PaymentElement
        className="stripe-checkout__element"
        onReady={() => setReady(true)}
        onLoadError={(event) => setLoadError(event.error.message ?? 'The payment form could not load.')}
      />
      {loadError && (
        <p className="form-error" role="alert">
          {loadError}
        </p>
      )}
      <Button
        type="submit"
        className="btn--large card-form__pay"
        disabled={!stripe || !elements || !ready || pending || loadError !== null}
      >
        {pending ? 'Processing…' : `Pay ${amount} and start Premium`}
      </Button>
      <p className="card-form__status" role="status">
        {pending ? 'Confirming your payment and switching on Premium…' : ''}
      </p>
    </form>
  );
}
