import { afterAll, beforeAll, describe, expect } from 'vitest';
import { FakeStripe } from '../backend/src/testing/fake-stripe';
import { signUp } from '../backend/src/testing/http-client';
import { startTestServer, type TestServer } from '../backend/src/testing/test-server';
import { checkInvariants } from './support/invariants';
import { sleep } from './support/load';
import { reportScenarios, scenario } from './support/report';

/**
 * Stripe webhooks duplicated, reordered, delayed and forged, all at once, then the invariants.
 * backend/src/modules/subscriptions/subscriptions.test.ts holds the finer cases (three
 * deliveries of one event, each kind of bad signature, a 20-event lifecycle in random orders);
 * this scenario mixes them and checks the shared invariants on top.
 */
describe('Stripe webhooks under delivery faults', () => {
  reportScenarios('Faults: Stripe webhooks');
  let stripe: FakeStripe;
  let server: TestServer;
  beforeAll(async () => {
    stripe = new FakeStripe();
    await stripe.start();
    server = await startTestServer({ ...stripe.config(), RUN_WORKER_IN_WEB: 'true', RATE_AUTH_PER_IP: '100000' });
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.stop();
  });

  const deliver = async (payload: string, signature = stripe.sign(payload)) =>
    (
      await fetch(`${server.url}/api/webhooks/stripe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      })
    ).status;

  scenario('webhooks duplicated, reordered, delayed and forged', async (figures) => {
    const { client } = await signUp(server.url);
    const created = await client.post('/api/create-subscription', { planType: 'premium' });
    expect(created.status).toBe(200);
    const subscriptionId = created.json.subscriptionId as string;
    const now = Math.floor(Date.now() / 1000);
    const changes: Array<Parameters<FakeStripe['update']>[1]> = [
      { status: 'active' },
      { cancel_at_period_end: true },
      { status: 'past_due' },
      { status: 'active', cancel_at_period_end: false },
      { currentPeriodEnd: now + 45 * 86400 },
      { status: 'unpaid' },
      { status: 'active' },
      { cancel_at_period_end: true },
    ];
    const events = changes.map((change) => stripe.update(subscriptionId, change));
    const ids = events.map((event) => JSON.parse(event).id as string);

    // Forgeries: fresh event ids that must never be stored.
    const forgedActive = stripe.update(subscriptionId, { status: 'active', cancel_at_period_end: false });
    const forgedCancel = stripe.update(subscriptionId, { status: 'canceled' });
    // The provider's real state is the last genuine change (the forgeries above changed the fake's copy).
    const finalEvent = stripe.update(subscriptionId, { status: 'active', cancel_at_period_end: true });
    events.push(finalEvent);
    ids.push(JSON.parse(finalEvent).id as string);
    const forged = [
      { payload: forgedActive, signature: stripe.sign(forgedActive, { secret: 'whsec_wrong' }) },
      { payload: forgedCancel.replace('"canceled"', '"active"'), signature: stripe.sign(forgedCancel) },
      { payload: forgedCancel, signature: stripe.sign(forgedCancel, { timestamp: now - 3600 }) },
      { payload: forgedActive, signature: '' },
    ];

    // Newest first, every event twice, the forgeries in between, and two events held back.
    const order = [...events].reverse();
    const delayed = order.splice(2, 2);
    const statuses: number[] = [];
    for (const event of order) statuses.push(await deliver(event), await deliver(event));
    const forgedStatuses = [];
    for (const { payload, signature } of forged) forgedStatuses.push(await deliver(payload, signature));
    await sleep(2000);
    for (const event of delayed) statuses.push(await deliver(event), await deliver(event));

    const report = await checkInvariants(server.deps.db, { providerEvents: ids }, { waitMs: 30_000 });
    const storedForgeries = await server.deps
      .db('payment_events')
      .whereIn('id', [JSON.parse(forgedActive).id, JSON.parse(forgedCancel).id])
      .count({ n: '*' })
      .first();
    const status = (await client.get('/api/subscription-status')).json;
    const provider = stripe.subscriptions.get(subscriptionId)!;
    Object.assign(figures, {
      genuineDeliveries: statuses.length,
      genuineAccepted: statuses.filter((code) => code === 200).length,
      forgedRefused: forgedStatuses.filter((code) => code === 400).length,
      forgeriesStored: Number(storedForgeries?.n),
      finalMatchesProvider:
        status.status === provider.status && status.cancelAtPeriodEnd === provider.cancel_at_period_end,
      violations: report.violations.length,
    });
    expect(statuses.every((code) => code === 200)).toBe(true);
    expect(forgedStatuses).toEqual([400, 400, 400, 400]);
    expect(Number(storedForgeries?.n)).toBe(0);
    expect(status).toMatchObject({
      status: provider.status,
      cancelAtPeriodEnd: provider.cancel_at_period_end,
      currentPeriodEnd: provider.items.data[0].current_period_end,
      hasSubscription: true,
    });
    expect(report.violations).toEqual([]);
  });
});
