import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TestClient } from '../backend/src/testing/http-client';
import { startTestServer, type TestServer } from '../backend/src/testing/test-server';
import { recordFigures } from './support/figures';

/*
 * Session and sign-in attacks. Already proven in backend/src/modules/auth/auth.test.ts and not
 * repeated here: every state-changing route refuses a session without our Origin or with a foreign
 * one, a cross-site Sec-Fetch-Site is refused, a planted cookie is not adopted at sign-in, GET
 * /api/logout kills the cookie, and an account locks after 10 failures. This file adds the variants.
 */
const AUTH_PER_IP = 30;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_AUTH_PER_IP: String(AUTH_PER_IP) });
});
afterAll(() => server?.close());

const COOKIE = 'sous_session';

describe('CSRF variants', () => {
  it.each([
    ['a foreign Referer and no Origin', { referer: 'https://evil.example/page' }],
    ['Origin: null (sandboxed frame, data: URL)', { origin: 'null' }],
    ['a look-alike origin', { origin: 'http://localhost.evil.example' }],
    ['our host on another port', { origin: 'http://localhost:1' }],
    ['our origin over https (scheme swap)', { origin: 'https://localhost' }],
    ['same-site but cross-origin fetch metadata', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses a signed-in state change with %s, and changes nothing', async (_label, headers) => {
    const { client } = await signUp(server.url);
    const attacker = new TestClient(server.url, { origin: null });
    attacker.cookies.set(COOKIE, client.cookies.get(COOKIE)!);
    const response = await attacker.request('POST', '/api/shopping-list/items', { text: 'csrf planted line' }, headers);
    expect(response.status).toBe(403);
    expect(response.json.code).toBe('csrf');
    expect((await client.get('/api/shopping-list')).text).not.toContain('csrf planted');
  });

  it('refuses a form-encoded (CORS-simple) body with 415 even from our origin', async () => {
    const { client } = await signUp(server.url);
    const response = await client.request('POST', '/api/shopping-list/items', 'text=form+post', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(415);
  });
});

describe('sessions', () => {
  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const { account } = await signUp(server.url);
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${COOKIE}=`))!;
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
  });

  it('starts no session at sign-up, and adopts no planted cookie (the session begins at sign-in)', async () => {
    const planted = 'planted-by-attacker-0123456789abcdef';
    const browser = new TestClient(server.url);
    browser.cookies.set(COOKIE, planted);
    const account = { email: `fixation-${Date.now()}@example.com`, password: 'correct horse battery' };
    const registered = await browser.post('/api/auth/register', account);
    expect(registered.status).toBe(202);
    expect(registered.headers.getSetCookie()).toEqual([]);
    expect((await browser.get('/api/auth/user')).status).toBe(401);
    expect((await browser.post('/api/auth/login', account)).status).toBe(200);
    expect(browser.cookies.get(COOKIE)).not.toBe(planted);
    const attacker = new TestClient(server.url);
    attacker.cookies.set(COOKIE, planted);
    expect((await attacker.get('/api/auth/user')).status).toBe(401);
  });

  it('gives a new id on each sign-in, and the old one keeps working only until its own logout', async () => {
    const { account } = await signUp(server.url);
    const first = new TestClient(server.url);
    const second = new TestClient(server.url);
    await first.post('/api/auth/login', { email: account.email, password: account.password });
    await second.post('/api/auth/login', { email: account.email, password: account.password });
    expect(first.cookies.get(COOKIE)).not.toBe(second.cookies.get(COOKIE));
    const stolen = first.cookies.get(COOKIE)!;
    expect((await first.post('/api/auth/logout')).status).toBe(204);
    const replay = new TestClient(server.url);
    replay.cookies.set(COOKIE, stolen);
    expect((await replay.get('/api/auth/user')).status).toBe(401);
    expect((await replay.get('/api/shopping-list')).status).toBe(401);
    expect((await replay.post('/api/shopping-list/items', { text: 'after logout' })).status).toBe(401);
    expect((await second.get('/api/auth/user')).status).toBe(200);
  });

  it('treats malformed and oversized session cookies as no session (401, never 500)', async () => {
    for (const value of ['', 'x', '%', '%E0%A4%A', 'a'.repeat(4000), '"quoted"', '../../etc/passwd', "' OR 1=1 --"]) {
      const client = new TestClient(server.url);
      const response = await client.get('/api/auth/user', { cookie: `${COOKIE}=${value}; __Host-${COOKIE}=${value}` });
      expect(response.status, value.slice(0, 20)).toBe(401);
    }
  });
});

describe('brute force on sign-in', () => {
  it(`stops one address after ${AUTH_PER_IP} attempts however many accounts it tries, X-Forwarded-For or not`, async (context) => {
    const statuses: number[] = [];
    const started = Date.now();
    for (let attempt = 0; attempt < AUTH_PER_IP + 5; attempt += 1) {
      const response = await new TestClient(server.url).post(
        '/api/auth/login',
        { email: `victim${attempt}@example.com`, password: 'Password123!' },
        { 'x-forwarded-for': `203.0.113.${attempt}`, 'x-real-ip': `198.51.100.${attempt}` },
      );
      statuses.push(response.status);
    }
    const firstLimited = statuses.indexOf(429);
    expect(firstLimited).toBeGreaterThan(0);
    expect(firstLimited).toBeLessThanOrEqual(AUTH_PER_IP);
    expect(statuses.slice(firstLimited).every((status) => status === 429)).toBe(true);
    // The right password does not get through either while the address is blocked.
    const blocked = await new TestClient(server.url).post('/api/auth/login', {
      email: 'victim0@example.com',
      password: 'Password123!',
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    recordFigures(
      context,
      `${statuses.length} attempts from one IP: ${firstLimited} answered 401, then 429 (${Date.now() - started} ms)`,
    );
  });
});
