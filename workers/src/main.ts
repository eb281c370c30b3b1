import { createMailer } from '../../backend/src/adapters/mail';
import { loadConfig } from '../../backend/src/platform/config';
import { createLogger } from '../../backend/src/platform/logger';
import { openConnections, stopOnSignal } from '../../backend/src/platform/process-lifecycle';
import { startWorkers } from './worker';

/** The worker process: BullMQ processors and schedules. SIGTERM lets in-flight jobs finish. */
const config = loadConfig();
const log = createLogger(config.LOG_LEVEL).child({ process: 'worker' });
const { db, queues } = openConnections(config);
const mailer = createMailer(config);

// Signal handlers go in before the workers start: jobs begin running during start-up, and a
// SIGTERM in that window must still let them finish instead of killing the process.
const starting = startWorkers({ config, db, log, queues, mailer });
stopOnSignal(log, 'worker shutting down; finishing in-flight jobs', async () => {
  const running = await starting;
  await running.close();
  await queues.close();
  mailer.close();
  await db.destroy();
  log.info('worker stopped');
});
await starting;
