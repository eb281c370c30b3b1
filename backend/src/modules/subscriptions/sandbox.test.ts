import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../testing/http-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { waitFor } from '../../testing/wait-for';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RUN_WORKER_IN_WEB: 'true' });
});
afterAll(() => server?.close());

const card = (cardNumber: string) => ({ cardNumber, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' });

describe('sandbox payments (the embedded default: test mode, no real charge)', () => {
  it('says it is in test mode', async () => {
    const { client } = await signUp(server.url);
    expect((await client.get('/api/payments/config')).json).toMatchObject({ provider: 'sandbox', testMode: true });
  });

  it('accepts 4242 4242 4242 4242 and grants Premium through the provider-event path', async () => {
    const { client } = await signUp(server.url);
    const { clientSecret } = (await client.post('/api/create-subscription', { planType: 'premium' })).json as {
      clientSecret: string;
    };
    const paid = await client.post('/api/payments/sandbox/confirm', { clientSecret, ...card('4242 4242 4242 4242') });
    expect(paid.status).toBe(200);
    expect(paid.json).toEqual({ status: 'succeeded' });
    await waitFor(async () => (await client.get('/api/subscription-status')).json.hasSubscription === true);
    // The event is marked processed just after its effect commits: wait for the mark too.
    const processedEvents = () =>
      server.deps.db('payment_events').where({ provider: 'sandbox' }).whereNotNull('processed_at');
    await waitFor(async () => (await processedEvents()).length > 0);
    expect((await processedEvents()).length).toBeGreaterThanOrEqual(1);
    expect((await client.get('/api/auth/user')).json.isPremium).toBe(true);
  });

  it('declines 4000 0000 0000 0002 with 402 and the provider message', async () => {
    const { client } = await signUp(server.url);
    const { clientSecret } = (await client.post('/api/create-subscription', { planType: 'premium' })).json as {
      clientSecret: string;
    };
    const declined = await client.post('/api/payments/sandbox/confirm', {
      clientSecret,
      ...card('4000 0000 0000 0002'),
    });
    expect(declined.status).toBe(402);
    expect(declined.json.message).toBe('Your card was declined.');
    expect((await client.get('/api/subscription-status')).json.hasSubscription).toBe(false);
  });

  it('refuses another user’s payment and bad card input', async () => {
    const owner = (await signUp(server.url)).client;
    const thief = (await signUp(server.url)).client;
    const { clientSecret } = (await owner.post('/api/create-subscription', { planType: 'premium' })).json as {
      clientSecret: string;
    };
    expect(
      (await thief.post('/api/payments/sandbox/confirm', { clientSecret, ...card('4242424242424242') })).status,
    ).toBe(404);
    const badMonth = await owner.post('/api/payments/sandbox/confirm', {
      clientSecret,
      ...card('4242424242424242'),
      expMonth: 13,
    });
    expect(badMonth.status).toBe(400);
    expect(badMonth.json.field).toBe('expMonth');
    const expired = await owner.post('/api/payments/sandbox/confirm', {
      clientSecret,
      ...card('4242424242424242'),
      expYear: 2001,
    });
    expect(expired.json.field).toBe('expYear');
  });
});
