/**
 * Live-event fan-out: 1,000 open event streams (`GET /api/events`) over 2 web processes started as
 * `npm run web` starts them, on one database, split evenly across the two ports. 100 cooks in 25
 * households of four, each cook with 10 streams (5 on each process), so a change to a household's
 * shared list reaches 40 streams, half of them through the other process's LISTEN.
 *
 * Figures: for each change, the time from its commit (the notification's `at`, PostgreSQL's clock on
 * this machine) until the last of its 40 streams has it; the p95 of that over BENCH_FANOUT_CHANGES
 * changes (default 200, one every 50 ms, alternating between the processes); each single delivery's
 * p95; deliveries missing; and the memory an open stream costs: the two web processes' RSS growth
 * from before the streams opened to after, divided by the number of streams.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { TestClient } from '../backend/src/testing/http-client';
import { openEventStream, type OpenEventStream } from '../backend/src/testing/sse-client';
import { startDeployment, type Deployment } from '../reliability/support/deployment';
import { ADMIN_URL } from './bench-database';
import { atMost, percentile, type Figure } from './figures';

const SECTION = 'Live events';
const STREAMS_PER_COOK = 10;
const HOUSEHOLD_SIZE = 4;
const STREAMS = Number(process.env.BENCH_FANOUT_STREAMS ?? 1000);
const CHANGES = Number(process.env.BENCH_FANOUT_CHANGES ?? 200);
const CHANGE_GAP_MS = 50;
/** The browser-like clients name the app's origin, as its pages do (CSRF). */
const ORIGIN = 'http://localhost';

/** Runs `work` over `items`, at most `concurrency` at a time. */
async function inBatches<T, R>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index], index);
      }
    }),
  );
  return results;
}

async function expectStatus(response: Promise<{ status: number; text: string }>, status: number, what: string) {
  const answer = await response;
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${answer.text}`);
  return answer;
}

/** A cook registered and signed in on the first web process (sessions live in the database). */
async function signedInCook(baseUrl: string, index: number): Promise<TestClient> {
  const client = new TestClient(baseUrl, { origin: ORIGIN });
  const account = { email: `fanout${index}.${Date.now()}@example.com`, password: 'correct horse battery' };
  await expectStatus(
    client.post('/api/auth/register', { ...account, firstName: 'Fan', lastName: 'Out' }),
    202,
    'sign-up',
  );
  await expectStatus(client.post('/api/auth/login', account), 200, 'sign-in');
  return client;
}

async function formHousehold(members: TestClient[]) {
  const [owner, ...others] = members;
  await expectStatus(owner.post('/api/household', { name: 'Fan-out' }), 201, 'household');
  for (const member of others) {
    const invite = await expectStatus(owner.post('/api/household/invites'), 201, 'invite');
    const token = new URL(String(JSON.parse(invite.text).url)).searchParams.get('invite');
    await expectStatus(member.post('/api/household/join', { token }), 200, 'join');
  }
}

const onPort = (client: TestClient, baseUrl: string) => {
  const copy = new TestClient(baseUrl, { origin: ORIGIN });
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  return copy;
};

const totalRssKb = (deployment: Deployment) => deployment.webs.reduce((sum, web) => sum + web.rssKb(), 0);

export async function runFanoutBench(log: (line: string) => void = () => {}): Promise<Figure[]> {
  const cookCount = Math.ceil(STREAMS / STREAMS_PER_COOK);
  const deployment = await startDeployment({
    adminUrl: ADMIN_URL,
    databaseName: 'sous_bench_fanout',
    webs: 2,
    workers: 0,
    env: { APP_ORIGIN: ORIGIN, RATE_AUTH_PER_IP: '100000', RATE_API_PER_MINUTE: '100000' },
    log: (line) => log(`  ${line}`),
  });
  const streams: OpenEventStream[] = [];
  try {
    const [first, second] = deployment.webs;
    log(`  ${cookCount} cooks sign up, in households of ${HOUSEHOLD_SIZE}…`);
    const cooks = await inBatches(
      Array.from({ length: cookCount }, (_, i) => i),
      4,
      (index) => signedInCook(first.url, index),
    );
    const households = Array.from({ length: Math.ceil(cookCount / HOUSEHOLD_SIZE) }, (_, h) =>
      cooks.slice(h * HOUSEHOLD_SIZE, (h + 1) * HOUSEHOLD_SIZE),
    );
    await inBatches(households, 4, formHousehold);

    await sleep(2000);
    const rssBeforeKb = totalRssKb(deployment);
    log(`  opening ${STREAMS} streams, half on each web process…`);
    await inBatches(
      Array.from({ length: STREAMS }, (_, i) => i),
      50,
      async (i) => {
        const cook = Math.floor(i / STREAMS_PER_COOK);
        const web = i % 2 === 0 ? first : second;
        const stream = await openEventStream(onPort(cooks[cook], web.url), '/api/events');
        if (stream.status !== 200) throw new Error(`stream ${i}: ${stream.status}`);
        streams[i] = stream;
      },
    );
    await sleep(3000);
    const rssAfterKb = totalRssKb(deployment);

    log(`  ${CHANGES} changes to shared lists, one every ${CHANGE_GAP_MS} ms…`);
    const sentAt = new Map<number, number>();
    for (let n = 0; n < CHANGES; n++) {
      const cook = (n * 37) % cookCount;
      const web = n % 2 === 0 ? first : second;
      sentAt.set(n, Date.now());
      await expectStatus(
        onPort(cooks[cook], web.url).post('/api/shopping-list/items', { text: `fan-out line ${n}` }),
        201,
        'list line',
      );
      await sleep(CHANGE_GAP_MS);
    }
    await sleep(3000);

    // Every delivery, grouped by change: a change made at `sentAt[n]` was answered before change n + 1
    // was sent, so its notices (one per household member) carry an `at` between the two.
    const sent = [...sentAt.values()];
    const changeOf = (at: number) => sent.findLastIndex((time) => time <= at);
    const byChange = new Map<number, { commit: number; received: number[] }>();
    for (const stream of streams) {
      for (const event of stream.events) {
        if (event.event !== 'list.changed') continue;
        const at = Date.parse((event.data as { at: string }).at);
        const n = changeOf(at);
        const change = byChange.get(n) ?? { commit: at, received: [] };
        change.commit = Math.min(change.commit, at);
        change.received.push(stream.startedAt + event.at);
        byChange.set(n, change);
      }
    }
    const changes = [...byChange.values()];
    const perChange = HOUSEHOLD_SIZE * STREAMS_PER_COOK;
    const received = changes.reduce((sum, change) => sum + change.received.length, 0);
    const toAll = changes.map((change) => Math.max(...change.received) - change.commit);
    const each = changes.flatMap((change) => change.received.map((at) => at - change.commit));
    const perStreamKb = (rssAfterKb - rssBeforeKb) / STREAMS;
    const same = (value: number) => ({ median: value, min: value, max: value });
    log(`  web processes: ${deployment.runs}`);
    return [
      {
        section: SECTION,
        name: `commit → on all ${perChange} streams of the household, p95 (${STREAMS} open, 2 web processes)`,
        unit: 'ms',
        ...same(percentile(toAll, 95)),
        target: atMost(300),
        note: `${CHANGES} changes, each to ${HOUSEHOLD_SIZE} cooks × ${STREAMS_PER_COOK} streams split over both processes; p50 ${percentile(toAll, 50)} ms, max ${Math.max(...toAll)} ms`,
      },
      {
        section: SECTION,
        name: 'commit → one stream, p95',
        unit: 'ms',
        ...same(percentile(each, 95)),
        note: `${received} deliveries; p50 ${percentile(each, 50)} ms`,
      },
      {
        section: SECTION,
        name: 'deliveries missing',
        unit: '',
        ...same(CHANGES * perChange - received),
        target: atMost(0),
      },
      {
        section: SECTION,
        name: 'memory per open stream (RSS growth of the web processes / streams)',
        unit: 'KB',
        ...same(Math.round(perStreamKb * 10) / 10),
        note: `2 web processes ${Math.round(rssBeforeKb / 1024)} → ${Math.round(rssAfterKb / 1024)} MiB with ${STREAMS} streams open; ${deployment.runs}`,
      },
    ];
  } finally {
    for (const stream of streams) stream?.close();
    await deployment.close();
  }
}
