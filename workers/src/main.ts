import { createMailer } from '../../backend/src/adapters/mail';
import { loadConfig } from '../../backend/src/platform/config';
import { createDb } from '../../backend/src/platform/db';
import { createLogger } from '../../backend/src/platform/logger';
import { createQueueFactory } from '../../backend/src/platform/queue/queues';
import { startWorkers } from './worker';

/** The worker process: BullMQ processors and schedules. SIGTERM lets in-flight jobs finish. */
const config = loadConfig();
const log = createLogger(config.LOG_LEVEL).child({ process: 'worker' });
const db = createDb(config.DATABASE_URL, config.DATABASE_POOL_MAX, {
  statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
});
const queues = createQueueFactory({
  redisUrl: config.REDIS_URL,
  databaseUrl: config.DATABASE_URL,
  prefix: config.QUEUE_PREFIX,
  lockSeconds: config.QUEUE_LOCK_SECONDS,
});
const mailer = createMailer(config);

// Signal handlers go in before the workers start: jobs begin running during start-up, and a
// SIGTERM in that window must still let them finish instead of killing the process.
let stopping = false;
const starting = startWorkers({ config, db, log, queues, mailer });
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'worker shutting down; finishing in-flight jobs');
  const forced = setTimeout(() => process.exit(1), 30_000);
  forced.unref();
  const running = await starting;
  await running.close();
  await queues.close();
  mailer.close();
  await db.destroy();
  log.info('worker stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
await starting;
