import type { APIRequestContext, Browser } from 'playwright-core';
import { expect } from 'vitest';
import type { SessionUser } from '@common/contracts/auth.schema';
import { TestClient } from '../../backend/src/testing/http-client';
import { readMailbox } from '../../backend/src/testing/mail';
import type { TestServer } from '../../backend/src/testing/test-server';
import { newContext, type Viewport } from './browser';

/**
 * Accounts for browser journeys. Registration answers 202 and signs nobody in (the address is
 * confirmed through a mailed link), but login works for an unconfirmed account: a context is signed
 * in by registering, then logging in; confirming (needed for a role: ADMIN_EMAILS, EXPERT_EMAILS)
 * reads the link from the mailbox. Registering an address that has an account answers the same 202:
 * the sign-in that follows then uses the password the account already has.
 */
export interface Cook {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

let made = 0;

/** A fresh account's details; `email` and names may be given (an admin's address, say). */
export function newCook(prefix = 'cook', overrides: Partial<Cook> = {}): Cook {
  made += 1;
  return {
    email: `${prefix}${Date.now()}${made}@example.com`,
    // Long and not a common phrase: the server refuses guessable passwords.
    password: `saffron-${made}-risotto-${Date.now().toString(36)}`,
    firstName: 'Julia',
    lastName: 'Child',
    ...overrides,
  };
}

/** Every mail to `to` that contains `text`, newest first, once at least one is there (the worker writes them). */
export async function mailsTo(app: TestServer, to: string, text: string, timeout = 30_000): Promise<string[]> {
  const find = () =>
    readMailbox(app.config.DATA_DIR)
      .filter((mail) => mail.includes(`To: ${to}`) && mail.includes(text))
      .reverse();
  await expect.poll(() => find().length, { timeout, interval: 250 }).toBeGreaterThan(0);
  return find();
}

/** The newest mail to `to` that contains `text`. */
export async function mailTo(app: TestServer, to: string, text: string, timeout?: number): Promise<string> {
  return (await mailsTo(app, to, text, timeout))[0];
}

/** `/verify-email?token=…` from a mail (the path the link opens, without the origin). */
export function verificationPath(mail: string): string {
  const match = /\/verify-email\?token=([A-Za-z0-9_\-.~%]+)/.exec(mail);
  if (!match) throw new Error(`no verification link in:\n${mail}`);
  return `/verify-email?token=${match[1]}`;
}

/** The newest verification link mailed to `email`. */
export async function verificationLinkFor(app: TestServer, email: string): Promise<string> {
  return verificationPath(await mailTo(app, email, '/verify-email?token='));
}

type Send = (method: string, path: string, data?: unknown) => Promise<{ status: number; json: unknown; text: string }>;

async function register(app: TestServer, send: Send, cook: Cook, verify: boolean): Promise<SessionUser> {
  const { email, password, firstName, lastName } = cook;
  const registered = await send('POST', '/api/auth/register', { email, password, firstName, lastName });
  expect(registered.status, `register ${email} → ${registered.status} ${registered.text}`).toBe(202);
  const login = await send('POST', '/api/auth/login', { email, password });
  expect(login.status, `login ${email} → ${login.status} ${login.text}`).toBe(200);
  let user = login.json as SessionUser;
  if (verify && user.emailVerified === false) {
    const token = new URLSearchParams((await verificationLinkFor(app, email)).split('?')[1]).get('token');
    const verified = await send('POST', '/api/auth/verify-email', { token });
    expect(verified.status, `verify ${email} → ${verified.status} ${verified.text}`).toBe(200);
    user = verified.json as SessionUser;
  }
  return user;
}

/**
 * Registers `cook` and signs the browser context that owns `request` in (its cookies are the page's).
 * `verify` confirms the address through the mailed link, as the owner would.
 */
export async function registerInContext(
  app: TestServer,
  request: APIRequestContext,
  cook: Cook,
  { verify = false }: { verify?: boolean } = {},
): Promise<SessionUser> {
  const send: Send = async (method, path, data) => {
    const response = await request.fetch(path, { method, data, headers: { origin: app.url } });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status(), json, text };
  };
  return register(app, send, cook, verify);
}

/** The same for a plain HTTP client (Node's fetch with a cookie jar): its `cookieHeader` is the session. */
export async function registerClient(
  app: TestServer,
  cook: Cook,
  { verify = false }: { verify?: boolean } = {},
): Promise<{ client: TestClient; user: SessionUser }> {
  const client = new TestClient(app.url);
  const user = await register(app, (method, path, data) => client.request(method, path, data), cook, verify);
  return { client, user };
}

/** A JSON call to the app with a context's session cookie; an answer that is not 2xx fails the test, showing the body. */
export type ContextApi = <T = unknown>(method: string, path: string, data?: unknown) => Promise<T>;

export function contextApi(context: { request: APIRequestContext }, origin: string): ContextApi {
  return async <T = unknown>(method: string, path: string, data?: unknown): Promise<T> => {
    const response = await context.request.fetch(path, { method, data, headers: { origin } });
    const body = await response.text();
    expect(response.ok(), `${method} ${path} → ${response.status()} ${body}`).toBe(true);
    return (body ? JSON.parse(body) : undefined) as T;
  };
}

/**
 * A fresh browser context signed in as a new cook, its first page, and its API caller. `initScript`
 * runs in every page before the app's own scripts (a fake browser API, say).
 */
export async function signedInCook(
  browser: Browser,
  app: TestServer,
  {
    viewport = 'desktop',
    cook = newCook(),
    initScript,
  }: { viewport?: Viewport; cook?: Cook; initScript?: string } = {},
) {
  const context = await newContext(browser, app.url, viewport);
  if (initScript) await context.addInitScript({ content: initScript });
  const api = contextApi(context, app.url);
  await registerInContext(app, context.request, cook);
  return { context, page: await context.newPage(), api };
}

/**
 * Pays for Premium with the sandbox test card, then waits for the worker to apply the payment.
 * Polls by hand: it also runs in beforeAll, where expect.poll is not available.
 */
export async function upgradeToPremium(api: ContextApi): Promise<void> {
  const { clientSecret } = await api<{ clientSecret: string }>('POST', '/api/create-subscription', {
    planType: 'premium',
  });
  await api('POST', '/api/payments/sandbox/confirm', {
    clientSecret,
    cardNumber: '4242424242424242',
    expMonth: 12,
    expYear: new Date().getFullYear() + 1,
    cvc: '123',
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const status = await api<{ hasSubscription: boolean }>('GET', '/api/subscription-status');
    if (status.hasSubscription) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('Premium was not applied within 20 s');
}
