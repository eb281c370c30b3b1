import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeStripe } from '../backend/src/testing/fake-stripe';
import type { TestServer } from '../backend/src/testing/test-server';
import { expectAccessible, closeApp, newContext, screenshot, openApp, viewports } from './support/browser';
import { newCook, registerInContext } from './support/accounts';

/*
 * /subscribe with the server in Stripe mode (STRIPE_* keys, Stripe's real SDK against the local fake
 * Stripe API, signed webhooks). js.stripe.com is out of reach here, so the browser gets a small
 * stand-in for Stripe.js that records how our page drives it: which key it loads, the client secret
 * it hands to Elements, and what it asks confirmPayment for. "Paying" does what Stripe does next:
 * the subscription turns active and a signed webhook tells our server.
 */

const FAKE_STRIPE_JS = String.raw`(() => {
  const calls = (window.__stripeCalls = []);
  window.Stripe = function Stripe(publishableKey) {
    calls.push({ method: 'Stripe', publishableKey });
    let clientSecret = null;
    let elementsGroup = null;
    const stripe = {
      elements(options) {
        clientSecret = options && options.clientSecret;
        calls.push({ method: 'elements', clientSecret });
        elementsGroup = {
          create(type) {
            calls.push({ method: 'create', type });
            const handlers = {};
            const element = {
              mount(node) {
                const host = typeof node === 'string' ? document.querySelector(node) : node;
                host.innerHTML =
                  '<div class="fake-payment-element"><label for="fake-card">Card number</label>' +
                  '<input id="fake-card" class="input" autocomplete="cc-number" inputmode="numeric"></div>';
                calls.push({ method: 'mount', type });
                setTimeout(() => (handlers.ready || []).forEach((handler) => handler({ elementType: type })), 50);
              },
              on(event, handler) {
                (handlers[event] = handlers[event] || []).push(handler);
                return element;
              },
              off(event, handler) {
                handlers[event] = (handlers[event] || []).filter((each) => each !== handler);
                return element;
              },
              update() {},
              destroy() {},
              unmount() {},
              focus() {},
              blur() {},
              clear() {},
            };
            return element;
          },
          getElement() {
            return null;
          },
          update() {},
        };
        return elementsGroup;
      },
      async confirmPayment(params) {
        const card = document.getElementById('fake-card').value.replace(/\s/g, '');
        calls.push({
          method: 'confirmPayment',
          returnUrl: params.confirmParams && params.confirmParams.return_url,
          redirect: params.redirect,
          sameElements: params.elements === elementsGroup,
          clientSecret,
        });
        if (card !== '4242424242424242')
          return { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } };
        await window.__stripePaid(clientSecret);
        return { paymentIntent: { id: 'pi_fake', object: 'payment_intent', status: 'succeeded' } };
      },
      async retrievePaymentIntent(secret) {
        calls.push({ method: 'retrievePaymentIntent', clientSecret: secret });
        const outcome = await window.__stripeRedirectOutcome(secret);
        return { paymentIntent: { id: 'pi_fake', object: 'payment_intent', client_secret: secret, ...outcome } };
      },
      createToken() {},
      createPaymentMethod() {},
      confirmCardPayment() {},
    };
    return stripe;
  };
  window.Stripe.version = 'endive';
})();`;

interface StripeCall {
  method: string;
  publishableKey?: string;
  clientSecret?: string;
  type?: string;
  returnUrl?: string;
  redirect?: string;
  sameElements?: boolean;
}

let stripe: FakeStripe;
let app: TestServer;
let browser: Browser;

beforeAll(async () => {
  stripe = new FakeStripe();
  await stripe.start();
  ({ app, browser } = await openApp(stripe.config()));
});
afterAll(async () => {
  await closeApp(app, browser);
  await stripe?.stop();
});

/** Stripe posts webhooks without cookies or Origin; only the signature vouches for them. */
async function deliverWebhook(payload: string) {
  const response = await fetch(`${app.url}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': stripe.sign(payload) },
    body: payload,
  });
  expect(response.status, await response.text()).toBe(200);
}

/** The fake Stripe API's subscription behind a client secret (`pi_<subscription>_secret_…`). */
const subscriptionOf = (clientSecret: string) => /^pi_(sub_[0-9a-f]+)_secret_/.exec(clientSecret)![1];

/** A signed-in context whose pages get the stand-in Stripe.js; every request to Stripe's origin is recorded. */
async function signedIn(viewport: keyof typeof viewports = 'desktop') {
  const context = await newContext(browser, app.url, viewport);
  const stripeRequests: string[] = [];
  await context.route('https://js.stripe.com/**', (route) => {
    stripeRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_STRIPE_JS });
  });
  // The payment succeeded at "Stripe": the subscription turns active and Stripe sends the signed event.
  await context.exposeFunction('__stripePaid', async (clientSecret: string) => {
    await deliverWebhook(stripe.update(subscriptionOf(clientSecret), { status: 'active' }));
  });
  await registerInContext(app, context.request, newCook('stripe'));
  return { context, page: await context.newPage(), stripeRequests };
}

const status = async (context: BrowserContext) =>
  (await (await context.request.get('/api/subscription-status')).json()) as { hasSubscription: boolean };
const stripeCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __stripeCalls: StripeCall[] }).__stripeCalls);
const toast = (page: Page) => page.locator('.toast').first();
const eventually = <T>(read: () => T | Promise<T>, timeout = 20_000) => expect.poll(read, { timeout, interval: 250 });

/** Opens checkout and returns the client secret the server created for it. */
async function openCheckout(page: Page): Promise<string> {
  await page.goto('/subscribe');
  await page.getByRole('heading', { level: 1, name: 'Choose your plan' }).waitFor();
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/create-subscription') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
  const body = (await (await created).json()) as { clientSecret: string; provider: string; publishableKey: string };
  expect(body).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_fake' });
  await page.getByLabel('Card number').waitFor();
  return body.clientSecret;
}

describe('/subscribe with Stripe', () => {
  it('tells the page it runs Stripe, with the publishable key, and lets Stripe.js in through the CSP', async () => {
    const response = await fetch(`${app.url}/api/payments/config`);
    expect(await response.json()).toMatchObject({
      provider: 'stripe',
      publishableKey: 'pk_test_fake',
      testMode: false,
    });
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'[^;]* https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src 'self'[^;]* https:\/\/js\.stripe\.com/);
  });

  it('pays through the Payment Element: key, client secret, confirmPayment(return_url = origin), welcome', async () => {
    const { context, page, stripeRequests } = await signedIn();
    await page.goto('/');
    await page.goto('/subscribe');
    await page.getByRole('heading', { level: 1, name: 'Choose your plan' }).waitFor();
    expect(stripeRequests, 'Stripe.js is not loaded before checkout').toEqual([]);

    const clientSecret = await openCheckout(page);
    expect(stripeRequests).toHaveLength(1);
    expect(stripeRequests[0]).toMatch(/^https:\/\/js\.stripe\.com\//);
    await page.getByText('Test mode — no real charge').waitFor();
    const pay = page.getByRole('button', { name: 'Pay $9.99 and start Premium' });
    await eventually(() => pay.isEnabled()).toBe(true); // once the element is ready
    expect(await stripeCalls(page)).toEqual([
      { method: 'Stripe', publishableKey: 'pk_test_fake' },
      { method: 'elements', clientSecret },
      { method: 'create', type: 'payment' },
      { method: 'mount', type: 'payment' },
    ]);
    await expectAccessible(page);
    await screenshot(page, 'subscribe-stripe-checkout-desktop');

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await pay.click();
    await eventually(() => toast(page).textContent()).toContain('Welcome to Premium!');
    expect(await toast(page).textContent()).toContain(
      'You now have access to exclusive monthly recipes and premium features.',
    );
    const confirm = (await stripeCalls(page)).find((call) => call.method === 'confirmPayment');
    expect(confirm).toEqual({
      method: 'confirmPayment',
      returnUrl: app.url,
      redirect: 'if_required',
      sameElements: true,
      clientSecret,
    });
    await page.getByRole('heading', { level: 1, name: 'Premium Active' }).waitFor();
    expect((await status(context)).hasSubscription).toBe(true);
    expect(stripe.subscriptions.get(subscriptionOf(clientSecret))?.status).toBe('active');
    await context.close();
  });

  it('shows Payment Failed with Stripe’s message for a declined card (phone)', async () => {
    const { context, page } = await signedIn('phone');
    await openCheckout(page);
    const pay = page.getByRole('button', { name: 'Pay $9.99 and start Premium' });
    await eventually(() => pay.isEnabled()).toBe(true);
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await pay.click();
    await eventually(() => toast(page).textContent()).toContain('Payment Failed');
    expect(await toast(page).textContent()).toContain('Your card was declined.');
    expect(await pay.isEnabled()).toBe(true); // they can try another card
    expect((await status(context)).hasSubscription).toBe(false);
    await expectAccessible(page);
    await screenshot(page, 'subscribe-stripe-declined-phone');
    await context.close();
  });

  it('reports a payment that came back from a redirect, and tidies the URL', async () => {
    const { context, page } = await signedIn();
    const clientSecret = await openCheckout(page);
    const outcomes = new Map<string, object>([
      [
        clientSecret,
        {
          status: 'requires_payment_method',
          last_payment_error: { message: 'The bank did not authorise this payment.' },
        },
      ],
    ]);
    await context.exposeFunction('__stripeRedirectOutcome', (secret: string) => outcomes.get(secret));

    // As Stripe sends the browser back to return_url after a failed bank authorisation.
    const query = `payment_intent=pi_fake&payment_intent_client_secret=${encodeURIComponent(clientSecret)}`;
    await page.goto(`/?${query}&redirect_status=failed`);
    await eventually(() => toast(page).textContent()).toContain('Payment Failed');
    expect(await toast(page).textContent()).toContain('The bank did not authorise this payment.');
    await page.waitForURL(`${app.url}/`);

    // A later attempt that succeeded: Stripe's webhook switches Premium on, the page welcomes them.
    outcomes.set(clientSecret, { status: 'succeeded' });
    await deliverWebhook(stripe.update(subscriptionOf(clientSecret), { status: 'active' }));
    await page.goto(`/?${query}&redirect_status=succeeded`);
    await eventually(() => toast(page).textContent()).toContain('Welcome to Premium!');
    await page.waitForURL(`${app.url}/`);
    expect((await status(context)).hasSubscription).toBe(true);
    await context.close();
  });
});
