import { expect } from 'vitest';
import { TestClient, signUp } from '../../backend/src/testing/http-client';
import { startTestServer } from '../../backend/src/testing/test-server';
import { waitFor } from '../../backend/src/testing/wait-for';
import { checkInvariants, type Accepted } from '../support/invariants';
import { loadLoop, maxMs, percentile, sleep, statusCounts, type Sample } from '../support/load';
import type { Figures } from '../support/report';
import { secondsSince } from '../support/report';
import { TcpProxy } from '../support/tcp-proxy';

export interface RedisOutageSettings {
  /** How long Redis stays unreachable (blackholed) after the reset. */
  blackholeMs: number;
  /** The outbox sweeper's period (the product default is 30 s). */
  sweepSeconds?: number;
}

/**
 * Redis restarted (every connection reset), then unreachable (blackholed) while users keep
 * writing reviews and contact messages: the API keeps answering, the events wait in the outbox,
 * and they drain within 60 s of Redis coming back — each exactly once.
 */
export async function redisOutage(settings: RedisOutageSettings, figures: Figures): Promise<void> {
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl) throw new Error('REDIS_URL must point at a real Redis for this scenario');
  const target = new URL(redisUrl);
  const proxy = await new TcpProxy(Number(target.port || 6379), target.hostname).start();
  const server = await startTestServer({
    REDIS_URL: proxy.rewrite(redisUrl),
    RUN_WORKER_IN_WEB: 'true',
    OUTBOX_SWEEP_SECONDS: String(settings.sweepSeconds ?? 30),
    RATE_REVIEWS_PER_HOUR: '100000',
    RATE_CONTACT_PER_HOUR: '100000',
    RATE_API_PER_MINUTE: '100000',
    RATE_AUTH_PER_IP: '100000',
  });
  const loops: Array<ReturnType<typeof loadLoop>> = [];
  try {
    const writers = await Promise.all([signUp(server.url), signUp(server.url)]);
    const visitor = new TestClient(server.url);
    const accepted: Required<Pick<Accepted, 'reviews' | 'contactMessages'>> = { reviews: [], contactMessages: [] };

    const review = (client: TestClient, tag: string) => async (iteration: number) => {
      const response = await client.post('/api/reviews', {
        customerName: 'Ada',
        reviewContent: `Lovely recipes, clear steps (${tag} #${iteration}).`,
        starRating: 5,
      });
      if (response.status === 201) accepted.reviews.push(response.json.id as string);
      return response.status;
    };
    const contact = async (iteration: number) => {
      const response = await visitor.post('/api/contact', {
        firstName: 'Lee',
        email: 'lee@example.com',
        subject: `Outage check ${iteration}`,
        message: `Message ${iteration} sent while the queue may be away.`,
      });
      if (response.status === 201) accepted.contactMessages.push(response.json.id as string);
      return response.status;
    };
    const read = async () => (await visitor.get('/api/reviews')).status;

    loops.push(loadLoop('review-a', review(writers[0].client, 'a'), 150));
    loops.push(loadLoop('review-b', review(writers[1].client, 'b'), 150));
    loops.push(loadLoop('contact', contact, 150));
    loops.push(loadLoop('read', read, 150));
    await sleep(1000);

    // Redis "restarts": every connection is cut, then it is unreachable for the outage.
    const outageStart = Date.now();
    proxy.resetAll();
    await sleep(300);
    proxy.blackhole();
    await sleep(settings.blackholeMs);
    proxy.restore();
    const recoveredAt = Date.now();
    const during = (sample: Sample) => sample.at >= outageStart && sample.at < recoveredAt;
    await sleep(1000);
    await Promise.all(loops.map((loop) => loop.stop()));
    const samples = loops.flatMap((loop) => loop.samples);
    const outage = samples.filter(during);

    // Everything accepted drains; the clock runs from Redis coming back.
    await waitFor(
      async () => Number((await server.deps.db('outbox').whereNull('processed_at').count({ n: '*' }).first())?.n) === 0,
      120_000,
      200,
    );
    const drainSeconds = secondsSince(recoveredAt);
    const report = await checkInvariants(server.deps.db, accepted, { waitMs: 30_000 });

    Object.assign(figures, {
      outageSeconds: Math.round((recoveredAt - outageStart) / 100) / 10,
      requestsDuringOutage: outage.length,
      statusesDuringOutage: JSON.stringify(statusCounts(outage)),
      p95MsDuringOutage: percentile(outage, 95),
      maxMsDuringOutage: maxMs(outage),
      reviewsAccepted: accepted.reviews.length,
      contactAccepted: accepted.contactMessages.length,
      drainSecondsAfterRecovery: drainSeconds,
      violations: report.violations.length,
    });

    // Every write accepted (201) and every read answered (200) while Redis was away.
    expect(outage.filter((sample) => sample.status !== (sample.label === 'read' ? 200 : 201))).toEqual([]);
    expect(maxMs(outage)).toBeLessThan(5000);
    expect(drainSeconds).toBeLessThan(60);
    expect(report.violations).toEqual([]);
  } finally {
    await Promise.all(loops.map((loop) => loop.stop()));
    proxy.restore();
    await server.close();
    await proxy.close();
  }
}
