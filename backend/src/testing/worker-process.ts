import { spawn, type ChildProcess } from 'node:child_process';
import { OutboxRelay, writeOutbox } from '../platform/events/outbox';
import type { EventPayloads, EventType } from '../platform/events/types';
import type { Db, Trx } from '../platform/db';
import { createLogger } from '../platform/logger';
import type { QueueFactory } from '../platform/queue/queues';

export interface WorkerProcessSettings {
  databaseUrl: string;
  /** '' for BullMQ's PostgreSQL backend. */
  redisUrl: string;
  prefix: string;
  dataDir?: string;
  /** More environment (SMTP_URL, OPENAI_*, …); wins over the defaults above. */
  env?: Record<string, string>;
}

/**
 * The real worker process (`workers/src/main.ts`) as a child, for crash tests: kill it with
 * SIGKILL or SIGTERM and start another. Locks are short (2 s) so a killed worker's jobs come back fast.
 */
export function spawnWorkerProcess(settings: WorkerProcessSettings): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'workers/src/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: settings.databaseUrl,
      REDIS_URL: settings.redisUrl,
      QUEUE_PREFIX: settings.prefix,
      QUEUE_LOCK_SECONDS: '2',
      LOG_LEVEL: 'silent',
      METRICS_PORT: '0',
      DATA_DIR: settings.dataDir ?? `.data/test-runs/${settings.prefix}`,
      ...settings.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Resolves with the exit code (null after a signal) once the child has exited. */
export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/**
 * Commits `count` outbox events in one transaction and puts them all on the queue before any
 * worker runs (so a kill lands in the middle of a real backlog). `extra` may write the rows an
 * event refers to, in the same transaction. Returns the outbox ids.
 */
export async function commitBurst<T extends EventType>(
  db: Db,
  queues: QueueFactory,
  count: number,
  event: (index: number, trx: Trx) => Promise<[T, EventPayloads[T]]> | [T, EventPayloads[T]],
): Promise<string[]> {
  const ids = await db.transaction(async (trx) => {
    const written: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const [type, payload] = await event(index, trx);
      written.push(await writeOutbox(trx, type, payload));
    }
    return written;
  });
  await new OutboxRelay(db, queues, createLogger('silent')).publish(ids);
  return ids;
}

/** A burst of `system.started` events: the smallest effect (one `system_starts` row each). */
export const systemStartedBurst = (db: Db, queues: QueueFactory, count: number, label: string) =>
  commitBurst(db, queues, count, (index) => [
    'system.started',
    { hostname: `${label}-${index}`, pid: index, startedAt: new Date().toISOString() },
  ]);
