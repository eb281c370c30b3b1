import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TestClient } from '../../testing/http-client';
import { openEventStream, type OpenEventStream } from '../../testing/sse-client';
import { startSeededServer } from '../../testing/seeded-server';
import type { TestServer } from '../../testing/test-server';
import { createLogger } from '../../platform/logger';
import { startServer, type RunningServer } from '../../server';

let server: TestServer;
/** A second web process on the same database: what a change made on one must reach. */
let other: RunningServer;
const streams: OpenEventStream[] = [];

beforeAll(async () => {
  server = await startSeededServer();
  other = await startServer({ ...server.config, PORT: 0, METRICS_PORT: 0 }, createLogger('silent'), {
    migrate: false,
  });
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await other?.stop();
  await server?.close();
});

async function open(client: TestClient, headers: Record<string, string> = {}) {
  const stream = await openEventStream(client, '/api/events', headers);
  streams.push(stream);
  return stream;
}

/** The same cook signed in again: another phone or browser. */
async function signInAgain(baseUrl: string, account: { email: string; password: string }) {
  const client = new TestClient(baseUrl);
  const response = await client.post('/api/auth/login', { email: account.email, password: account.password });
  expect(response.status).toBe(200);
  return client;
}

describe('GET /api/events', () => {
  it('answers 401 to a visitor', async () => {
    const response = await new TestClient(server.url).get('/api/events');
    expect(response.status).toBe(401);
  });

  it('opens a stream with the security headers and a reconnect hint', async () => {
    const { client } = await signUp(server.url);
    const stream = await open(client);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    expect(stream.headers.get('content-security-policy')).toContain("default-src 'self'");
    await expect.poll(() => stream.raw()).toContain('retry: 2000\n');
    stream.close();
  });

  it("reaches the cook's other screens on both web processes within 1 s, and nobody else's", async () => {
    const { client: phone, account } = await signUp(server.url);
    const laptop = await signInAgain(other.url, account);
    const tablet = await signInAgain(server.url, account);
    const { client: stranger } = await signUp(server.url);
    const [onPhone, onLaptop, onStranger] = await Promise.all([open(phone), open(laptop), open(stranger)]);

    const sent = Date.now();
    expect((await tablet.post('/api/shopping-list/items', { text: '2 lemons' })).status).toBe(201);
    const [phoneEvent, laptopEvent] = await Promise.all([onPhone.next('list.changed'), onLaptop.next('list.changed')]);
    const latency = Date.now() - sent;
    console.info(`list.changed reached both processes ${latency} ms after the request was sent`);
    expect(latency).toBeLessThan(1000);
    expect(phoneEvent.data).toEqual({ at: expect.any(String), by: expect.stringMatching(/^[\w-]{12}$/) });
    expect(laptopEvent.id).toBe(phoneEvent.id);

    const planned = Date.now();
    const entry = await laptop.post('/api/planner/entries', { date: '2026-12-01', meal: 'dinner', note: 'tacos' });
    expect(entry.status).toBe(201);
    const planEvent = await onPhone.next('planner.changed');
    console.info(`planner.changed reached the other process ${Date.now() - planned} ms after the request was sent`);
    expect(Number(planEvent.id)).toBeGreaterThan(Number(phoneEvent.id));
    await onLaptop.next('planner.changed');

    expect(onStranger.events).toEqual([]);
  });

  it('replays what a reconnecting stream missed from Last-Event-ID, on either process', async () => {
    const { client: phone, account } = await signUp(server.url);
    const laptop = await signInAgain(server.url, account);
    const first = await open(phone);
    await laptop.post('/api/shopping-list/items', { text: 'basil' });
    const seen = await first.next('list.changed');
    first.close();

    // Offline for a moment: two changes happen.
    const list = await laptop.get('/api/shopping-list');
    const item = (list.json.items as Array<{ id: string }>)[0];
    await laptop.patch(`/api/shopping-list/items/${item.id}`, { completed: true });
    await laptop.post('/api/planner/entries', { date: '2026-12-02', meal: 'lunch', note: 'soup' });

    const elsewhere = new TestClient(other.url);
    for (const [name, value] of phone.cookies) elsewhere.cookies.set(name, value);
    const resumed = await open(elsewhere, { 'Last-Event-ID': seen.id! });
    const missedList = await resumed.next('list.changed');
    const missedPlan = await resumed.next('planner.changed');
    expect(Number(missedList.id)).toBeGreaterThan(Number(seen.id));
    expect(Number(missedPlan.id)).toBeGreaterThan(Number(missedList.id));
    expect(resumed.events.map((event) => event.event)).toEqual(['list.changed', 'planner.changed']);
  });

  it("ends a stream within 1 s of its session's sign-out, on another process too, and keeps the others", async () => {
    const { client: phone, account } = await signUp(server.url);
    const laptop = await signInAgain(server.url, account);
    const elsewhere = new TestClient(other.url);
    for (const [name, value] of phone.cookies) elsewhere.cookies.set(name, value);
    const [onPhone, onOtherProcess, onLaptop] = await Promise.all([open(phone), open(elsewhere), open(laptop)]);

    const signedOut = Date.now();
    expect((await phone.post('/api/auth/logout')).status).toBe(204);
    const within = (ms: number) => new Promise((resolve) => setTimeout(() => resolve('still open'), ms));
    expect(await Promise.race([onPhone.ended.then(() => 'ended'), within(1000)])).toBe('ended');
    expect(await Promise.race([onOtherProcess.ended.then(() => 'ended'), within(1000)])).toBe('ended');
    console.info(`streams of the signed-out session ended ${Date.now() - signedOut} ms after the sign-out was sent`);

    await laptop.post('/api/shopping-list/items', { text: 'thyme' });
    await onLaptop.next('list.changed');
    expect((await openEventStream(phone, '/api/events')).status).toBe(401);
  });

  it('answers resync when it cannot tell what a stream missed', async () => {
    const { client } = await signUp(server.url);
    const stream = await open(client, { 'Last-Event-ID': 'yesterday' });
    const resync = await stream.next('resync');
    expect(resync.data).toEqual({});
    expect(resync.id).toMatch(/^\d+$/);
  });
});
