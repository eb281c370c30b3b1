import { describe, expect, it } from 'vitest';
import { serverDuringTests } from '../../testing/during-tests';
import { fakeStripeDuringTests } from '../../testing/fake-stripe';
import { signUp } from '../../testing/http-client';
import { readMailbox } from '../../testing/mail';
import { waitFor } from '../../testing/wait-for';

const stripe = fakeStripeDuringTests();
const server = serverDuringTests(() => ({ ...stripe.config(), RUN_WORKER_IN_WEB: 'true' }));

/** A cook with Premium through Stripe (real SDK against the fake, a signed webhook). */
async function stripePremiumCook() {
  const cook = await signUp(server.url);
  const created = await cook.client.post('/api/create-subscription', { planType: 'premium' });
  expect(created.status, created.text).toBe(200);
  const subscriptionId = String(created.json.subscriptionId);
  const payload = stripe.update(subscriptionId, { status: 'active' });
  const delivered = await fetch(`${server.url}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': stripe.sign(payload) },
    body: payload,
  });
  expect(delivered.status).toBe(200);
  await waitFor(async () => (await cook.client.get('/api/auth/user')).json.isPremium === true);
  return { ...cook, subscriptionId };
}

describe('closing an account with a Stripe subscription', () => {
  it('cancels the subscription at Stripe, with one idempotency key', async () => {
    const cook = await stripePremiumCook();
    const closed = await cook.client.request('DELETE', '/api/account', { password: cook.account.password });
    expect(closed.status).toBe(204);
    await waitFor(() => stripe.subscriptions.get(cook.subscriptionId)!.cancel_at_period_end);
    expect(stripe.idempotencyKeys).toContain(`close-account-${cook.subscriptionId}`);
  });

  it('deletes at once while Stripe is failing, and cancels once Stripe answers again (worker retries)', async () => {
    const cook = await stripePremiumCook();
    // The SDK retries a call twice itself: four failures fail the worker's first attempt whole.
    stripe.failSubscriptionCalls(4);
    const callsBefore = stripe.subscriptionCalls;
    const closed = await cook.client.request('DELETE', '/api/account', { password: cook.account.password });
    expect(closed.status).toBe(204);
    expect(
      await server.deps
        .db('users')
        .where({ id: String(cook.user.id) })
        .first(),
    ).toBeUndefined();

    await waitFor(() => stripe.subscriptions.get(cook.subscriptionId)!.cancel_at_period_end, 30_000);
    // 4 failed reads, then the read and the update that went through.
    expect(stripe.subscriptionCalls - callsBefore).toBe(6);
    expect(await server.deps.db('dead_letters').count({ n: '*' }).first()).toEqual({ n: 0 });
    await waitFor(() => readMailbox(server.config.DATA_DIR).some((mail) => mail.includes(`To: ${cook.account.email}`)));
  });
});
