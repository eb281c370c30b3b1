import type { Config } from './config';
import { createDb } from './db';
import type { Logger } from './logger';
import { createQueueFactory } from './queue/queues';

/** The database pool and the queue factory a process (web or worker) opens from its settings. */
export function openConnections(config: Config) {
  const db = createDb(config.DATABASE_URL, config.DATABASE_POOL_MAX, {
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  });
  const queues = createQueueFactory({
    redisUrl: config.REDIS_URL,
    databaseUrl: config.DATABASE_URL,
    prefix: config.QUEUE_PREFIX,
    lockSeconds: config.QUEUE_LOCK_SECONDS,
  });
  return { db, queues };
}

/**
 * The pool for catalog reads (platform/read-replica.ts) when DATABASE_READ_URL is set: web processes
 * only, since workers write. A replica that is away must not hold a request for long: after a short
 * wait for a connection the read goes to the primary.
 */
export function openReadReplica(config: Config) {
  if (!config.DATABASE_READ_URL) return undefined;
  return createDb(config.DATABASE_READ_URL, config.DATABASE_POOL_MAX, {
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    applicationName: 'sous-read',
    acquireTimeoutMs: 3000,
  });
}

/**
 * On SIGTERM or SIGINT, runs `stop` once and exits; a stop that takes longer than `limitMs` is cut
 * short with exit code 1, so an orchestrator never waits forever.
 */
export function stopOnSignal(log: Logger, announcement: string, stop: () => Promise<void>, limitMs = 30_000): void {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, announcement);
    const forced = setTimeout(() => process.exit(1), limitMs);
    forced.unref();
    await stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
