import type { Job, Worker } from 'bullmq';
import { createAi } from '../../backend/src/adapters/ai';
import type { Mailer } from '../../backend/src/adapters/mail';
import { createPayments } from '../../backend/src/adapters/payments';
import { processors } from '../../backend/src/modules/processors';
import type { Config } from '../../backend/src/platform/config';
import type { Db } from '../../backend/src/platform/db';
import { createOnceEffects } from '../../backend/src/platform/events/once-effects';
import { OutboxRelay } from '../../backend/src/platform/events/outbox';
import type { WorkerContext } from '../../backend/src/platform/events/processor';
import type { EventJob } from '../../backend/src/platform/events/types';
import type { Logger } from '../../backend/src/platform/logger';
import { queueNames, type QueueFactory } from '../../backend/src/platform/queue/queues';
import { traceJob } from '../../backend/src/platform/tracing';
import { handlersByQueue } from './dispatch';
import { createWorkerMetrics, timedProcessor, type WorkerMetrics } from './metrics';
import { maintenanceTasks, registerSchedules } from './schedules';

export interface WorkerDeps {
  config: Config;
  db: Db;
  log: Logger;
  queues: QueueFactory;
  mailer: Mailer;
  concurrency?: number;
  /** Where job and housekeeping figures go; one of its own otherwise (RUN_WORKER_IN_WEB, tests). */
  metrics?: WorkerMetrics;
}

export interface RunningWorkers {
  workers: Worker[];
  metrics: WorkerMetrics;
  /** Stops taking jobs and waits for the in-flight ones to finish. */
  close(): Promise<void>;
}

export async function startWorkers(deps: WorkerDeps): Promise<RunningWorkers> {
  const { db, log, queues, config } = deps;
  const relay = new OutboxRelay(db, queues, log);
  // Built once per process; each processor takes what it needs from it.
  const context: WorkerContext = {
    db,
    config,
    log,
    relay,
    mailer: deps.mailer,
    ai: createAi(config),
    payments: createPayments(config, db),
    brand: { appName: config.APP_NAME, contactEmail: config.CONTACT_EMAIL },
  };
  const once = createOnceEffects(db, deps.mailer);
  const metrics = deps.metrics ?? createWorkerMetrics(queues);

  const eventWorkers = [...handlersByQueue(processors, context)].map(([queue, handlers]) =>
    queues.worker(
      queue,
      timedProcessor(metrics, queue, (job: Job<EventJob>) =>
        traceJob(queue, job.name, job.data.trace, async () => {
          const event = job.data;
          const handle = handlers.get(event.type);
          if (!handle) throw new Error(`No processor for event type ${event.type}`);
          const jobLog = log.child({ eventId: event.eventId, type: event.type, attempt: job.attemptsMade + 1 });
          await handle(event, { ...context, log: jobLog, ...once.forEvent(event.eventId) });
          await once.markProcessed(event.eventId);
        }),
      ),
      { concurrency: deps.concurrency ?? config.WORKER_CONCURRENCY },
    ),
  );

  const maintenance = queues.worker(
    queueNames.maintenance,
    timedProcessor(metrics, queueNames.maintenance, async (job: Job) => {
      const task = maintenanceTasks[job.name];
      if (!task) throw new Error(`Unknown maintenance task ${job.name}`);
      return task({ db, log, relay, config, metrics });
    }),
  );

  const workers = [...eventWorkers, maintenance];
  for (const worker of workers) {
    worker.on('failed', (job, error) => {
      if (!job) return;
      const attempts = job.opts.attempts ?? 1;
      log.warn({ err: error, queue: worker.name, jobId: job.id, attempt: job.attemptsMade }, 'job failed');
      if (job.attemptsMade >= attempts) void recordDeadLetter(db, worker.name, job, error, log);
    });
    worker.on('error', (error) => log.error({ err: error, queue: worker.name }, 'worker error'));
  }

  await registerSchedules(queues, config);
  log.info({ backend: queues.kind }, 'workers started');

  return {
    workers,
    metrics,
    async close() {
      await Promise.all(workers.map((worker) => worker.close()));
    },
  };
}

async function recordDeadLetter(db: Db, queue: string, job: Job, error: Error, log: Logger) {
  try {
    await db('dead_letters')
      .insert({
        queue,
        job_id: String(job.id),
        job_name: job.name,
        data: JSON.stringify(job.data),
        error: error.message.slice(0, 2000),
        attempts: job.attemptsMade,
      })
      .onConflict(['queue', 'job_id'])
      .merge(['error', 'attempts', 'failed_at']);
  } catch (dbError) {
    log.error({ err: dbError, jobId: job.id }, 'could not record dead letter');
  }
}
