import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serverDuringTests } from '../../testing/during-tests';
import { fakeStripeDuringTests, type FakeStripe } from '../../testing/fake-stripe';
import { signUp, TestClient } from '../../testing/http-client';
import { seedRecipeId, startSeededServer } from '../../testing/seeded-server';
import { waitFor } from '../../testing/wait-for';

const stripe = fakeStripeDuringTests();
const server = serverDuringTests(() => ({ ...stripe.config(), RUN_WORKER_IN_WEB: 'true' }), startSeededServer);

/** Stripe posts webhooks without cookies or Origin; only the signature vouches for them. */
async function deliver(payload: string, signature = stripe.sign(payload)) {
  const response = await fetch(`${server.url}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return { status: response.status, body: await response.text() };
}

const allProcessed = () =>
  waitFor(async () => {
    const pending = await server.deps.db('payment_events').whereNull('processed_at').count({ n: '*' }).first();
    return Number(pending?.n) === 0;
  });

async function subscribe(client: TestClient) {
  const created = await client.post('/api/create-subscription', { planType: 'premium' });
  expect(created.status, created.text).toBe(200);
  expect(created.json.clientSecret).toMatch(/_secret_/);
  return created.json.subscriptionId as string;
}

async function statusOf(client: TestClient) {
  return (await client.get('/api/subscription-status')).json as {
    hasSubscription: boolean;
    status: string;
    currentPeriodEnd: number;
    cancelAtPeriodEnd: boolean;
  };
}

describe('Premium through Stripe (real SDK, local fake Stripe, signed webhooks)', () => {
  it('runs the whole purchase: incomplete → paid webhook (delivered three times) → Premium', async () => {
    const { client } = await signUp(server.url);
    const premiumRecipe = await seedRecipeId(server, 'premium-lobster-thermidor');
    expect((await client.get(`/api/recipes/${premiumRecipe}`)).status).toBe(403);

    const subscriptionId = await subscribe(client);
    expect(stripe.idempotencyKeys.length).toBeGreaterThanOrEqual(2); // customer + subscription carry keys
    expect((await statusOf(client)).hasSubscription).toBe(false);

    const paid = stripe.update(subscriptionId, { status: 'active' });
    for (let delivery = 0; delivery < 3; delivery += 1) expect((await deliver(paid)).status).toBe(200);
    await allProcessed();

    const status = await statusOf(client);
    expect(status).toMatchObject({ hasSubscription: true, status: 'active', cancelAtPeriodEnd: false });
    expect(status.currentPeriodEnd).toBe(stripe.subscriptions.get(subscriptionId)!.items.data[0].current_period_end);
    expect((await client.get('/api/auth/user')).json.isPremium).toBe(true);
    expect((await client.get(`/api/recipes/${premiumRecipe}`)).status).toBe(200);
    const stored = await server.deps.db('payment_events').where({ id: JSON.parse(paid).id });
    expect(stored).toHaveLength(1);
  });

  it('cancels at period end (still Premium until then) and reactivates', async () => {
    const { client } = await signUp(server.url);
    const subscriptionId = await subscribe(client);
    await deliver(stripe.update(subscriptionId, { status: 'active' }));
    await allProcessed();

    const cancelled = await client.post('/api/cancel-subscription');
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.message).toContain('will end on');
    expect(stripe.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(true);
    expect(await statusOf(client)).toMatchObject({ hasSubscription: true, cancelAtPeriodEnd: true });

    const reactivated = await client.post('/api/reactivate-subscription');
    expect(reactivated.status).toBe(200);
    expect(await statusOf(client)).toMatchObject({ hasSubscription: true, cancelAtPeriodEnd: false });
  });

  it('refuses tampered and stale signatures and stores nothing', async () => {
    const { client } = await signUp(server.url);
    const subscriptionId = await subscribe(client);
    const payload = stripe.update(subscriptionId, { status: 'active' });
    const before = await server.deps.db('payment_events').count({ n: '*' }).first();

    const tampered = payload.replace('"active"', '"trialing"');
    expect((await deliver(tampered, stripe.sign(payload))).status).toBe(400);
    expect((await deliver(payload, stripe.sign(payload, { secret: 'whsec_wrong' }))).status).toBe(400);
    const stale = stripe.sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect((await deliver(payload, stale)).status).toBe(400);
    expect((await deliver(payload, '')).status).toBe(400);

    const after = await server.deps.db('payment_events').count({ n: '*' }).first();
    expect(after?.n).toBe(before?.n);
    expect((await statusOf(client)).hasSubscription).toBe(false);
  });

  it('ends in Stripe’s final state whatever order a 20-event lifecycle arrives in', async () => {
    const lifecycle: Array<Parameters<FakeStripe['update']>[1]> = [
      { status: 'active' },
      { cancel_at_period_end: true },
      { cancel_at_period_end: false },
      { status: 'past_due' },
      { status: 'active' },
      { currentPeriodEnd: Math.floor(Date.now() / 1000) + 60 * 86400 },
      { status: 'past_due' },
      { status: 'unpaid' },
      { status: 'active' },
      { cancel_at_period_end: true },
      { cancel_at_period_end: false },
      { currentPeriodEnd: Math.floor(Date.now() / 1000) + 90 * 86400 },
      { status: 'past_due' },
      { status: 'active' },
      { cancel_at_period_end: true },
      { status: 'active' },
      { cancel_at_period_end: false },
      { status: 'past_due' },
      { status: 'active' },
      { cancel_at_period_end: true },
    ];
    await fc.assert(
      fc.asyncProperty(fc.shuffledSubarray([...lifecycle.keys()], { minLength: lifecycle.length }), async (order) => {
        const { client } = await signUp(server.url);
        const subscriptionId = await subscribe(client);
        const events = lifecycle.map((change) => stripe.update(subscriptionId, change));
        for (const index of order) await deliver(events[index]);
        await allProcessed();
        const final = stripe.subscriptions.get(subscriptionId)!;
        const status = await statusOf(client);
        expect(status.status).toBe(final.status);
        expect(status.cancelAtPeriodEnd).toBe(final.cancel_at_period_end);
        expect(status.currentPeriodEnd).toBe(final.items.data[0].current_period_end);
        expect(status.hasSubscription).toBe(true);
      }),
      { numRuns: 4 },
    );
  }, 120_000);
});

describe('entitlement is decided on the server', () => {
  it('ignores isPremium sent by the client', async () => {
    const browser = new TestClient(server.url);
    const account = { email: `forger${Date.now()}@example.com`, password: 'forged premium please' };
    const response = await browser.post('/api/auth/register', { ...account, isPremium: true, roles: ['admin'] });
    expect(response.status).toBe(202);
    const signedIn = await browser.post('/api/auth/login', { ...account, isPremium: true, roles: ['admin'] });
    expect(signedIn.json).toMatchObject({ isPremium: false, roles: [] });
    expect((await browser.post('/api/cancel-subscription', { isPremium: true })).status).toBe(404);
  });

  it('treats past_due, unpaid and incomplete as not Premium', async () => {
    for (const status of ['past_due', 'unpaid', 'incomplete', 'canceled']) {
      const { client } = await signUp(server.url);
      const subscriptionId = await subscribe(client);
      await deliver(stripe.update(subscriptionId, { status }));
      await allProcessed();
      expect((await statusOf(client)).hasSubscription, status).toBe(false);
      expect((await client.get('/api/auth/user')).json.isPremium, status).toBe(false);
    }
  });

  describe('when the payment state cannot be read', () => {
    /** A Premium user (a current subscription row), a Premium-only recipe and a route that needs no Premium. */
    async function premiumAndFree() {
      const premium = await signUp(server.url);
      await server.deps.db('subscriptions').insert({
        id: `sub_unavailable_${Date.now()}`,
        user_id: String(premium.user.id),
        provider: 'stripe',
        status: 'active',
        current_period_end: new Date(Date.now() + 30 * 86_400_000),
        provider_created_at: new Date(),
      });
      const free = await signUp(server.url);
      const recipe = `/api/recipes/${await seedRecipeId(server, 'premium-lobster-thermidor')}`;
      const statuses = async () => {
        const [premiumRecipe, freeRecipe, premiumPlans, freePlans] = await Promise.all([
          premium.client.get(recipe),
          free.client.get(recipe),
          premium.client.get('/api/meal-plans'),
          free.client.get('/api/meal-plans'),
        ]);
        return [premiumRecipe.status, freeRecipe.status, premiumPlans.status, freePlans.status];
      };
      expect(await statuses()).toEqual([200, 403, 200, 200]);
      return statuses;
    }

    // Premium is read in the session query; these check that its failure stays Premium's alone.
    it('answers premium routes 503 (never a free pass) and the rest as usual while the table is gone', async () => {
      const statuses = await premiumAndFree();
      await server.deps.db.raw('alter table subscriptions rename to subscriptions_away');
      try {
        expect(await statuses()).toEqual([503, 503, 200, 200]);
      } finally {
        await server.deps.db.raw('alter table subscriptions_away rename to subscriptions');
      }
      expect(await statuses()).toEqual([200, 403, 200, 200]);
    });

    it('does the same while the table is locked past the entitlement deadline', async () => {
      const statuses = await premiumAndFree();
      const lock = await server.deps.db.transaction();
      try {
        await lock.raw('lock table subscriptions in access exclusive mode');
        expect(await statuses()).toEqual([503, 503, 200, 200]);
      } finally {
        await lock.rollback();
      }
      expect(await statuses()).toEqual([200, 403, 200, 200]);
    });
  });

  it('records the free plan', async () => {
    const { client } = await signUp(server.url);
    const response = await client.post('/api/create-subscription', { planType: 'freemium' });
    expect(response.json).toMatchObject({ plan: 'freemium', message: 'Welcome to Sous Free!' });
    expect(await statusOf(client)).toMatchObject({ hasSubscription: false, status: 'none' });
    expect((await client.post('/api/create-subscription', { planType: 'gold' })).status).toBe(400);
  });
});
