import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { queueDepthGauge } from '../../backend/src/platform/metrics';
import type { QueueFactory } from '../../backend/src/platform/queue/queues';

/**
 * The worker process's Prometheus metrics (served on METRICS_PORT by workers/src/main.ts): queue
 * depths, and per processor (the job's name: an event type or a maintenance task) how long jobs take
 * and how many fail; per housekeeping task, rows deleted and the last success.
 */
export function createWorkerMetrics(
  queues: QueueFactory,
  /** The web process's registry when the worker runs inside it (it has the process and queue figures). */
  shared?: Registry,
) {
  const registry = shared ?? new Registry();
  if (!shared) {
    collectDefaultMetrics({ register: registry });
    queueDepthGauge(registry, queues);
  }
  return {
    registry,
    jobDuration: new Histogram({
      name: 'job_duration_seconds',
      help: 'Job run time by queue, processor (job name) and outcome',
      labelNames: ['queue', 'processor', 'outcome'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    }),
    jobFailures: new Counter({
      name: 'job_failures_total',
      help: 'Failed job attempts by queue and processor (job name)',
      labelNames: ['queue', 'processor'],
      registers: [registry],
    }),
    housekeepingDeleted: new Counter({
      name: 'housekeeping_deleted_rows_total',
      help: 'Rows deleted by housekeeping, by task and table',
      labelNames: ['task', 'table'],
      registers: [registry],
    }),
    housekeepingLastSuccess: new Gauge({
      name: 'housekeeping_last_success_timestamp_seconds',
      help: 'When each housekeeping task last finished without error (Unix seconds)',
      labelNames: ['task'],
      registers: [registry],
    }),
  };
}

export type WorkerMetrics = ReturnType<typeof createWorkerMetrics>;

/** Runs `processor` for one job, timing it under `queue`/`job.name`; a throw counts as a failure. */
export function timedProcessor<J extends { name: string }, R>(
  metrics: WorkerMetrics,
  queue: string,
  processor: (job: J) => Promise<R>,
): (job: J) => Promise<R> {
  return async (job) => {
    const end = metrics.jobDuration.startTimer({ queue, processor: job.name });
    try {
      const result = await processor(job);
      end({ outcome: 'completed' });
      return result;
    } catch (error) {
      end({ outcome: 'failed' });
      metrics.jobFailures.inc({ queue, processor: job.name });
      throw error;
    }
  };
}
