import { signUp } from './http-client';
import { waitFor } from './wait-for';

/**
 * Signs up a fresh user and makes them Premium the way a customer does: the sandbox provider's
 * test card, then the provider-event path the worker runs. The server must run the sandbox
 * payments provider (no STRIPE_SECRET_KEY) with RUN_WORKER_IN_WEB=true.
 */
export async function signUpPremium(baseUrl: string) {
  const account = await signUp(baseUrl);
  const { client } = account;
  const created = await client.post('/api/create-subscription', { planType: 'premium' });
  if (created.status !== 200) throw new Error(`create-subscription failed: ${created.status} ${created.text}`);
  const paid = await client.post('/api/payments/sandbox/confirm', {
    clientSecret: created.json.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: new Date().getFullYear() + 2,
    cvc: '123',
  });
  if (paid.status !== 200) throw new Error(`sandbox payment failed: ${paid.status} ${paid.text}`);
  await waitFor(async () => (await client.get('/api/subscription-status')).json.hasSubscription === true);
  return account;
}
