import { lazy, Suspense, useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

const StripeRedirectResult = lazy(() => import('./stripe-redirect-result'));

/** What Stripe adds to return_url when a payment method needed a redirect (a bank's page). */
const REDIRECT_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'];

/**
 * Back from a payment redirect (return_url is the site origin): reports how the payment went and
 * tidies the URL. Renders nothing, and loads Stripe only when the URL carries a payment to check.
 */
export function PaymentReturn() {
  const [params, setParams] = useSearchParams();
  const clientSecret = params.get('payment_intent_client_secret');
  const done = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of REDIRECT_PARAMS) next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  if (!clientSecret) return null;
  return (
    <Suspense fallback={null}>
      <StripeRedirectResult clientSecret={clientSecret} onDone={done} />
    </Suspense>
  );
}
