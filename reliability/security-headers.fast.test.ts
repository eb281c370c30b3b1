import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../backend/src/testing/test-server';

/** Every kind of response — page, API, error, static file — carries the security headers. */
describe('security headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
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
});
