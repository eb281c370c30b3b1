/**
 * Queue: a burst of 10,000 `review.submitted` events through the real path — the reviews service
 * stores each review pending with its outbox row in one transaction (as POST /api/reviews does), the
 * relay enqueues it right after commit, and the real worker process (`workers/src/main.ts`, default
 * concurrency, file mail under a temporary DATA_DIR) moderates it and mails the author. Drained on
 * the Redis backend and on BullMQ's PostgreSQL backend, each in its own database and queue prefix.
 *
 * Figures per backend: jobs/s (events ÷ first commit → last processed) and p95 of commit → processed,
 * where "commit" is the moment the submit's transaction returned (the relay is called right then)
 * and "processed" is the outbox row's processed_at, which the worker sets after the processor
 * (verdict, marker and mail) finished. Target: p95 ≤ 2 s on Redis.
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; the bench creates
 * and drops `sous_bench_queue_<backend>`. REDIS_URL defaults to redis://127.0.0.1:6379. QUEUE_BENCH_EVENTS,
 * QUEUE_BENCH_RUNS (per backend), QUEUE_BENCH_PRODUCERS (concurrent submitters) and QUEUE_BENCH_WARMUP (events
 * drained first, so that the burst meets a worker that has started up) tune it.
 * QUEUE_BENCH_BACKENDS=redis runs one backend. `tsx bench/queue.ts` prints the table.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { migrateLatest } from '../db/migration-source';
import { createReviewsService } from '../backend/src/modules/reviews';
import { createDb, type Db } from '../backend/src/platform/db';
import { OutboxRelay } from '../backend/src/platform/events/outbox';
import { createLogger } from '../backend/src/platform/logger';
import { createQueueFactory, queueNames, type QueueFactory } from '../backend/src/platform/queue/queues';
import { databaseUrl, dropDatabase, recreateDatabase } from './bench-database';
import { localProductionEnv } from '../infra/local-production-env';
import { atMost, percentile, printFigures, summarize, type Figure } from './figures';

const root = path.resolve(import.meta.dirname, '..');
const SECTION = 'Queue';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const EVENTS = Number(process.env.QUEUE_BENCH_EVENTS ?? 10_000);
const RUNS = Number(process.env.QUEUE_BENCH_RUNS ?? 2);
const PRODUCERS = Number(process.env.QUEUE_BENCH_PRODUCERS ?? 16);
/**
 * Events drained before the measured burst. A worker process that has just started compiles its code
 * and opens its connections as the first jobs arrive, and the backlog it builds meanwhile stayed for
 * the whole burst in some runs (p95 0.13 s in one run, 3.38 s in the next); a deployed worker is warm.
 */
const WARMUP = Number(process.env.QUEUE_BENCH_WARMUP ?? 200);
const USERS = 200;
const TARGET_P95_SECONDS = 2;
const DRAIN_TIMEOUT_MS = 15 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Remembers when each outbox row's transaction committed: the relay is called right after commit. */
class TimingRelay extends OutboxRelay {
  readonly committedAt = new Map<string, number>();
  override async publish(ids: string[]): Promise<void> {
    const now = Date.now();
    for (const id of ids) this.committedAt.set(id, now);
    return super.publish(ids);
  }
}

/** The real worker process, as `npm run worker` runs it; resolves once its workers are started. */
async function startWorkerProcess(env: Record<string, string>): Promise<ChildProcess> {
  // QUEUE_BENCH_WORKER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=bench/tmp-prof", to profile the worker.
  const nodeArgs = (process.env.QUEUE_BENCH_WORKER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'workers/src/main.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'info', METRICS_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      if (output.includes('workers started')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`worker exited (${code}) before it started:\n${output}`));
    });
  });
  // Keep draining its (info-level, one line per moderated review) log so the pipe never blocks.
  child.stdout!.removeAllListeners('data').resume();
  child.stderr!.removeAllListeners('data').on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return child;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 40_000);
  await exited;
  clearTimeout(timer);
}

export interface QueueRun {
  kind: 'redis' | 'postgres';
  jobsPerSecond: number;
  commitsPerSecond: number;
  p50Seconds: number;
  p95Seconds: number;
  maxSeconds: number;
}

/** One burst of EVENTS submits on one backend, drained by one worker process. */
export async function runQueueBurst(kind: 'redis' | 'postgres', run: number): Promise<QueueRun> {
  const name = `sous_bench_queue_${kind}`;
  const prefix = `benchq${process.pid}${kind[0]}${run}`;
  const url = databaseUrl(name);
  const redisUrl = kind === 'redis' ? REDIS_URL : undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sous-bench-queue-'));
  await recreateDatabase(name);
  const db: Db = createDb(url, PRODUCERS + 4);
  let worker: ChildProcess | undefined;
  let queues: QueueFactory | undefined;
  try {
    await migrateLatest(db);
    const users: Array<{ id: string; email: string }> = await db('users')
      .insert(
        Array.from({ length: USERS }, (_, index) => ({
          email: `bench-${index}@example.com`,
          first_name: `Cook${index}`,
          last_name: 'Bench',
        })),
      )
      .returning(['id', 'email']);

    queues = createQueueFactory({ redisUrl, databaseUrl: url, prefix, lockSeconds: 30 });
    // Create the queue (and, on PostgreSQL, BullMQ's schema) before the worker and the burst.
    await queues.queue(queueNames.events).getJobCounts('waiting');
    worker = await startWorkerProcess({
      // As production runs it, whatever this process was left with (Vite's build sets NODE_ENV here).
      ...localProductionEnv(0),
      DATABASE_URL: url,
      REDIS_URL: redisUrl ?? '',
      QUEUE_PREFIX: prefix,
      DATA_DIR: dataDir,
    });

    const relay = new TimingRelay(db, queues, createLogger('silent'));
    const reviews = createReviewsService({
      db,
      relay,
      recipes: { requireAccessible: async () => {} } as never,
      isPremium: async () => false,
      // The API's per-user limit (10/hour) would stop the burst; everything else is the real submit.
      reviewsPerUser: new RateLimiterMemory({ points: 1_000_000_000, duration: 3600 }),
    });

    /** `count` submits from PRODUCERS concurrent submitters; resolves when the last has committed. */
    const submitBurst = async (count: number) => {
      let next = 0;
      await Promise.all(
        Array.from({ length: PRODUCERS }, async () => {
          for (let index = next++; index < count; index = next++) {
            const user = users[index % users.length];
            await reviews.submit(
              { userId: user.id, email: user.email, roles: [], sessionTokenHash: 'bench' },
              {
                customerName: `Cook ${index % users.length}`,
                reviewContent: `Review ${index}: the weeknight curry was easy to follow and my family loved it.`,
                starRating: (index % 5) + 1,
              },
            );
          }
        }),
      );
    };
    const drained = async () => {
      const deadline = Date.now() + DRAIN_TIMEOUT_MS;
      for (;;) {
        const [{ left }] = await db('outbox')
          .where({ type: 'review.submitted' })
          .whereNull('processed_at')
          .count<{ left: number }[]>({ left: '*' });
        if (Number(left) === 0) return;
        if (Date.now() > deadline) throw new Error(`${left} events still unprocessed after 15 minutes`);
        await sleep(200);
      }
    };

    await submitBurst(WARMUP);
    await drained();
    relay.committedAt.clear();
    const burstStarted = Date.now();
    await submitBurst(EVENTS);
    const burstSeconds = (Date.now() - burstStarted) / 1000;
    await drained();

    const rows: Array<{ id: string; processed_at: Date }> = await db('outbox')
      .whereIn('id', [...relay.committedAt.keys()])
      .select('id', 'processed_at');
    const [{ decided }] = await db('reviews')
      .whereNot({ status: 'pending' })
      .count<{ decided: number }[]>({ decided: '*' });
    if (rows.length !== EVENTS || Number(decided) !== WARMUP + EVENTS)
      throw new Error(
        `expected ${WARMUP + EVENTS} moderated reviews, found ${decided} (${rows.length} events measured)`,
      );
    const latencies = rows.map((row) => (row.processed_at.getTime() - relay.committedAt.get(row.id)!) / 1000);
    const firstCommit = Math.min(...relay.committedAt.values());
    const lastProcessed = Math.max(...rows.map((row) => row.processed_at.getTime()));
    return {
      kind,
      jobsPerSecond: EVENTS / ((lastProcessed - firstCommit) / 1000),
      commitsPerSecond: EVENTS / burstSeconds,
      p50Seconds: percentile(latencies, 50),
      p95Seconds: percentile(latencies, 95),
      maxSeconds: Math.max(...latencies),
    };
  } finally {
    if (worker) await stopProcess(worker);
    if (queues && kind === 'redis') await queues.queue(queueNames.events).obliterate({ force: true });
    if (queues && kind === 'redis') await queues.queue(queueNames.maintenance).obliterate({ force: true });
    await queues?.close();
    await db.destroy();
    await dropDatabase(name);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runQueueBench(): Promise<Figure[]> {
  const figures: Figure[] = [];
  // QUEUE_BENCH_BACKENDS=redis (or postgres) runs one backend only.
  const kinds = (['redis', 'postgres'] as const).filter((kind) =>
    (process.env.QUEUE_BENCH_BACKENDS ?? 'redis,postgres').split(',').includes(kind),
  );
  for (const kind of kinds) {
    const runs: QueueRun[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await runQueueBurst(kind, run);
      console.log(
        `  ${kind} run ${run + 1}: ${result.jobsPerSecond.toFixed(0)} jobs/s, commits ${result.commitsPerSecond.toFixed(0)}/s, ` +
          `commit→processed p50 ${result.p50Seconds.toFixed(2)} s, p95 ${result.p95Seconds.toFixed(2)} s, max ${result.maxSeconds.toFixed(2)} s`,
      );
      runs.push(result);
    }
    const label = kind === 'redis' ? 'Redis' : 'PostgreSQL';
    const note = `${EVENTS} review.submitted after ${WARMUP} to warm the worker, ${PRODUCERS} concurrent submitters, 1 worker process; ${RUNS} runs`;
    figures.push(
      {
        section: SECTION,
        name: `${label} backend: throughput`,
        unit: 'jobs/s',
        ...summarize(runs.map((run) => run.jobsPerSecond)),
        note,
      },
      {
        section: SECTION,
        name: `${label} backend: commit → processed p95`,
        unit: 's',
        ...summarize(runs.map((run) => run.p95Seconds)),
        ...(kind === 'redis' ? { target: atMost(TARGET_P95_SECONDS) } : {}),
        note: `submit rate ${summarize(runs.map((run) => run.commitsPerSecond)).median.toFixed(0)}/s; p50 ${summarize(runs.map((run) => run.p50Seconds)).median.toFixed(2)} s`,
      },
    );
  }
  return figures;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  printFigures(await runQueueBench());
}
