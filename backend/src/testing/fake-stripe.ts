import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { duringTests } from './during-tests';

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  created: number;
  items: { object: 'list'; data: Array<{ id: string; object: 'subscription_item'; current_period_end: number }> };
  latest_invoice: string;
}

/**
 * A local stand-in for the parts of Stripe's HTTP API that Sous calls (customers, subscriptions),
 * so Stripe's real SDK can be exercised end to end, plus helpers that sign webhooks the way Stripe
 * does (`stripe.webhooks.generateTestHeaderString`).
 */
export class FakeStripe {
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly customers = new Map<string, { id: string; email: string }>();
  readonly idempotencyKeys: string[] = [];
  /** Calls on an existing subscription (`/v1/subscriptions/:id`) answered so far, failed ones included. */
  subscriptionCalls = 0;
  private outageCalls = 0;
  private server?: Server;
  url = '';
  private readonly signer = new Stripe('sk_test_fake');

  constructor(readonly webhookSecret = `whsec_${randomBytes(12).toString('hex')}`) {}

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const key = req.headers['idempotency-key'];
        if (typeof key === 'string') this.idempotencyKeys.push(key);
        const params = new URLSearchParams(body);
        const { status, json } = this.route(req.method ?? 'GET', (req.url ?? '').split('?')[0], params);
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomBytes(6).toString('hex')}`,
        });
        res.end(JSON.stringify(json));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private route(method: string, path: string, params: URLSearchParams): { status: number; json: unknown } {
    const now = Math.floor(Date.now() / 1000);
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: `cus_${randomBytes(8).toString('hex')}`,
        object: 'customer',
        email: params.get('email') ?? '',
      };
      this.customers.set(customer.id, customer);
      return { status: 200, json: customer };
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const id = `sub_${randomBytes(8).toString('hex')}`;
      const subscription: FakeSubscription = {
        id,
        object: 'subscription',
        customer: params.get('customer') ?? '',
        status: 'incomplete',
        cancel_at_period_end: false,
        created: now,
        items: {
          object: 'list',
          data: [{ id: `si_${id}`, object: 'subscription_item', current_period_end: now + 30 * 86400 }],
        },
        latest_invoice: `in_${id}`,
      };
      this.subscriptions.set(id, subscription);
      const expanded = {
        ...subscription,
        latest_invoice: {
          id: subscription.latest_invoice,
          object: 'invoice',
          confirmation_secret: {
            client_secret: `pi_${id}_secret_${randomBytes(6).toString('hex')}`,
            type: 'payment_intent',
          },
        },
      };
      return { status: 200, json: expanded };
    }
    const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (match) {
      this.subscriptionCalls += 1;
      if (this.outageCalls > 0) {
        this.outageCalls -= 1;
        return { status: 500, json: { error: { type: 'api_error', message: 'Fake Stripe outage' } } };
      }
      const subscription = this.subscriptions.get(match[1]);
      if (!subscription)
        return { status: 404, json: { error: { type: 'invalid_request_error', message: 'No such subscription' } } };
      if (method === 'POST' && params.has('cancel_at_period_end')) {
        subscription.cancel_at_period_end = params.get('cancel_at_period_end') === 'true';
      }
      return { status: 200, json: subscription };
    }
    return {
      status: 404,
      json: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    };
  }

  /** The next `calls` calls on an existing subscription answer 500, as during a Stripe incident. */
  failSubscriptionCalls(calls: number) {
    this.outageCalls = calls;
  }

  /** Changes a subscription as Stripe would (payment succeeded, renewal failed, …). */
  update(
    id: string,
    patch: Partial<Pick<FakeSubscription, 'status' | 'cancel_at_period_end'>> & { currentPeriodEnd?: number },
  ) {
    const subscription = this.subscriptions.get(id)!;
    if (patch.status) subscription.status = patch.status;
    if (patch.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = patch.cancel_at_period_end;
    if (patch.currentPeriodEnd) subscription.items.data[0].current_period_end = patch.currentPeriodEnd;
    return this.event('customer.subscription.updated', subscription);
  }

  /** A Stripe event envelope around a snapshot of the object. */
  event(type: string, object: object, id = `evt_${randomBytes(10).toString('hex')}`) {
    return JSON.stringify({
      id,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
  }

  sign(payload: string, options: { secret?: string; timestamp?: number } = {}): string {
    return this.signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? this.webhookSecret,
      timestamp: options.timestamp,
    });
  }

  config(): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: this.webhookSecret,
      STRIPE_PRICE_ID: 'price_premium_monthly',
      STRIPE_API_BASE_URL: this.url,
    };
  }
}

/** A FakeStripe running for the file's tests (duringTests). */
export const fakeStripeDuringTests = () =>
  duringTests(
    async () => {
      const stripe = new FakeStripe();
      await stripe.start();
      return stripe;
    },
    (stripe) => stripe.stop(),
  );
