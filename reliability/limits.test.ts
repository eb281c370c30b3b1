import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestClient } from '../backend/src/testing/http-client';
import { startTestServer, type TestServer } from '../backend/src/testing/test-server';
import { recordFigures } from './support/figures';
import { generousLimits, leakIn } from './support/world';

/*
 * Body and header limits and slow clients. (backend/src/app.test.ts already covers a 1.1 MB JSON
 * body → 413, text/plain → 415 and malformed JSON → 400.)
 */
let server: TestServer;
let client: TestClient;
let port: number;
beforeAll(async () => {
  server = await startTestServer(generousLimits);
  port = Number(new URL(server.url).port);
  client = (await signUp(server.url)).client;
});
afterAll(() => server?.close());

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  client.request('POST', path, body, { 'content-type': 'application/json', ...headers });

/** Sends raw bytes on a fresh socket and resolves with what came back when the server closes it. */
function rawExchange(write: (socket: Socket) => void, timeoutMs = 150_000) {
  return new Promise<{ response: string; elapsedMs: number; closedByServer: boolean }>((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let response = '';
    let done = false;
    const finish = (closedByServer: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ response, elapsedMs: Date.now() - started, closedByServer });
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    socket.on('data', (chunk) => (response += chunk.toString('latin1')));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    socket.on('connect', () => write(socket));
  });
}

/** Timings of `count` ordinary requests, for "other requests are not hurt". */
async function healthTimings(count: number) {
  const timings: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const response = await client.get('/api/shopping-list');
    expect(response.status).toBe(200);
    timings.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return timings.sort((a, b) => a - b);
}

describe('body limits', () => {
  it('answers 413 to a body over 1 MB sent chunked (no Content-Length), without reading it all', async () => {
    const { response } = await rawExchange((socket) => {
      socket.write(
        `POST /api/shopping-list/items HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\nOrigin: ${server.url}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nCookie: ${client.cookieHeader}\r\n\r\n`,
      );
      const chunk = 'x'.repeat(64 * 1024);
      const opening = `{"text":"${chunk}`;
      socket.write(`${opening.length.toString(16)}\r\n${opening}\r\n`);
      for (let index = 0; index < 40; index += 1) {
        if (socket.destroyed) return;
        socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
      }
    }, 30_000);
    expect(response).toMatch(/^HTTP\/1\.1 413/);
    expect(response).toContain('payload_too_large');
  });

  it('answers 413 when Content-Length announces more than 1 MB, before any body arrives', async () => {
    const { response, elapsedMs } = await rawExchange((socket) => {
      socket.write(
        `POST /api/contact HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\nOrigin: ${server.url}\r\nContent-Type: application/json\r\nContent-Length: 50000000\r\n\r\n{"a":`,
      );
    }, 30_000);
    expect(response).toMatch(/^HTTP\/1\.1 413/);
    expect(elapsedMs).toBeLessThan(5000);
  });

  it.each([
    ['arrays', (depth: number) => '['.repeat(depth) + ']'.repeat(depth)],
    ['objects', (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)],
  ])('answers deeply nested %s (up to 1 MB) with 400 or 413, never a crash', async (_kind, build) => {
    for (const depth of [1_000, 10_000, 100_000, 170_000]) {
      const nested = build(depth);
      for (const [path, body] of [
        ['/api/shopping-list/items', nested],
        ['/api/contact', `{"firstName":${nested},"email":"a@example.com","subject":"x","message":"y"}`],
        ['/api/cooking-assistant/ask', `{"question":"hi","recipeIngredients":${nested}}`],
      ] as const) {
        if (body.length > 1_048_576) continue;
        const response = await post(path, body);
        expect([400, 403, 413], `${path} at depth ${depth}`).toContain(response.status);
        expect(leakIn(response.text)).toBeUndefined();
      }
    }
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it('handles a 900 KB string and 50,000 keys under the limit with 400, quickly', async () => {
    const manyKeys = `{${Array.from({ length: 50_000 }, (_, index) => `"k${index}":1`).join(',')},"text":"x"}`;
    for (const body of [JSON.stringify({ text: 'x'.repeat(900_000) }), manyKeys]) {
      const started = Date.now();
      const response = await post('/api/shopping-list/items', body);
      expect([201, 400]).toContain(response.status);
      expect(Date.now() - started).toBeLessThan(5000);
    }
  });
});

describe('header limits', () => {
  it('answers 431 to a 64 KB header and to 2,000 headers, and keeps serving', async () => {
    const huge = await rawExchange((socket) => {
      socket.write(
        `GET /api/config HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`,
      );
    }, 30_000);
    expect(huge.response).toMatch(/^HTTP\/1\.1 431/);
    const many = await rawExchange((socket) => {
      const headers = Array.from({ length: 2000 }, (_, index) => `X-H${index}: ${'v'.repeat(10)}`).join('\r\n');
      socket.write(`GET /api/config HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n${headers}\r\n\r\n`);
    }, 30_000);
    expect(many.response).toMatch(/^HTTP\/1\.1 (431|400)/);
    const url = await rawExchange((socket) => {
      socket.write(
        `GET /api/recipes?search=${'a'.repeat(70_000)} HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`,
      );
    }, 30_000);
    expect(url.response).toMatch(/^HTTP\/1\.1 (431|414|400)/);
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it('answers 400 to a malformed request line and header, never echoing it', async () => {
    for (const raw of [
      'GET /api/config HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n',
      'GET /api/config HTTP/9.9\r\nHost: localhost\r\n\r\n',
      'GET /api/con\u0000fig HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ]) {
      const { response } = await rawExchange((socket) => socket.write(raw), 30_000);
      expect(response, JSON.stringify(raw)).toMatch(/^HTTP\/1\.1 (400|505)/);
    }
  });
});

describe('slow clients', () => {
  it('times out a client sending its body byte by byte, while other requests stay fast', async (context) => {
    const baseline = await healthTimings(10);
    // Ten slow clients announce a 10 KB body and trickle one byte a second.
    const slow = Array.from({ length: 10 }, () =>
      rawExchange((socket) => {
        socket.write(
          `POST /api/contact HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\nOrigin: ${server.url}\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n`,
        );
        const drip = setInterval(() => (socket.destroyed ? clearInterval(drip) : socket.write('{')), 1000);
        socket.on('close', () => clearInterval(drip));
      }, 150_000),
    );
    const during = await healthTimings(30);
    const results = await Promise.all(slow);
    for (const result of results) {
      expect(result.closedByServer).toBe(true);
      expect(result.elapsedMs).toBeLessThan(120_000);
    }
    const p95 = (timings: number[]) => timings[Math.floor(timings.length * 0.95) - 1] ?? timings.at(-1)!;
    expect(p95(during)).toBeLessThan(Math.max(500, p95(baseline) * 5));
    const elapsed = Math.max(...results.map((result) => result.elapsedMs));
    recordFigures(
      context,
      `10 byte-a-second bodies cut after ≤${Math.round(elapsed / 1000)} s; other requests p95 ${p95(during).toFixed(0)} ms (before ${p95(baseline).toFixed(0)} ms)`,
    );
  });

  it('times out a client that never finishes its headers (slowloris)', async () => {
    const result = await rawExchange((socket) => {
      socket.write('GET /api/config HTTP/1.1\r\nHost: localhost\r\n');
      const drip = setInterval(() => (socket.destroyed ? clearInterval(drip) : socket.write('X-a: b\r\n')), 2000);
      socket.on('close', () => clearInterval(drip));
    }, 150_000);
    expect(result.closedByServer).toBe(true);
    expect(result.elapsedMs).toBeLessThan(70_000);
  });
});
