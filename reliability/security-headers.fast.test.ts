import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpPremium } from '../backend/src/testing/premium-user';
import { postEventStream } from '../backend/src/testing/sse-client';
import { startTestServer, type TestServer } from '../backend/src/testing/test-server';

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'permissions-policy',
];

/** Every kind of response — page, API, error, static file — carries the security headers. */
describe('security headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Workers in the web process: the Premium sign-up behind the SSE case goes through them.
    server = await startTestServer({ RUN_WORKER_IN_WEB: 'true' });
  });
  afterAll(() => server?.close());

  it.each(['/', '/api/recipes', '/api/no-such-route', '/manifest.webmanifest', '/healthz'])('%s', async (path) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('referrer-policy')).toBeTruthy();
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(await response.text()).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
  });

  it('a Server-Sent Events stream (the cooking assistant) carries the same headers as a JSON answer', async () => {
    const { client } = await signUpPremium(server.url);
    const json = await client.get('/api/recipes');
    const stream = await postEventStream(client, '/api/cooking-assistant/stream', {
      question: 'How long do I boil an egg?',
    });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.events.at(-1)?.event).toBe('done');
    const pick = (headers: Headers) => Object.fromEntries(SECURITY_HEADERS.map((name) => [name, headers.get(name)]));
    expect(pick(json.headers)['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(pick(stream.headers)).toEqual(pick(json.headers));
    expect(stream.headers.get('x-powered-by')).toBeNull();
  });
});
