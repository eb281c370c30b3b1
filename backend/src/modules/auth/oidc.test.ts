import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../testing/http-client';
import { hashPassword } from './passwords';
import { startTestServer, type TestServer } from '../../testing/test-server';

/** A real OIDC round trip: Sous ↔ a local oidc-provider on loopback, driven like a browser. */
let provider: Provider;
let providerServer: Server;
let issuer: string;
let app: TestServer;

/** The provider's accounts, by login; each signs in with any password. */
const providerAccounts: Record<string, Record<string, unknown>> = {
  'olive-42': {
    email: 'Olive.Oyl@Example.com',
    email_verified: true,
    given_name: 'Olive',
    family_name: 'Oyl',
    picture: 'https://images.example/olive.png',
  },
  'unchecked-7': { email: 'victim@example.com', email_verified: false, given_name: 'Mallory' },
  'unchecked-8': { email: 'victim@example.com', given_name: 'Mallory' },
  'popeye-1': { email: 'popeye@example.com', email_verified: true, given_name: 'Popeye' },
};

beforeAll(async () => {
  providerServer = (await import('node:http')).createServer();
  await new Promise<void>((resolve) => providerServer.listen(0, '127.0.0.1', () => resolve()));
  issuer = `http://127.0.0.1:${(providerServer.address() as AddressInfo).port}`;
  // The app's port is only known after it starts, so start it first with the issuer URL...
  app = await startTestServer({
    OIDC_ISSUER_URL: issuer,
    OIDC_CLIENT_ID: 'sous-web',
    OIDC_CLIENT_SECRET: 'a-client-secret-for-tests',
  });
  provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'sous-web',
        client_secret: 'a-client-secret-for-tests',
        redirect_uris: [`${app.url}/api/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    cookies: { keys: ['test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'picture'] },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ sub, ...(providerAccounts[sub] ?? providerAccounts['olive-42']) }),
    }),
  });
  // ...then mount the provider on the already-listening loopback server.
  providerServer.on('request', provider.callback());
});

afterAll(async () => {
  await app?.close();
  await new Promise<void>((resolve) => providerServer?.close(() => resolve()));
});

/** Follows redirects on the provider with its own cookie jar until it sends the browser back to Sous. */
async function signInAtProvider(authorizationUrl: string, login = 'olive-42'): Promise<string> {
  const browser = new TestClient(issuer, { origin: issuer });
  let location = authorizationUrl.replace(issuer, '');
  for (let hop = 0; hop < 12; hop += 1) {
    const response = await browser.get(location);
    if (response.status >= 300 && response.status < 400) {
      const next = response.headers.get('location')!;
      if (next.startsWith(app.url)) return next;
      location = next.replace(issuer, '');
      continue;
    }
    const form = /<form[^>]*action="([^"]+)"/.exec(response.text);
    if (!form) throw new Error(`provider page without a form: ${response.status} ${response.text.slice(0, 200)}`);
    const prompt = /name="prompt" value="(\w+)"/.exec(response.text)?.[1];
    const fields: Record<string, string> =
      prompt === 'login' ? { prompt, login, password: 'anything' } : { prompt: prompt ?? 'consent' };
    const submit = await browser.request('POST', form[1].replace(issuer, ''), new URLSearchParams(fields).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    location = submit.headers.get('location')!.replace(issuer, '');
  }
  throw new Error('too many redirects at the provider');
}

describe('hosted login (OIDC, authorization code + PKCE)', () => {
  it('signs in, creates the user from the claims and returns to the page the user came from', async () => {
    const browser = new TestClient(app.url);
    const login = await browser.get('/api/login?returnTo=%2Fmeal-plans%2Fbeginner-week');
    expect(login.status).toBe(302);
    const authorizationUrl = new URL(login.headers.get('location')!);
    expect(authorizationUrl.origin).toBe(issuer);
    expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizationUrl.searchParams.get('state')).toBeTruthy();
    expect(authorizationUrl.searchParams.get('nonce')).toBeTruthy();

    const callback = await signInAtProvider(authorizationUrl.href);
    const finished = await browser.get(callback.replace(app.url, ''));
    expect(finished.status).toBe(302);
    expect(finished.headers.get('location')).toBe('/meal-plans/beginner-week');

    const me = await browser.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({
      email: 'olive.oyl@example.com',
      firstName: 'Olive',
      lastName: 'Oyl',
      profileImageUrl: 'https://images.example/olive.png',
    });
  });

  it('refuses a callback whose state it never issued (and one replayed after use)', async () => {
    const browser = new TestClient(app.url);
    const forged = await browser.get('/api/callback?code=abc&state=never-issued');
    expect(forged.status).toBe(302);
    expect(forged.headers.get('location')).toBe('/login?error=expired');
    expect((await browser.get('/api/auth/user')).status).toBe(401);

    const login = await browser.get('/api/login');
    const callback = await signInAtProvider(login.headers.get('location')!);
    expect((await browser.get(callback.replace(app.url, ''))).headers.get('location')).toBe('/');
    const replay = await new TestClient(app.url).get(callback.replace(app.url, ''));
    expect(replay.headers.get('location')).toBe('/login?error=expired');
  });

  /** Runs a whole sign-in at the provider as `login`; returns where Sous sent the browser. */
  async function signInAs(browser: TestClient, login: string): Promise<string | null> {
    const start = await browser.get('/api/login');
    const callback = await signInAtProvider(start.headers.get('location')!, login);
    return (await browser.get(callback.replace(app.url, ''))).headers.get('location');
  }

  it.each(['unchecked-7', 'unchecked-8'])(
    'refuses an address the provider has not verified (%s), and links it to nobody',
    async (login) => {
      await app.deps.db('users').insert({ email: 'victim@example.com', email_verified_at: new Date() });
      const browser = new TestClient(app.url);
      expect(await signInAs(browser, login)).toBe('/login?error=unverified');
      expect((await browser.get('/api/auth/user')).status).toBe(401);
      const victim = await app.deps.db('users').where({ email: 'victim@example.com' }).first();
      expect(victim.oidc_subject).toBeNull();
      await app.deps.db('users').where({ email: 'victim@example.com' }).del();
    },
  );

  it('takes over an unverified local account registered ahead of the owner: its password and sessions end', async () => {
    const squatter = new TestClient(app.url);
    await app.deps
      .db('users')
      .insert({ email: 'popeye@example.com', password_hash: await hashPassword('the squatter secret') });
    const local = await app.deps.db('users').where({ email: 'popeye@example.com' }).first();
    const squatting = await squatter.post('/api/auth/login', {
      email: 'popeye@example.com',
      password: 'the squatter secret',
    });
    expect(squatting.status).toBe(200);
    const owner = new TestClient(app.url);
    expect(await signInAs(owner, 'popeye-1')).toBe('/');
    const me = await owner.get('/api/auth/user');
    expect(me.json).toMatchObject({ id: local.id, emailVerified: true });
    const after = await app.deps.db('users').where({ id: local.id }).first();
    expect(after.password_hash).toBeNull();
    expect((await squatter.get('/api/auth/user')).status).toBe(401);
    expect(
      (await squatter.post('/api/auth/login', { email: 'popeye@example.com', password: 'the squatter secret' })).status,
    ).toBe(401);
  });

  it('matches a linked account by subject, even after the provider changes its address', async () => {
    const browser = new TestClient(app.url);
    await signInAs(browser, 'olive-42');
    const first = (await browser.get('/api/auth/user')).json.id;
    providerAccounts['olive-42'] = { ...providerAccounts['olive-42'], email: 'olive@new-mail.example' };
    try {
      const again = new TestClient(app.url);
      await signInAs(again, 'olive-42');
      const me = (await again.get('/api/auth/user')).json;
      expect(me.id).toBe(first);
      expect(me.email).toBe('olive@new-mail.example');
    } finally {
      providerAccounts['olive-42'] = { ...providerAccounts['olive-42'], email: 'Olive.Oyl@Example.com' };
    }
  });

  it('turns local sign-up off when OIDC is configured', async () => {
    const response = await new TestClient(app.url).post('/api/auth/register', {
      email: 'local@example.com',
      password: 'a long enough secret',
    });
    expect(response.status).toBe(403);
    expect(response.json.code).toBe('signup_closed');
    expect((await new TestClient(app.url).get('/api/auth/providers')).json).toEqual({
      mode: 'oidc',
      localSignup: false,
    });
  });
});
