import {
  Queue,
  Worker,
  createPostgresBackend,
  withBackend,
  type MinimalJob,
  type Processor,
  type WorkerOptions,
} from 'bullmq';
import { Redis } from 'ioredis';

/** Every BullMQ queue Sous uses. Events from the outbox go to `events`; schedules to `maintenance`. */
export const queueNames = {
  events: 'events',
  maintenance: 'maintenance',
} as const;
export type QueueName = (typeof queueNames)[keyof typeof queueNames];

export interface QueueSettings {
  redisUrl?: string;
  databaseUrl: string;
  prefix: string;
  lockSeconds: number;
}

/**
 * One place that knows which datastore backs BullMQ: Redis when REDIS_URL is set, else BullMQ's
 * PostgreSQL backend in the app database. The rest of the code sees the same Queue/Worker API.
 */
export interface QueueFactory {
  kind: 'redis' | 'postgres';
  queue(name: QueueName): Queue;
  worker(name: QueueName, processor: Processor, options?: Partial<WorkerOptions>): Worker;
  close(): Promise<void>;
}

/** A backoff type: doubling from `delay`, but never more than a minute between attempts. */
export const CAPPED_EXPONENTIAL = 'capped-exponential';
export const BACKOFF_CAP_MS = 60_000;

/** Workers' strategy for custom backoff types (BullMQ calls it for types it does not know). */
export function backoffStrategy(attemptsMade: number, type?: string, _error?: Error, job?: MinimalJob): number {
  if (type !== CAPPED_EXPONENTIAL) return -1; // unknown type: no retry rather than a guess
  const base = (job?.opts.backoff as { delay?: number } | undefined)?.delay ?? 1000;
  return Math.min(BACKOFF_CAP_MS, base * 2 ** Math.max(0, attemptsMade - 1));
}

export function createQueueFactory(settings: QueueSettings): QueueFactory {
  const queues = new Map<QueueName, Queue>();
  const redisConnections: Redis[] = [];
  const workerDefaults = {
    lockDuration: settings.lockSeconds * 1000,
    stalledInterval: Math.max(1000, Math.floor((settings.lockSeconds * 1000) / 2)),
    maxStalledCount: 5,
    settings: { backoffStrategy },
  };

  if (settings.redisUrl) {
    const redisUrl = settings.redisUrl;
    const connect = (forWorker: boolean) => {
      // Producers fail fast when Redis is gone or unreachable (the outbox keeps the event, the
      // request goes on); workers wait forever.
      const connection = new Redis(
        redisUrl,
        forWorker
          ? { maxRetriesPerRequest: null }
          : { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false, commandTimeout: 1000 },
      );
      connection.on('error', () => {}); // surfaced through readiness checks and job errors instead
      redisConnections.push(connection);
      return connection;
    };
    let producerConnection: Redis | undefined;
    return {
      kind: 'redis',
      queue(name) {
        let queue = queues.get(name);
        if (!queue) {
          producerConnection ??= connect(false);
          queue = new Queue(name, { connection: producerConnection, prefix: settings.prefix });
          queue.on('error', () => {});
          queues.set(name, queue);
        }
        return queue;
      },
      worker(name, processor, options) {
        return new Worker(name, processor, {
          connection: connect(true),
          prefix: settings.prefix,
          ...workerDefaults,
          ...options,
        });
      },
      async close() {
        await Promise.allSettled([...queues.values()].map((queue) => queue.close()));
        redisConnections.forEach((connection) => connection.disconnect());
      },
    };
  }

  const postgres = withBackend(createPostgresBackend);
  const connection = { connectionString: settings.databaseUrl, max: 4, migrate: true, schema: 'bullmq' };
  return {
    kind: 'postgres',
    queue(name) {
      let queue = queues.get(name);
      if (!queue) {
        queue = new postgres.Queue(name, { connection, prefix: settings.prefix }) as unknown as Queue;
        queue.on('error', () => {});
        queues.set(name, queue);
      }
      return queue;
    },
    worker(name, processor, options) {
      return new postgres.Worker(name, processor, {
        connection,
        prefix: settings.prefix,
        ...workerDefaults,
        ...options,
      } as never) as unknown as Worker;
    },
    async close() {
      await Promise.allSettled([...queues.values()].map((queue) => queue.close()));
    },
  };
}

export async function isQueueReachable(factory: QueueFactory): Promise<boolean> {
  try {
    await withTimeout(factory.queue(queueNames.events).getJobCounts('waiting'), 2000);
    return true;
  } catch {
    return false;
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
