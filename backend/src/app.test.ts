import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing/test-server';

let server: TestServer;
const dist = path.resolve('.data/test-dist');

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log("sous")');
  // A stand-in server entry whose router knows the recipe pages only.
  mkdirSync(path.join(dist, '.ssr'), { recursive: true });
  writeFileSync(
    path.join(dist, '.ssr', 'render.mjs'),
    `export const isPagePath = (pathname) => pathname.startsWith('/recipes');
export const renderSignedIn = async () => undefined;`,
  );
  server = await startTestServer({ FRONTEND_DIST: dist });
});
afterAll(() => server?.close());

const get = (pathname: string, init?: RequestInit) => fetch(`${server.url}${pathname}`, init);
/** A POST of `body` as `contentType` to an API path no route claims: what the body parsers answer alone. */
const postToApi = (contentType: string, body: string) =>
  get('/api/anything', { method: 'POST', headers: { 'content-type': contentType }, body });

describe('health and readiness', () => {
  it('answers /healthz with ok', async () => {
    const response = await get('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('reports database and queue reachable on /readyz', async () => {
    const response = await get('/readyz');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', checks: { database: 'ok', queue: 'ok' } });
  });

  it('exposes Prometheus metrics with route latency, queue depth and outbox lag on the metrics port', async () => {
    await get('/api/config');
    expect(server.metricsUrl).not.toBe(server.url);
    const response = await fetch(`${server.metricsUrl}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('http_request_duration_seconds_bucket');
    expect(text).toMatch(/route="\/api\/config"/);
    expect(text).toContain('queue_jobs{queue="events"');
    expect(text).toContain('outbox_lag_seconds');
  });

  it.each(['/metrics', '/metrics?format=text', '/METRICS', '/metrics/'])(
    'answers %s on the public port with 404 and no metrics',
    async (pathname) => {
      const response = await get(pathname);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toMatch(/http_request_duration_seconds|process_cpu|# HELP/);
    },
  );

  it('serves nothing but GET /metrics on the metrics port', async () => {
    expect((await fetch(`${server.metricsUrl}/`)).status).toBe(404);
    expect((await fetch(`${server.metricsUrl}/api/config`)).status).toBe(404);
    expect((await fetch(`${server.metricsUrl}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});

describe('API error shape and limits', () => {
  it('gives unknown API paths a JSON 404', async () => {
    const response = await get('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ message: 'No such API endpoint', code: 'not_found' });
  });

  it('gives a method no route of a known API path has the same JSON 404', async () => {
    for (const method of ['DELETE', 'OPTIONS']) {
      const response = await get('/api/config', { method, headers: { origin: new URL(server.url).origin } });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'No such API endpoint', code: 'not_found' });
    }
  });

  it('rejects a JSON body over 1 MB with 413', async () => {
    const response = await postToApi('application/json', JSON.stringify({ blob: 'x'.repeat(1_100_000) }));
    expect(response.status).toBe(413);
    expect(((await response.json()) as { code: string }).code).toBe('payload_too_large');
  });

  it('rejects a non-JSON body with 415', async () => {
    const response = await postToApi('text/plain', 'hello');
    expect(response.status).toBe(415);
    expect(((await response.json()) as { code: string }).code).toBe('unsupported_media_type');
  });

  it('rejects malformed JSON with 400 and no stack trace', async () => {
    const response = await postToApi('application/json', '{"a":');
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(JSON.parse(body).message).toBe('Request body is not valid JSON');
    expect(body).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});

describe('security headers', () => {
  it('sets CSP and friends and never X-Powered-By', async () => {
    const response = await get('/healthz');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
  });

  it('keeps a sane incoming request id', async () => {
    const response = await get('/healthz', { headers: { 'x-request-id': 'trace-12345678' } });
    expect(response.headers.get('x-request-id')).toBe('trace-12345678');
  });
});

describe('SPA serving', () => {
  it('serves index.html for client routes with no-cache', async () => {
    const response = await get('/recipes/anything');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('answers a path the app has no page for with 404 and the shell, which shows the not-found page', async () => {
    const response = await get('/no-such-page');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('caches hashed assets for a year', async () => {
    const response = await get('/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('answers a missing hashed asset with 404, not index.html', async () => {
    const response = await get('/assets/missing-000.js');
    expect(response.status).toBe(404);
  });

  it('does not let a path escape the dist folder', async () => {
    const response = await get('/..%2f..%2fpackage.json');
    expect(await response.text()).not.toContain('"name": "sous"');
  });
});
