import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../backend/src/platform/logger';
import { createQueueFactory, queueNames, type QueueFactory } from '../../backend/src/platform/queue/queues';
import { createTestDatabase, type TestDatabase } from '../../backend/src/testing/test-db';
import { testConfig } from '../../backend/src/testing/test-server';
import { housekeepingJobName, housekeepingTasks, runHousekeeping } from './housekeeping';
import { createWorkerMetrics, type WorkerMetrics } from './metrics';
import { registerSchedules } from './schedules';

let database: TestDatabase;
let queues: QueueFactory;
let metrics: WorkerMetrics;
const log = createLogger('silent');
const config = () => testConfig(database.url, { RETENTION_DAYS: '30' });

beforeAll(async () => {
  database = await createTestDatabase();
  queues = createQueueFactory({
    redisUrl: process.env.REDIS_URL,
    databaseUrl: database.url,
    prefix: `t${randomBytes(4).toString('hex')}`,
    lockSeconds: 5,
  });
  metrics = createWorkerMetrics(queues);
});
afterAll(async () => {
  await queues?.close();
  await database?.drop();
});

const ago = (days: number) => new Date(Date.now() - days * 86_400_000);
const ahead = (days: number) => new Date(Date.now() + days * 86_400_000);
const hash = (label: string) => `${label}-${randomBytes(6).toString('hex')}`;

/** Rows that must go and rows that must stay, in every table housekeeping touches. */
async function seedRows() {
  const db = database.db;
  const [user] = await db('users')
    .insert({ email: `${hash('cook')}@example.com` })
    .returning('id');
  const session = (token: string, expires: Date, absolute: Date) => ({
    token_hash: token,
    user_id: user.id,
    expires_at: expires,
    absolute_expires_at: absolute,
  });
  await db('sessions').insert([
    session('live-session', ahead(1), ahead(20)),
    session('idle-expired', ago(1), ahead(20)),
    session('absolute-expired', ahead(1), ago(0.01)),
  ]);
  await db('password_reset_tokens').insert([
    { token_hash: 'reset-live', user_id: user.id, expires_at: ahead(0.05) },
    { token_hash: 'reset-used', user_id: user.id, expires_at: ahead(0.05), used_at: new Date() },
    { token_hash: 'reset-expired', user_id: user.id, expires_at: ago(0.01) },
  ]);
  await db('email_tokens').insert([
    { token_hash: 'mail-live', user_id: user.id, purpose: 'verify', email: 'a@example.com', expires_at: ahead(1) },
    {
      token_hash: 'mail-used',
      user_id: user.id,
      purpose: 'verify',
      email: 'a@example.com',
      expires_at: ahead(1),
      used_at: new Date(),
    },
    { token_hash: 'mail-expired', user_id: user.id, purpose: 'change', email: 'b@example.com', expires_at: ago(1) },
  ]);
  const attempt = (state: string, created: Date) => ({
    state,
    code_verifier: 'v',
    nonce: 'n',
    return_to: '/',
    created_at: created,
  });
  await db('oidc_login_attempts').insert([attempt('oidc-fresh', new Date()), attempt('oidc-stale', ago(0.01))]);
  const event = (type: string, created: Date, processed: Date | null) => ({
    type,
    payload: {},
    created_at: created,
    enqueued_at: created,
    processed_at: processed,
  });
  const outbox = await db('outbox')
    .insert([
      event('old-processed', ago(40), ago(40)),
      event('recent-processed', ago(2), ago(2)),
      event('old-unprocessed', ago(40), null),
    ])
    .returning(['id', 'type']);
  const idOf = (type: string) => outbox.find((row) => row.type === type)!.id;
  await db('processed_events').insert([
    { event_id: idOf('old-processed'), handler: 'h', processed_at: ago(40) },
    { event_id: idOf('recent-processed'), handler: 'h', processed_at: ago(2) },
  ]);
  const letter = (jobId: string, failed: Date) => ({
    queue: 'events',
    job_id: jobId,
    job_name: 'x',
    data: '{}',
    error: 'boom',
    attempts: 20,
    failed_at: failed,
  });
  await db('dead_letters').insert([letter('old-letter', ago(31)), letter('recent-letter', ago(29))]);
}

const column = async (table: string, name: string) =>
  (await database.db(table).select(name).orderBy(name)).map((row) => row[name] as string);

describe('housekeeping on PostgreSQL', () => {
  it('deletes what can never be used again, keeps the rest, and a second run deletes nothing', async () => {
    await seedRows();
    const context = { db: database.db, config: config(), log, metrics };
    const first: Record<string, Record<string, number>> = {};
    for (const task of Object.keys(housekeepingTasks)) first[task] = await runHousekeeping(task, context);

    expect(first).toEqual({
      'expired-sessions': { sessions: 2 },
      'spent-tokens': { password_reset_tokens: 2, email_tokens: 2, oidc_login_attempts: 1 },
      'processed-events': { outbox: 1, processed_events: 1 },
      'old-dead-letters': { dead_letters: 1 },
    });
    expect(await column('sessions', 'token_hash')).toEqual(['live-session']);
    expect(await column('password_reset_tokens', 'token_hash')).toEqual(['reset-live']);
    expect(await column('email_tokens', 'token_hash')).toEqual(['mail-live']);
    expect(await column('oidc_login_attempts', 'state')).toEqual(['oidc-fresh']);
    expect(await column('outbox', 'type')).toEqual(['old-unprocessed', 'recent-processed']);
    expect(await database.db('processed_events').count({ n: '*' }).first()).toEqual({ n: 1 });
    expect(await column('dead_letters', 'job_id')).toEqual(['recent-letter']);

    for (const task of Object.keys(housekeepingTasks)) {
      const again = await runHousekeeping(task, context);
      expect(Object.values(again).every((count) => count === 0)).toBe(true);
    }
  });

  it('shares the work between two runs at once, deleting each row once', async () => {
    const db = database.db;
    const [user] = await db('users')
      .insert({ email: `${hash('many')}@example.com` })
      .returning('id');
    await db.raw(
      `insert into sessions (token_hash, user_id, expires_at) select 'bulk-' || n, ?, now() - interval '1 day' from generate_series(1, 12000) as n`,
      [user.id],
    );
    const context = { db, config: config(), log };
    const [a, b] = await Promise.all([
      runHousekeeping('expired-sessions', context),
      runHousekeeping('expired-sessions', context),
    ]);
    expect(a.sessions + b.sessions).toBe(12000);
    expect(await db('sessions').where('token_hash', 'like', 'bulk-%').count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  it('counts deleted rows and the last success per task in the worker metrics', async () => {
    const text = await metrics.registry.metrics();
    expect(text).toContain('housekeeping_deleted_rows_total{task="expired-sessions",table="sessions"} 2');
    expect(text).toContain('housekeeping_deleted_rows_total{task="old-dead-letters",table="dead_letters"} 1');
    expect(text).toMatch(/housekeeping_last_success_timestamp_seconds\{task="spent-tokens"\} \d{10}/);
  });

  it('is scheduled hourly on the maintenance queue, one job per task', async () => {
    await registerSchedules(queues, config());
    const schedulers = await queues.queue(queueNames.maintenance).getJobSchedulers();
    const housekeeping = schedulers.filter((scheduler) => scheduler.name.startsWith('housekeeping:'));
    expect(housekeeping.map((scheduler) => scheduler.name).sort()).toEqual(
      Object.keys(housekeepingTasks).map(housekeepingJobName).sort(),
    );
    expect(housekeeping.every((scheduler) => scheduler.pattern === '17 * * * *')).toBe(true);
  });
});
