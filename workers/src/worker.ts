import type { Job, Worker } from 'bullmq';
import type { Mailer } from '../../backend/src/adapters/mail';
import type { Config } from '../../backend/src/platform/config';
import type { Db } from '../../backend/src/platform/db';
import { createBatcher } from '../../backend/src/platform/batcher';
import { handleOnce } from '../../backend/src/platform/events/handle-once';
import { OutboxRelay } from '../../backend/src/platform/events/outbox';
import type { EventJob } from '../../backend/src/platform/events/types';
import type { Logger } from '../../backend/src/platform/logger';
import { queueNames, type QueueFactory } from '../../backend/src/platform/queue/queues';
import { eventProcessors } from './processors';
import { reviewModerationHandlers } from './processors/review-moderation.processor';
import type { EventProcessor, WorkerServices } from './processors/types';
import { createPayments } from '../../backend/src/adapters/payments';
import { createSubscriptionsService } from '../../backend/src/modules/subscriptions';
import { createAi } from '../../backend/src/adapters/ai';
import { moderatorFromAi, reviewModeration } from '../../backend/src/modules/reviews';
import { drafterFromAi } from '../../backend/src/modules/expert';
import { maintenanceTasks, registerSchedules } from './schedules';

export interface WorkerDeps {
  config: Config;
  db: Db;
  log: Logger;
  queues: QueueFactory;
  mailer: Mailer;
  concurrency?: number;
}

export interface RunningWorkers {
  workers: Worker[];
  /** Stops taking jobs and waits for the in-flight ones to finish. */
  close(): Promise<void>;
}

export async function startWorkers(deps: WorkerDeps): Promise<RunningWorkers> {
  const { db, log, queues } = deps;
  const relay = new OutboxRelay(db, queues, log);
  const services: WorkerServices = {
    subscriptions: createSubscriptionsService({
      db,
      relay,
      payments: createPayments(deps.config, db),
      appName: deps.config.APP_NAME,
    }),
    community: (() => {
      const ai = createAi(deps.config);
      return { moderator: moderatorFromAi(ai), drafter: drafterFromAi(ai) };
    })(),
    reviews: reviewModeration.moderationStatements(db, reviewModerationHandlers),
  };

  // Every job ends with these two writes; batched, a burst of jobs shares their round trips.
  const markMailSent = createBatcher(async (markers: Array<{ event_id: string; handler: string }>) => {
    // The mail's marker has no effect to commit with it: one statement, not a transaction.
    const marked: typeof markers = await db('processed_events')
      .insert(markers)
      .onConflict(['event_id', 'handler'])
      .ignore()
      .returning(['event_id', 'handler']);
    const inserted = new Set(marked.map((marker) => `${marker.event_id} ${marker.handler}`));
    return markers.map((marker) => inserted.has(`${marker.event_id} ${marker.handler}`));
  });
  const markProcessed = createBatcher(async (eventIds: string[]) => {
    await db('outbox').whereIn('id', eventIds).whereNull('processed_at').update({ processed_at: db.fn.now() });
    return eventIds.map(() => undefined);
  });

  const events = queues.worker(
    queueNames.events,
    async (job: Job<EventJob>) => {
      const event = job.data;
      const processor = eventProcessors[event.type] as EventProcessor | undefined;
      if (!processor) throw new Error(`No processor for event type ${event.type}`);
      const jobLog = log.child({ eventId: event.eventId, type: event.type, attempt: job.attemptsMade + 1 });
      await processor(event, {
        db,
        services,
        log: jobLog,
        config: deps.config,
        mailer: deps.mailer,
        handleOnce: (handler, effect) => handleOnce(db, event.eventId, handler, effect),
        async sendMailOnce(handler, message, options) {
          if (!options?.markerChecked) {
            const sent = await db('processed_events').where({ event_id: event.eventId, handler }).first();
            if (sent) return false;
          }
          await deps.mailer.send({ messageId: `<${event.eventId}.${handler}@sous.mail>`, ...message });
          return markMailSent({ event_id: event.eventId, handler });
        },
      });
      await markProcessed(event.eventId);
    },
    { concurrency: deps.concurrency ?? deps.config.WORKER_CONCURRENCY },
  );

  const maintenance = queues.worker(queueNames.maintenance, async (job: Job) => {
    const task = maintenanceTasks[job.name];
    if (!task) throw new Error(`Unknown maintenance task ${job.name}`);
    return task({ db, log, relay, config: deps.config });
  });

  for (const worker of [events, maintenance]) {
    worker.on('failed', (job, error) => {
      if (!job) return;
      const attempts = job.opts.attempts ?? 1;
      log.warn({ err: error, queue: worker.name, jobId: job.id, attempt: job.attemptsMade }, 'job failed');
      if (job.attemptsMade >= attempts) void recordDeadLetter(db, worker.name, job, error, log);
    });
    worker.on('error', (error) => log.error({ err: error, queue: worker.name }, 'worker error'));
  }

  await registerSchedules(queues, deps.config);
  log.info({ backend: queues.kind }, 'workers started');

  return {
    workers: [events, maintenance],
    async close() {
      await Promise.all([events.close(), maintenance.close()]);
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
