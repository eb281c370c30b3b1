import { request as httpRequest } from 'node:http';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TestClient } from '../../testing/http-client';
import { readMailbox } from '../../testing/mail';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { waitFor } from '../../testing/wait-for';
import { createLogger } from '../../platform/logger';
import { knownToUnknownTimeRatio } from '../../testing/timing';

/**
 * The attacks an outside tester ran against the embedded default, each replayed against the real
 * server: they must now fail to get in. The admin address is the one `ADMIN_EMAILS` names.
 */
const ADMIN = 'admin@example.test';
const logLines: Record<string, unknown>[] = [];
let server: TestServer;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  server = await startTestServer(
    {
      RUN_WORKER_IN_WEB: 'true',
      ADMIN_EMAILS: ADMIN,
      RATE_AUTH_PER_IP: '10000',
      RATE_PASSWORD_RESET_PER_EMAIL: '50',
      TRUST_PROXY: 'true',
    },
    createLogger('info', sink),
  );
});
afterAll(() => server?.close());

const client = () => new TestClient(server.url);
let addressCounter = 0;
/** A client whose requests come from their own address (through the trusted proxy). */
const fromAddress = (ip = `203.0.113.${++addressCounter}`) => {
  const browser = client();
  const request = browser.request.bind(browser);
  browser.request = (method, path, body, headers = {}) =>
    request(method, path, body, { 'x-forwarded-for': ip, 'x-forwarded-proto': 'http', ...headers });
  return browser;
};

const mailsTo = (address: string) =>
  readMailbox(server.config.DATA_DIR).filter((text) => text.toLowerCase().includes(`to: ${address.toLowerCase()}`));
/** Waits for a mail to `address` holding a link to `path` and returns the link's token. */
async function linkToken(address: string, path: string, skip = 0): Promise<string> {
  const origin = server.url.replace(/[.:/]/g, '\\$&');
  const pattern = new RegExp(`${origin}${path}\\?token=([^\\s]+)`, 'g');
  const tokens = await waitFor(() => {
    const found = mailsTo(address).flatMap((text) => [...text.matchAll(pattern)].map((match) => match[1]));
    return found.length > skip ? found : undefined;
  });
  return decodeURIComponent(tokens![skip]);
}

describe('roles wait for a verified address (the admin takeover)', () => {
  it.each([
    ['case and a trailing space', 'Admin@EXAMPLE.test '],
    ['a non-breaking space', '\u00a0admin@example.test'],
    ['full-width letters', 'ａｄｍｉｎ@example.test'],
    ['a zero-width space', 'admin@example.test\u200b'],
  ])('registering the admin address written with %s gives no role; one account holds it', async (_label, written) => {
    const attacker = client();
    const registered = await attacker.post('/api/auth/register', { email: written, password: 'an attacker secret 42' });
    expect(registered.status).toBe(202);
    const signIn = await attacker.post('/api/auth/login', { email: written, password: 'an attacker secret 42' });
    if (signIn.status === 200) {
      expect(signIn.json.roles).toEqual([]);
      expect((await attacker.get('/api/auth/user')).json.roles).toEqual([]);
      expect((await attacker.get('/api/admin/mail')).status).toBe(403);
    } else {
      // The owner registered first in an earlier row: the attacker's password opens nothing.
      expect(signIn.status).toBe(401);
    }
    const [{ n }] = await server.deps.db('users').where({ email: ADMIN }).count('* as n');
    expect(Number(n)).toBe(1);
  });

  it('grants the role only when the link mailed to the address is opened, once', async () => {
    const owner = 'second-admin@example.test';
    const local = await startTestServer({ RUN_WORKER_IN_WEB: 'true', ADMIN_EMAILS: owner });
    try {
      const browser = new TestClient(local.url);
      expect((await browser.post('/api/auth/register', { email: owner, password: 'the owner secret 42' })).status).toBe(
        202,
      );
      const mail = await waitFor(() =>
        readMailbox(local.config.DATA_DIR).find((text) => text.includes('verify-email')),
      );
      const token = decodeURIComponent(/verify-email\?token=([^\s]+)/.exec(mail!)![1]);
      const verified = await browser.post('/api/auth/verify-email', { token });
      expect(verified.status).toBe(200);
      expect(verified.json).toMatchObject({ email: owner, emailVerified: true, roles: ['admin'] });
      expect((await browser.get('/api/auth/user')).json.roles).toEqual(['admin']);
      const again = await new TestClient(local.url).post('/api/auth/verify-email', { token });
      expect(again.status).toBe(400);
      expect(again.json).toMatchObject({ code: 'invalid_token', field: 'token' });
    } finally {
      await local.close();
    }
  });

  it('refuses a link older than 24 hours, and resends a fresh one on request', async () => {
    const { client: cook, account } = await signUp(server.url);
    const token = await linkToken(account.email, '/verify-email');
    await server.deps
      .db('email_tokens')
      .where({ user_id: (await cook.get('/api/auth/user')).json.id })
      .update({
        expires_at: new Date(Date.now() - 1000),
      });
    expect((await client().post('/api/auth/verify-email', { token })).status).toBe(400);
    const resend = await cook.post('/api/auth/verify-email/resend');
    expect(resend.status).toBe(202);
    const fresh = await linkToken(account.email, '/verify-email', 1);
    const verified = await client().post('/api/auth/verify-email', { token: fresh });
    expect(verified.json.emailVerified).toBe(true);
    expect((await cook.post('/api/auth/verify-email/resend')).status).toBe(409);
    expect((await client().post('/api/auth/verify-email/resend')).status).toBe(401);
  });
});

describe('links in mails come from APP_ORIGIN, never from the request', () => {
  it.each([
    ['Host', { host: 'evil.example', origin: 'http://evil.example' }],
    ['X-Forwarded-Host', { 'x-forwarded-host': 'evil.example', origin: 'http://evil.example' }],
    ['both', { host: 'evil.example', 'x-forwarded-host': 'evil.example:8443', origin: 'http://evil.example:8443' }],
  ])('a reset requested with a forged %s still links to the app itself', async (_label, headers) => {
    const { account } = await signUp(server.url);
    // fetch will not send a forged Host, so this request goes out through node:http.
    const status = await new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ email: account.email });
      const request = httpRequest(`${server.url}/api/auth/password-reset/request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode!);
      });
      request.on('error', reject);
      request.end(body);
    });
    expect(status).toBe(202);
    const mail = await waitFor(() => mailsTo(account.email).find((text) => text.includes('reset-password')));
    expect(mail).toContain(`${server.url}/reset-password?token=`);
    expect(mail).not.toContain('evil.example');
  });

  it('uses the configured APP_ORIGIN for every link', async () => {
    const local = await startTestServer({ RUN_WORKER_IN_WEB: 'true', APP_ORIGIN: 'https://sous.example' });
    try {
      const browser = new TestClient(local.url, { origin: 'https://sous.example' });
      const email = 'origin-check@example.com';
      await browser.post('/api/auth/register', { email, password: 'a pantry of secrets' }, { host: 'evil.example' });
      await browser.post('/api/auth/password-reset/request', { email }, { host: 'evil.example' });
      const mails = await waitFor(() => {
        const found = readMailbox(local.config.DATA_DIR).filter((text) => text.includes(email));
        return found.length >= 2 ? found : undefined;
      });
      expect(mails!.join('\n')).toContain('https://sous.example/verify-email?token=');
      expect(mails!.join('\n')).toContain('https://sous.example/reset-password?token=');
      expect(mails!.join('\n')).not.toContain('evil.example');
    } finally {
      await local.close();
    }
  });
});

describe('sign-in guessing', () => {
  it('refuses the 11th of 45 concurrent guesses without checking it', async () => {
    const { account } = await signUp(server.url);
    const attacker = fromAddress();
    const answers = await Promise.all(
      Array.from({ length: 45 }, (_, index) =>
        attacker.post('/api/auth/login', { email: account.email, password: `guess number ${index}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
  });

  it('lets the owner in from a clean address while an attacker has locked their own', async () => {
    const { account } = await signUp(server.url);
    const attacker = fromAddress();
    for (let guess = 0; guess < 10; guess += 1)
      await attacker.post('/api/auth/login', { email: account.email, password: `guess number ${guess}` });
    expect((await attacker.post('/api/auth/login', account)).status).toBe(429);
    const started = Date.now();
    const owner = await fromAddress().post('/api/auth/login', { email: account.email, password: account.password });
    expect(owner.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(logLines).toContainEqual(expect.objectContaining({ event: 'auth.lockout', email: account.email }));
    expect(logLines).toContainEqual(expect.objectContaining({ event: 'auth.login_failed', email: account.email }));
  });

  it.each([
    ['244 characters', `${'a'.repeat(64)}.${'b'.repeat(60)}@${'c'.repeat(60)}.${'d'.repeat(50)}.com`],
    ['254 characters', `${'a'.repeat(64)}@${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(57)}.com`],
  ])('counts failed sign-ins for an address of %s (never a 500)', async (_label, email) => {
    const guesser = fromAddress();
    const statuses: number[] = [];
    for (let guess = 0; guess < 11; guess += 1)
      statuses.push((await guesser.post('/api/auth/login', { email, password: 'wrong guess here' })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it('refuses an address over 254 characters with a 400 naming the field', async () => {
    const email = `${'a'.repeat(250)}@example.com`;
    for (const path of ['/api/auth/login', '/api/auth/register', '/api/auth/password-reset/request']) {
      const response = await client().post(path, { email, password: 'whatever it is 42' });
      expect(response.status, path).toBe(400);
      expect(response.json.field, path).toBe('email');
    }
  });
});

describe('passwords', () => {
  it.each([
    ['too short', 'Sh0rt&sweet'],
    ['a common password', 'password1234'],
    ['a keyboard walk', 'qwertyuiop123'],
    ['a breached favourite', 'iloveyou12345'],
    ['repeated characters', 'aaaaaaaaaaaaaaaa'],
    ['the cook’s own name', 'marjolaine2024'],
  ])('refuses %s with a 400 naming the field', async (_label, password) => {
    const response = await client().post('/api/auth/register', {
      email: `weak${Date.now()}@example.com`,
      password,
      firstName: 'Marjolaine',
    });
    expect(response.status).toBe(400);
    expect(response.json.field).toBe('password');
  });
});

describe('password reset', () => {
  it('ends every other reset link once one is used, and mails a notice', async () => {
    const { account } = await signUp(server.url);
    await fromAddress().post('/api/auth/password-reset/request', { email: account.email });
    const first = await linkToken(account.email, '/reset-password');
    await fromAddress().post('/api/auth/password-reset/request', { email: account.email });
    const second = await linkToken(account.email, '/reset-password', 1);
    const used = await client().post('/api/auth/password-reset/confirm', {
      token: second,
      password: 'a fresh pantry secret',
    });
    expect(used.status).toBe(200);
    const stale = await client().post('/api/auth/password-reset/confirm', {
      token: first,
      password: 'the attacker secret 9',
    });
    expect(stale.status).toBe(400);
    await waitFor(() => mailsTo(account.email).find((text) => text.includes('password was changed')));
  });

  it('costs the same for an address with and without an account', async () => {
    const { account } = await signUp(server.url);
    const ratio = await knownToUnknownTimeRatio(
      7,
      async (email) =>
        expect((await fromAddress().post('/api/auth/password-reset/request', { email })).status).toBe(202),
      account.email,
      (round) => `nobody-${round}-${account.email}`,
    );
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});

describe('sessions', () => {
  it('ends a session 30 days after sign-in however active it is', async () => {
    const { client: cook } = await signUp(server.url);
    const { id } = (await cook.get('/api/auth/user')).json;
    await server.deps
      .db('sessions')
      .where({ user_id: id })
      .update({ absolute_expires_at: new Date(Date.now() - 1000) });
    expect((await cook.get('/api/auth/user')).status).toBe(401);
  });

  it('counts the API allowance per cook: signing in again does not refill it', async () => {
    const local = await startTestServer({ RATE_API_PER_MINUTE: '6' });
    try {
      const { client: cook, account } = await signUp(local.url);
      const statuses: number[] = [];
      for (let call = 0; call < 4; call += 1) statuses.push((await cook.get('/api/auth/user')).status);
      const again = new TestClient(local.url);
      await again.post('/api/auth/login', { email: account.email, password: account.password });
      for (let call = 0; call < 4; call += 1) statuses.push((await again.get('/api/auth/user')).status);
      expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
      expect(statuses.slice(4)).toContain(429);
    } finally {
      await local.close();
    }
  });
});

describe('logout from another site', () => {
  it.each([
    ['a cross-site link', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site subdomain', { 'sec-fetch-site': 'same-site' }],
    ['no same-origin signal', {}],
    ['a foreign Referer', { referer: 'https://evil.example/page' }],
  ])('asks first on %s, and keeps the cook signed in', async (_label, headers) => {
    const { client: cook } = await signUp(server.url);
    const response = await cook.get('/api/logout', headers);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.text).toContain('<form method="post" action="/api/logout">');
    expect((await cook.get('/api/auth/user')).status).toBe(200);
  });

  it('logs out from our own page, or from the confirm form', async () => {
    const { client: first } = await signUp(server.url);
    expect((await first.get('/api/logout', { 'sec-fetch-site': 'same-origin' })).status).toBe(302);
    expect((await first.get('/api/auth/user')).status).toBe(401);
    const { client: second } = await signUp(server.url);
    const confirmed = await second.request('POST', '/api/logout');
    expect(confirmed.status).toBe(302);
    expect((await second.get('/api/auth/user')).status).toBe(401);
    const forged = await signUp(server.url);
    const crossSite = new TestClient(server.url, { origin: 'https://evil.example' });
    crossSite.cookies.set('sous_session', forged.client.cookies.get('sous_session')!);
    expect((await crossSite.request('POST', '/api/logout')).status).toBe(403);
    expect((await forged.client.get('/api/auth/user')).status).toBe(200);
  });
});

describe('open redirect through the sign-in return path', () => {
  it.each([
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%5C/evil.example',
    '%2F%2Fevil.example',
    'https://evil.example',
  ])('/api/login?returnTo=%s stays on the site', async (hostile) => {
    const response = await client().get(`/api/login?returnTo=${hostile}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?returnTo=%2F');
  });
});

describe('mail bombing through sign-up', () => {
  it('bounds the mails one address can be sent by registering it again and again', async () => {
    const { account } = await signUp(server.url);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      statuses.push((await fromAddress().post('/api/auth/register', { ...account })).status);
    expect(statuses.slice(0, 4)).toEqual([202, 202, 202, 202]);
    expect(statuses.at(-1)).toBe(429);
  });
});
