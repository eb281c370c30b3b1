import { describe, expect, it } from 'vitest';
import { signUp, TestClient } from '../../testing/http-client';
import { serverDuringTests } from '../../testing/during-tests';
import { readMailbox } from '../../testing/mail';
import { waitFor } from '../../testing/wait-for';
import { REGISTER_ACCEPTED_MESSAGE } from '@common/contracts/auth';
import { hashToken } from './auth.service';
import { knownToUnknownTimeRatio } from '../../testing/timing';

const server = serverDuringTests({
  RUN_WORKER_IN_WEB: 'true',
  ADMIN_EMAILS: 'boss@example.com',
  RATE_AUTH_PER_IP: '1000',
});

const client = () => new TestClient(server.url);

describe('registration', () => {
  it('creates the account unverified, normalises the e-mail, and starts no session until the link or a sign-in', async () => {
    const browser = client();
    const password = 'a long enough secret';
    const response = await browser.post('/api/auth/register', {
      email: '  New.Cook@Example.COM ',
      password,
      firstName: 'New',
      lastName: 'Cook',
    });
    expect(response.status).toBe(202);
    expect(response.json).toEqual({ message: REGISTER_ACCEPTED_MESSAGE });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await browser.get('/api/auth/user')).status).toBe(401);
    const signIn = await browser.post('/api/auth/login', { email: 'new.cook@example.com', password });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().join(';');
    expect(cookie).toMatch(/sous_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await browser.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({
      email: 'new.cook@example.com',
      lastName: 'Cook',
      isPremium: false,
      emailVerified: false,
      roles: [],
    });
  });

  it('answers a taken e-mail exactly as a new one, whatever its case, and tells the owner by mail', async () => {
    const { account } = await signUp(server.url);
    const again = await client().post('/api/auth/register', { ...account, email: account.email.toUpperCase() });
    const fresh = await client().post('/api/auth/register', { ...account, email: `fresh-${account.email}` });
    expect(again.status).toBe(202);
    expect(again.text).toBe(fresh.text);
    expect(again.headers.getSetCookie()).toEqual(fresh.headers.getSetCookie());
    const notice = await waitFor(() =>
      readMailbox(server.config.DATA_DIR).find((text) => text.includes(account.email) && text.includes('already have')),
    );
    expect(notice).not.toMatch(/verify-email\?token=/);
  });

  it.each([
    [{ password: 'short', email: 'a@example.com' }, 'password'],
    [{ password: 'long enough password' }, 'email'],
    [{ email: 'not-an-email', password: 'long enough password' }, 'email'],
    [{ email: 42, password: 'long enough password' }, 'email'],
    [{ email: 'b@example.com', password: 'long enough password', firstName: 'x'.repeat(500) }, 'firstName'],
    [{ email: 'c@example.com', password: ['array'] }, 'password'],
  ])('answers bad input %o with 400 naming %s', async (body, field) => {
    const response = await client().post('/api/auth/register', body);
    expect(response.status).toBe(400);
    expect(response.json.field).toBe(field);
  });

  it('answers a non-JSON body with 415 and an array body with 400', async () => {
    const asText = await client().request('POST', '/api/auth/register', 'email=a', { 'content-type': 'text/plain' });
    expect(asText.status).toBe(415);
    const asArray = await client().post('/api/auth/register', []);
    expect(asArray.status).toBe(400);
  });
});

describe('sign-in and sessions', () => {
  it('signs in with the right password and gives the same 401 for wrong password and unknown e-mail', async () => {
    const { account } = await signUp(server.url);
    const ok = await client().post('/api/auth/login', { email: account.email, password: account.password });
    expect(ok.status).toBe(200);
    const wrongPassword = await client().post('/api/auth/login', { email: account.email, password: 'nope nope nope' });
    const unknownEmail = await client().post('/api/auth/login', {
      email: 'ghost@example.com',
      password: 'nope nope nope',
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.text).toBe(unknownEmail.text);
  });

  it('takes similar time for a wrong password and an unknown e-mail', async () => {
    const { account } = await signUp(server.url);
    const ratio = await knownToUnknownTimeRatio(
      5,
      (email) => client().post('/api/auth/login', { email, password: 'wrong wrong wrong' }),
      account.email,
      (round) => `nobody${round}@example.com`,
    );
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('issues a new session id at sign-in (a planted cookie is not adopted)', async () => {
    const { account } = await signUp(server.url);
    const browser = client();
    browser.cookies.set('sous_session', 'planted-by-attacker-0123456789');
    const response = await browser.post('/api/auth/login', { email: account.email, password: account.password });
    expect(response.status).toBe(200);
    expect(browser.cookies.get('sous_session')).not.toBe('planted-by-attacker-0123456789');
    const attacker = client();
    attacker.cookies.set('sous_session', 'planted-by-attacker-0123456789');
    expect((await attacker.get('/api/auth/user')).status).toBe(401);
  });

  it('ends the session on logout: the old cookie no longer works', async () => {
    const { client: browser } = await signUp(server.url);
    const stolen = new TestClient(server.url);
    stolen.cookies.set('sous_session', browser.cookies.get('sous_session')!);
    expect((await stolen.get('/api/auth/user')).status).toBe(200);
    const logout = await browser.get('/api/logout', { 'sec-fetch-site': 'same-origin' });
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe('/');
    expect((await stolen.get('/api/auth/user')).status).toBe(401);
  });

  it('answers 401 to a visitor asking who they are', async () => {
    expect((await client().get('/api/auth/user')).status).toBe(401);
  });

  it('answers the pages’ session check with 200 either way: the cook, or null for a visitor and an ended session', async () => {
    expect((await client().get('/api/auth/session')).json).toEqual({ user: null });
    const { client: browser } = await signUp(server.url);
    const signedIn = await browser.get('/api/auth/session');
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.user).toEqual((await browser.get('/api/auth/user')).json);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    const stolen = new TestClient(server.url);
    stolen.cookies.set('sous_session', browser.cookies.get('sous_session')!);
    await browser.get('/api/logout', { 'sec-fetch-site': 'same-origin' });
    const ended = await stolen.get('/api/auth/session');
    expect([ended.status, ended.json]).toEqual([200, { user: null }]);
  });

  it('locks an account after 10 failures in 15 minutes: the 11th attempt gets 429 with Retry-After', async () => {
    const { account } = await signUp(server.url);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await client().post('/api/auth/login', {
        email: account.email,
        password: `wrong-${attempt}-xxxxx`,
      });
      expect(response.status).toBe(401);
    }
    const eleventh = await client().post('/api/auth/login', { email: account.email, password: account.password });
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('password reset', () => {
  it('mails a one-time link that sets a new password and ends every other session', async () => {
    const { client: firstBrowser, account } = await signUp(server.url);
    const request = await client().post('/api/auth/password-reset/request', { email: account.email });
    expect(request.status).toBe(202);
    const mail = await waitFor(() =>
      readMailbox(server.config.DATA_DIR).find(
        (text) => text.includes(account.email) && text.includes('reset-password'),
      ),
    );
    expect(mail).toContain(`${server.url}/reset-password?token=`);
    const token = decodeURIComponent(/reset-password\?token=([^\s]+)/.exec(mail!)![1]);
    const resetBrowser = client();
    const confirm = await resetBrowser.post('/api/auth/password-reset/confirm', {
      token,
      password: 'a brand new password',
    });
    expect(confirm.status).toBe(200);
    expect((await firstBrowser.get('/api/auth/user')).status).toBe(401);
    expect((await resetBrowser.get('/api/auth/user')).status).toBe(200);
    const reuse = await client().post('/api/auth/password-reset/confirm', { token, password: 'yet another password' });
    expect(reuse.status).toBe(400);
    expect(
      (await client().post('/api/auth/login', { email: account.email, password: 'a brand new password' })).status,
    ).toBe(200);
  });

  it('answers the same for an unknown e-mail (no account probing)', async () => {
    const response = await client().post('/api/auth/password-reset/request', { email: 'nobody-here@example.com' });
    expect(response.status).toBe(202);
  });
});

describe('CSRF', () => {
  it('refuses every state-changing route that carries a session without our Origin', async () => {
    const { client: browser } = await signUp(server.url);
    const routes = server.app.apiRoutes.filter((route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method));
    expect(routes.length).toBeGreaterThan(3);
    for (const route of routes) {
      if (route.path === '/api/webhooks/stripe') continue;
      const concretePath = route.path.replace(/:([A-Za-z]+)/g, 'x');
      const noOrigin = new TestClient(server.url, { origin: null });
      noOrigin.cookies.set('sous_session', browser.cookies.get('sous_session')!);
      const missing = await noOrigin.request(route.method, concretePath, {});
      expect(missing.status, `${route.method} ${route.path} without Origin`).toBe(403);
      const foreign = new TestClient(server.url, { origin: 'https://evil.example' });
      foreign.cookies.set('sous_session', browser.cookies.get('sous_session')!);
      expect(
        (await foreign.request(route.method, concretePath, {})).status,
        `${route.method} ${route.path} foreign`,
      ).toBe(403);
    }
  });

  it('refuses a cross-site fetch even without a session', async () => {
    const response = await client().post(
      '/api/auth/login',
      { email: 'a@example.com', password: 'x' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(response.status).toBe(403);
  });
});

describe('sign-in entry points', () => {
  it('sends /api/login to the local sign-in page, keeping only same-origin return paths', async () => {
    const local = await client().get('/api/login?returnTo=%2Fshopping-list');
    expect(local.status).toBe(302);
    expect(local.headers.get('location')).toBe('/login?returnTo=%2Fshopping-list');
    const evil = await client().get('/api/login?returnTo=%2F%2Fevil.example');
    expect(evil.headers.get('location')).toBe('/login?returnTo=%2F');
    // "Start Cooking Free" opens the form on its Create account tab.
    const signUp = await client().get('/api/login?mode=signup');
    expect(signUp.headers.get('location')).toBe('/login?returnTo=%2F&mode=signup');
  });

  it('gives the admin role to ADMIN_EMAILS only, once the address is verified', async () => {
    const { user, client: boss } = await signUp(server.url, { email: 'boss@example.com' });
    expect(user.roles).toEqual([]);
    await server.deps.db('users').where({ email: 'boss@example.com' }).update({ email_verified_at: new Date() });
    expect((await boss.get('/api/auth/user')).json.roles).toEqual(['admin']);
    const { user: cook } = await signUp(server.url);
    expect(cook.roles).toEqual([]);
  });
});

describe('session resolution', () => {
  const DAY_MS = 24 * 3600 * 1000;
  const sessionRow = (browser: TestClient) =>
    server.deps.db('sessions').where({ token_hash: hashToken(browser.cookies.get('sous_session')!) });
  const sessionCookieOf = (response: { headers: Headers }) =>
    response.headers.getSetCookie().find((line) => line.startsWith('sous_session='));

  it('refuses an expired session', async () => {
    const { client: browser } = await signUp(server.url);
    await sessionRow(browser).update({ expires_at: new Date(Date.now() - 1000) });
    expect((await browser.get('/api/auth/user')).status).toBe(401);
  });

  it('refuses a revoked session (its row gone)', async () => {
    const { client: browser } = await signUp(server.url);
    expect((await browser.get('/api/auth/user')).status).toBe(200);
    await sessionRow(browser).del();
    expect((await browser.get('/api/auth/user')).status).toBe(401);
  });

  it('rolls a session forward once it is a day old, and re-sends the cookie only then', async () => {
    const { client: browser } = await signUp(server.url);
    const fresh = await browser.get('/api/auth/user');
    expect(fresh.status).toBe(200);
    expect(sessionCookieOf(fresh)).toBeUndefined();

    await sessionRow(browser).update({
      last_seen_at: new Date(Date.now() - DAY_MS - 60_000),
      expires_at: new Date(Date.now() + 3 * DAY_MS),
    });
    const rolled = await browser.get('/api/auth/user');
    expect(rolled.status).toBe(200);
    const cookie = sessionCookieOf(rolled);
    expect(cookie).toBeDefined();
    const cookieExpiry = Date.parse(/expires=([^;]+)/i.exec(cookie!)![1]);
    expect(cookieExpiry).toBeGreaterThan(Date.now() + 13 * DAY_MS);
    const row = await sessionRow(browser).first();
    expect(row.expires_at.getTime()).toBeGreaterThan(Date.now() + 13 * DAY_MS);
    expect(row.last_seen_at.getTime()).toBeGreaterThan(Date.now() - 60_000);

    expect(sessionCookieOf(await browser.get('/api/auth/user'))).toBeUndefined();
  });

  it('reads the session, its user and Premium in one query', async () => {
    const { client: browser } = await signUp(server.url);
    const sql: string[] = [];
    const record = (query: { sql: string }) => sql.push(query.sql);
    server.deps.db.on('query', record);
    try {
      const response = await browser.get('/api/auth/user');
      expect(response.status).toBe(200);
      expect(response.json.isPremium).toBe(false);
    } finally {
      server.deps.db.off('query', record);
    }
    const touching = (table: string) => sql.filter((text) => text.includes(`"${table}"`));
    expect(touching('sessions')).toHaveLength(1);
    expect(touching('subscriptions')).toEqual(touching('sessions'));
  });
});
