import { createMailer } from '../../backend/src/adapters/mail';
import { loadConfig } from '../../backend/src/platform/config';
import { createLogger } from '../../backend/src/platform/logger';
import { serveMetrics } from '../../backend/src/platform/metrics';
import { openConnections, stopOnSignal } from '../../backend/src/platform/process-lifecycle';
import { startTracing } from '../../backend/src/platform/tracing';
import { createWorkerMetrics } from './metrics';
import { startWorkers, type RunningWorkers } from './worker';

/**
 * The worker process: BullMQ processors and schedules. SIGTERM lets in-flight jobs finish.
 * METRICS_PORT serves `/metrics` (queue depths, job durations and failures per processor) and
 * `/healthz` (liveness: every BullMQ worker is running) on the private network.
 */
const config = loadConfig();
const tracing = await startTracing(config.OTEL_EXPORTER_OTLP_ENDPOINT, 'sous-worker');
const log = createLogger(config.LOG_LEVEL).child({ process: 'worker' });
const { db, queues } = openConnections(config);
const mailer = createMailer(config);
const metrics = createWorkerMetrics(queues);

const started: { workers?: RunningWorkers } = {};
// Alive while starting; then as long as every BullMQ worker runs (a closed one takes no jobs).
const healthy = () => started.workers?.workers.every((worker) => worker.isRunning()) ?? true;
const endpoint = await serveMetrics(metrics.registry, config.METRICS_PORT, config.HOST, healthy);

// Signal handlers go in before the workers start: jobs begin running during start-up, and a
// SIGTERM in that window must still let them finish instead of killing the process.
const starting = startWorkers({ config, db, log, queues, mailer, metrics });
stopOnSignal(log, 'worker shutting down; finishing in-flight jobs', async () => {
  const workers = await starting;
  await workers.close();
  await endpoint.close();
  await queues.close();
  mailer.close();
  await db.destroy();
  await tracing?.shutdown();
  log.info('worker stopped');
});
started.workers = await starting;
log.info({ metrics: `${endpoint.url}/metrics`, health: `${endpoint.url}/healthz` }, 'worker is running');
