import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Trx } from '../backend/src/platform/db';
import { createQueueFactory, queueNames, type QueueFactory } from '../backend/src/platform/queue/queues';
import { LocalSmtp, mailHeader } from '../backend/src/testing/local-smtp';
import { createTestDatabase, type TestDatabase } from '../backend/src/testing/test-db';
import { waitFor } from '../backend/src/testing/wait-for';
import { commitBurst, exited, spawnWorkerProcess } from '../backend/src/testing/worker-process';
import { checkInvariants } from './support/invariants';
import { sleep } from './support/load';
import { reportScenarios, scenario, secondsSince } from './support/report';
import { TcpProxy } from './support/tcp-proxy';

/**
 * The worker process killed mid-burst (SIGKILL) and stopped politely (SIGTERM), on Redis, with
 * real effects: database rows and SMTP mail. Builds on workers/src/worker-crash.test.ts (800
 * system.started events on both queue backends) with a 1,000-event burst of mixed work, and
 * checks that SIGTERM lets the jobs in flight finish rather than handing them back.
 */
const redisUrl = process.env.REDIS_URL ?? '';
const SUPPORT = 'support@sous.example';

describe('worker crashes', () => {
  reportScenarios('Faults: worker process');
  let database: TestDatabase;
  let queues: QueueFactory;
  const smtp = new LocalSmtp();
  let smtpProxy: TcpProxy;
  const prefix = `t${randomBytes(4).toString('hex')}`;
  const children: ChildProcess[] = [];

  const startWorker = () => {
    const child = spawnWorkerProcess({
      databaseUrl: database.url,
      redisUrl,
      prefix,
      env: { SMTP_URL: `smtp://127.0.0.1:${smtpProxy.port}`, CONTACT_EMAIL: SUPPORT },
    });
    children.push(child);
    return child;
  };
  const count = async (query: PromiseLike<{ n?: number | string } | undefined>) => Number((await query)?.n ?? 0);
  const mailIds = () => smtp.to(SUPPORT).map((mail) => mailHeader(mail.raw, 'Message-ID'));

  /** A contact message row and its event, as the contact service writes them. */
  const contactEvent = async (trx: Trx, label: string, index: number) => {
    const [row] = await trx('contact_messages')
      .insert({
        first_name: 'Lee',
        last_name: 'Park',
        email: `lee${index}@example.com`,
        subject: `${label} ${index}`,
        message: `Burst message ${label} ${index}`,
      })
      .returning('id');
    return row.id as string;
  };

  beforeAll(async () => {
    if (!redisUrl) throw new Error('REDIS_URL must be set');
    database = await createTestDatabase();
    queues = createQueueFactory({ redisUrl, databaseUrl: database.url, prefix, lockSeconds: 2 });
    await smtp.start();
    smtpProxy = await new TcpProxy(smtp.port).start();
  });
  afterAll(async () => {
    children.forEach((child) => child.kill('SIGKILL'));
    await queues?.close();
    await smtpProxy?.close();
    await smtp.stop();
    await database?.drop();
  });

  scenario(
    'worker SIGKILLed mid-burst of 1,000 events (900 rows + 100 mails) and restarted',
    async (figures) => {
      const db = database.db;
      const contactIds: string[] = [];
      await commitBurst(db, queues, 1000, async (index, trx) => {
        if (index % 10 === 0) {
          const id = await contactEvent(trx, 'kill', index);
          contactIds.push(id);
          return ['contact_message.sent', { contactMessageId: id }];
        }
        return ['system.started', { hostname: `kill-${index}`, pid: index, startedAt: new Date().toISOString() }];
      });
      const rows = () => count(db('system_starts').count({ n: '*' }).first());
      const first = startWorker();
      await waitFor(async () => (await rows()) >= 50, 60_000, 5);
      first.kill('SIGKILL');
      await exited(first);
      const atKill = await rows();
      expect(atKill).toBeLessThan(900); // it died in the middle of the burst

      const restartedAt = Date.now();
      startWorker();
      const report = await checkInvariants(db, { contactMessages: contactIds }, { waitMs: 150_000 });
      await waitFor(async () => (await rows()) === 900, 60_000, 100);
      const drained = secondsSince(restartedAt);
      await sleep(3000); // let any redelivered (stalled) job run, then count again
      const ids = mailIds();
      Object.assign(figures, {
        processedAtKill: atKill,
        secondsToDrainAfterRestart: drained,
        rows: await rows(),
        rowMarkers: await count(db('processed_events').where({ handler: 'system-started' }).count({ n: '*' }).first()),
        mails: ids.length,
        distinctMessageIds: new Set(ids).size,
        violations: report.violations.length,
      });
      expect(await rows()).toBe(900);
      expect(figures.rowMarkers).toBe(900);
      expect(new Set(ids).size).toBe(100);
      // At-least-once mail: a message being sent at the kill may go again, with the same Message-ID.
      expect(ids.length - 100).toBeLessThanOrEqual(8);
      expect(report.violations).toEqual([]);
      children.at(-1)!.kill('SIGKILL');
      await exited(children.at(-1)!);
    },
    300_000,
  );

  scenario(
    'worker SIGTERMed with slow mail in flight: in-flight jobs finish, exit 0 within 30 s',
    async (figures) => {
      const db = database.db;
      smtp.received.length = 0;
      smtpProxy.setDelay(250); // every SMTP round trip slow: each mail takes seconds
      const contactIds: string[] = [];
      await commitBurst(db, queues, 40, async (index, trx) => {
        const id = await contactEvent(trx, 'term', index);
        contactIds.push(id);
        return ['contact_message.sent', { contactMessageId: id }];
      });
      const worker = startWorker();
      const events = queues.queue(queueNames.events);
      await waitFor(async () => (await events.getActiveCount()) >= 4, 60_000, 50);
      const inFlight = (await events.getActive()).map((job) => String(job.id));
      const stoppedAt = Date.now();
      worker.kill('SIGTERM');
      const code = await exited(worker);
      const exitSeconds = secondsSince(stoppedAt);
      // Each job that was running at SIGTERM finished (its outbox row processed), not handed back.
      const finished = await count(
        db('outbox').whereIn('id', inFlight).whereNotNull('processed_at').count({ n: '*' }).first(),
      );
      const mailedBeforeRestart = smtp.to(SUPPORT).length;

      smtpProxy.setDelay(0);
      startWorker();
      const report = await checkInvariants(db, { contactMessages: contactIds }, { waitMs: 60_000 });
      await sleep(2000);
      const ids = mailIds();
      Object.assign(figures, {
        inFlightAtSigterm: inFlight.length,
        finishedBeforeExit: finished,
        exitCode: String(code),
        exitSeconds,
        mailedBeforeRestart,
        mails: ids.length,
        distinctMessageIds: new Set(ids).size,
        violations: report.violations.length,
      });
      expect(code).toBe(0);
      expect(exitSeconds).toBeLessThan(30);
      expect(finished).toBe(inFlight.length);
      expect(ids.length).toBe(40); // graceful: not a single resend
      expect(new Set(ids).size).toBe(40);
      expect(report.violations).toEqual([]);
      children.at(-1)!.kill('SIGKILL');
      await exited(children.at(-1)!);
    },
    300_000,
  );
});
