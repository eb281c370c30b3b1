import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxRelay, writeOutbox } from '../../platform/events/outbox';
import { createLogger } from '../../platform/logger';
import { createQueueFactory, type QueueFactory } from '../../platform/queue/queues';
import { readMailbox } from '../../testing/mail';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';
import { waitFor } from '../../testing/wait-for';
import { checkText } from './moderation';

const REVIEWS = 200;
const CONCURRENCY = 32;
const TEXTS = [
  'Lovely weeknight recipes, clear and quick.',
  'Buy now! Click here for cheap pans http://deals.example',
  'THE BEST RECIPES I HAVE EVER COOKED FROM',
  'Good food but the portions were small.',
];

/**
 * A worker process killed with SIGKILL in the middle of moderating a burst of reviews, then
 * restarted: every review is moderated exactly once (one status change each), and every author
 * gets an outcome mail (at-least-once delivery, so a rare resend carries the same Message-ID).
 */
describe('a worker killed mid-moderation', () => {
  let database: TestDatabase;
  let queues: QueueFactory;
  const prefix = `t${randomBytes(4).toString('hex')}`;
  const dataDir = `.data/test-runs/${prefix}`;
  const children: ChildProcess[] = [];

  function startWorkerProcess(): ChildProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', 'workers/src/main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        REDIS_URL: '',
        SMTP_URL: '',
        OPENAI_API_KEY: '',
        QUEUE_PREFIX: prefix,
        QUEUE_LOCK_SECONDS: '2',
        WORKER_CONCURRENCY: String(CONCURRENCY),
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        METRICS_PORT: '0',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    return child;
  }

  const exited = (child: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });
  const count = async (query: PromiseLike<{ n?: number | string } | undefined>) => Number((await query)?.n ?? 0);
  const decidedCount = () => count(database.db('reviews').whereNot({ status: 'pending' }).count({ n: '*' }).first());

  beforeAll(async () => {
    database = await createTestDatabase();
    queues = createQueueFactory({ databaseUrl: database.url, prefix, lockSeconds: 2 });
    // Test-only audit: one row per status change, to prove no review is decided twice.
    await database.db.raw(`
      create table review_status_changes (review_id uuid not null, old_status text, new_status text);
      create function record_review_status_change() returns trigger language plpgsql as $$
      begin
        if new.status is distinct from old.status then
          insert into review_status_changes values (new.id, old.status, new.status);
        end if;
        return new;
      end $$;
      create trigger review_status_changes after update on reviews
        for each row execute function record_review_status_change();`);
  });
  afterAll(async () => {
    children.forEach((child) => child.kill('SIGKILL'));
    await queues?.close();
    await database?.drop();
  });

  it('loses no review and moderates none twice after SIGKILL and restart', async () => {
    const db = database.db;
    const users = await db('users')
      .insert(
        Array.from({ length: 20 }, (_, index) => ({
          email: `author${index}-${prefix}@example.com`,
          first_name: `Author${index}`,
        })),
      )
      .returning(['id', 'email']);
    const ids = await db.transaction(async (trx) => {
      const written: string[] = [];
      for (let index = 0; index < REVIEWS; index += 1) {
        const [review] = await trx('reviews')
          .insert({
            user_id: users[index % users.length].id,
            customer_name: `Reviewer ${index}`,
            review_content: `${TEXTS[index % TEXTS.length]} (#${index})`,
            star_rating: (index % 5) + 1,
          })
          .returning('id');
        written.push(await writeOutbox(trx, 'review.submitted', { reviewId: review.id }));
      }
      return written;
    });
    await new OutboxRelay(db, queues, createLogger('silent')).publish(ids);

    const first = startWorkerProcess();
    await waitFor(async () => (await decidedCount()) >= 20, 60_000, 5);
    first.kill('SIGKILL');
    await exited(first);
    expect(await decidedCount()).toBeLessThan(REVIEWS); // it really died mid-burst

    const second = startWorkerProcess();
    await waitFor(async () => (await decidedCount()) === REVIEWS, 90_000, 100);
    await waitFor(
      async () => (await count(db('outbox').whereNull('processed_at').count({ n: '*' }).first())) === 0,
      60_000,
      100,
    );
    // Let any redelivered (stalled) job run, then check that nothing happened twice.
    await new Promise((resolve) => setTimeout(resolve, 3000));

    const changes = await db('review_status_changes').select('review_id', 'old_status', 'new_status');
    expect(changes).toHaveLength(REVIEWS);
    expect(new Set(changes.map((change) => change.review_id)).size).toBe(REVIEWS);
    expect(changes.every((change) => change.old_status === 'pending')).toBe(true);
    const markers = await count(
      db('processed_events').where({ handler: 'review-moderation' }).count({ n: '*' }).first(),
    );
    expect(markers).toBe(REVIEWS);

    // Each decision is the one the rules make for its text.
    const reviews = await db('reviews').select('id', 'customer_name', 'review_content', 'status', 'moderated_by');
    const expected = { approve: 'approved', reject: 'rejected', hold: 'held' } as const;
    for (const review of reviews) {
      expect(review.moderated_by).toBe('auto');
      expect(review.status).toBe(expected[checkText(`${review.customer_name}\n${review.review_content}`).verdict]);
    }

    // Every author heard once per review (a resend after the kill would reuse the Message-ID).
    const mails = readMailbox(dataDir);
    const messageIds = mails.map((mail) => /^Message-ID:\s*(<[^>]+>)/im.exec(mail.replace(/\n\s+/g, ' '))?.[1]);
    expect(new Set(messageIds).size).toBe(REVIEWS);
    expect(mails.length - REVIEWS).toBeLessThanOrEqual(CONCURRENCY); // at most the jobs in flight at the kill
    const mailMarkers = await count(
      db('processed_events').where({ handler: 'review-outcome-mail' }).count({ n: '*' }).first(),
    );
    expect(mailMarkers).toBe(REVIEWS);
    expect(await count(db('dead_letters').where({ queue: 'events' }).count({ n: '*' }).first())).toBe(0);

    second.kill('SIGKILL');
    await exited(second);
  }, 180_000);
});
