import pg from 'pg';
import { expect } from 'vitest';
import { signUp, TestClient } from '../../backend/src/testing/http-client';
import { checkInvariants, scheduledRunHitDatabaseOutage } from '../support/invariants';
import { loadLoop, maxMs, sleep, statusCounts, type Sample } from '../support/load';
import { secondsSince, type Figures } from '../support/report';
import { muteKnexConnectionNoise } from '../support/quiet';
import { startServerBehindDatabaseProxy } from '../support/servers';

export interface PostgresOutageSettings {
  /** Rounds of pg_terminate_backend under load, one a second. */
  terminations: number;
  /** Then PostgreSQL is gone (connections reset and refused) for this long. */
  goneMs: number;
}

const ok = (status: number) => status >= 200 && status < 300;

/**
 * PostgreSQL connections terminated (pg_terminate_backend) under load, then PostgreSQL gone for
 * a while: no crash, a 503 (never a 500 or a hang) only while it is gone, every route back within
 * 10 s, and multi-row writes (adding a whole meal plan to the shopping list) all-or-nothing.
 */
export async function postgresOutage(settings: PostgresOutageSettings, figures: Figures): Promise<void> {
  const unmute = muteKnexConnectionNoise();
  const server = await startServerBehindDatabaseProxy({
    REDIS_URL: process.env.REDIS_URL ?? '',
    RUN_WORKER_IN_WEB: 'true',
    OUTBOX_SWEEP_SECONDS: '5',
    RATE_REVIEWS_PER_HOUR: '100000',
    RATE_API_PER_MINUTE: '100000',
    RATE_AUTH_PER_IP: '100000',
  });
  const loops: Array<ReturnType<typeof loadLoop>> = [];
  const checker = new pg.Client({ connectionString: server.database.url, application_name: 'reliability-check' });
  let sampling = true;
  let sampler: Promise<void> = Promise.resolve();
  try {
    const db = server.database.db;
    const plan = await db('meal_plans').orderBy('id').first('id');
    const planSize = Number(
      (await db('meal_plan_meals').where({ plan_id: plan.id }).countDistinct({ n: 'recipe_id' }).first())?.n,
    );
    expect(planSize).toBeGreaterThan(3);
    const users = await Promise.all([signUp(server.url), signUp(server.url), signUp(server.url)]);
    const visitor = new TestClient(server.url);
    const accepted: string[] = [];

    // The truth, read directly (not through the proxy): a list is empty or holds the whole plan.
    await checker.connect();
    const partial: string[] = [];
    let samples = 0;
    sampler = (async () => {
      while (sampling) {
        const { rows } = await checker.query(
          `select user_id, count(*)::int as n from shopping_list_recipes group by user_id`,
        );
        samples += 1;
        for (const row of rows) if (row.n !== planSize) partial.push(`${row.user_id}: ${row.n}/${planSize}`);
        await sleep(20);
      }
    })();

    users.forEach(({ client }, index) => {
      loops.push(
        loadLoop(
          `plan-${index}`,
          async (iteration) => {
            const response =
              iteration % 2 === 0
                ? await client.post(`/api/shopping-list/meal-plans/${plan.id}`)
                : await client.delete('/api/shopping-list');
            return response.status;
          },
          50,
        ),
      );
    });
    loops.push(
      loadLoop(
        'review',
        async (iteration) => {
          const response = await users[0].client.post('/api/reviews', {
            customerName: 'Ada',
            reviewContent: `Solid weeknight recipes (pg #${iteration}).`,
            starRating: 4,
          });
          if (response.status === 201) accepted.push(response.json.id as string);
          return response.status;
        },
        100,
      ),
    );
    loops.push(loadLoop('read', async () => (await visitor.get('/api/reviews')).status, 50));
    loops.push(loadLoop('list', async () => (await users[1].client.get('/api/shopping-list')).status, 50));
    await sleep(1500);

    // 1. Connections terminated under load.
    const terminationsStart = Date.now();
    let terminated = 0;
    for (let round = 0; round < settings.terminations; round += 1) {
      terminated += await server.terminateBackends();
      await sleep(1000);
    }
    const terminationsEnd = Date.now();

    // 2. PostgreSQL gone: every connection reset, new ones refused.
    await sleep(1000);
    const goneStart = Date.now();
    server.proxy.refuse();
    await sleep(settings.goneMs / 2);
    const health = (await visitor.get('/healthz')).status;
    const readiness = (await visitor.get('/readyz')).status;
    await sleep(settings.goneMs / 2);
    server.proxy.restore();
    const goneEnd = Date.now();

    // Recovery: every loop answers 2xx again.
    const recoveredAt = (label: string, after: number) =>
      loops.find((loop) => loop.samples[0]?.label === label)!.samples.find((s) => s.at >= after && ok(s.status))?.at;
    const labels = loops.map((loop) => loop.samples[0]?.label ?? '');
    let recoverySeconds = 0;
    for (const label of labels) {
      const at = await waitForSample(() => recoveredAt(label, goneEnd), 20_000);
      recoverySeconds = Math.max(recoverySeconds, Math.round((at - goneEnd) / 100) / 10);
    }
    await sleep(3000);
    await Promise.all(loops.map((loop) => loop.stop()));
    sampling = false;
    await sampler;

    const all = loops.flatMap((loop) => loop.samples);
    const whileTerminating = all.filter((s) => s.at >= terminationsStart && s.at < terminationsEnd);
    const whileGone = all.filter((s) => s.at >= goneStart && s.at < goneEnd);
    const settled = all.filter(
      (s) => s.at >= goneEnd + 10_000 || (s.at < goneStart && s.at >= terminationsEnd + 10_000),
    );
    const notOkOrUnavailable = (s: Sample) => !ok(s.status) && s.status !== 503;
    const dbRoutesWhileGone = whileGone.filter((s) => s.at >= goneStart + 200);

    // Whatever was committed before the outage drains; nothing accepted was lost or doubled.
    const report = await checkInvariants(
      db,
      { reviews: accepted },
      { waitMs: 60_000, explainDeadLetter: scheduledRunHitDatabaseOutage },
    );
    const finalLists = await db('shopping_list_recipes').select('user_id').count({ n: '*' }).groupBy('user_id');

    Object.assign(figures, {
      backendsTerminated: terminated,
      statusesWhileTerminating: JSON.stringify(statusCounts(whileTerminating)),
      statusesWhileGone: JSON.stringify(statusCounts(whileGone)),
      maxMsWhileGone: maxMs(whileGone),
      healthzWhileGone: health,
      readyzWhileGone: readiness,
      recoverySeconds,
      listSnapshots: samples,
      partialLists: partial.length,
      reviewsAccepted: accepted.length,
      violations: report.violations.length,
      explainedDeadLetters: report.deadLetters.length,
      secondsTotal: secondsSince(terminationsStart),
    });

    expect(whileTerminating.filter(notOkOrUnavailable)).toEqual([]);
    expect(whileGone.filter(notOkOrUnavailable)).toEqual([]);
    expect(dbRoutesWhileGone.some((s) => s.status === 503)).toBe(true);
    expect(maxMs(whileGone)).toBeLessThan(5000);
    expect(health).toBe(200);
    expect(readiness).toBe(503);
    expect(recoverySeconds).toBeLessThan(10);
    expect(settled.filter((s) => !ok(s.status))).toEqual([]);
    expect(partial).toEqual([]);
    for (const row of finalLists) expect([0, planSize]).toContain(Number(row.n));
    expect(report.violations).toEqual([]);
  } finally {
    sampling = false;
    await sampler.catch(() => {});
    await Promise.all(loops.map((loop) => loop.stop()));
    await checker.end().catch(() => {});
    await server.close();
    unmute();
  }
}

async function waitForSample(find: () => number | undefined, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('a route did not recover');
    await sleep(100);
  }
}
