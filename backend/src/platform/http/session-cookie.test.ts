import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TestClient } from '../../testing/http-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

// Behind a TLS proxy: X-Forwarded-Proto says whether the browser's request was HTTPS.
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
  // Signed up over plain HTTP, so the server set the unprefixed cookie; its value is a live session.
  const { client } = await signUp(server.url);
  token = client.cookies.get('sous_session')!;
});
afterAll(() => server?.close());

const https = { 'x-forwarded-proto': 'https' };
const userWith = (cookie: string, headers: Record<string, string> = {}) =>
  new TestClient(server.url).get('/api/auth/user', { cookie, ...headers });

describe('which session cookie counts', () => {
  it('has a live session to play with', () => {
    expect(token).toMatch(/\S{20,}/);
  });

  it.each([
    { over: 'plain HTTP', name: 'sous_session', headers: {}, status: 200 },
    { over: 'HTTPS', name: '__Host-sous_session', headers: https, status: 200 },
    // A plain-named cookie can be planted by a sibling subdomain or over HTTP: not a session on HTTPS.
    { over: 'HTTPS', name: 'sous_session', headers: https, status: 401 },
  ])('$over with $name → $status', async ({ name, headers, status }) => {
    expect((await userWith(`${name}=${token}`, headers)).status).toBe(status);
  });

  it('still signs in over HTTPS: the session is set as the __Host- cookie, Secure', async () => {
    const client = new TestClient(server.url, { origin: server.url.replace(/^http:/, 'https:') });
    const email = `https${Date.now()}@example.com`;
    await signUp(server.url, { email, password: 'correct horse battery' });
    const response = await client.post('/api/auth/login', { email, password: 'correct horse battery' }, https);
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('__Host-sous_session='));
    expect(cookie).toMatch(/; secure/i);
    expect(cookie).toMatch(/; path=\//i);
  });
});
