import type { Middleware } from 'koa';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from './db';
import { outboxLagSeconds } from './events/outbox';
import { queueNames, type QueueFactory } from './queue/queues';

/** Prometheus metrics for one app instance: HTTP latency by route, queue depths and outbox lag. */
export function createMetrics(db: Db, queues: QueueFactory) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method, route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  new Gauge({
    name: 'queue_jobs',
    help: 'Jobs per queue and state',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      for (const name of Object.values(queueNames)) {
        try {
          const counts = await queues.queue(name).getJobCounts('waiting', 'active', 'delayed', 'failed');
          for (const [state, count] of Object.entries(counts)) this.set({ queue: name, state }, count);
        } catch {
          // queue unreachable: readiness reports it; keep the last values
        }
      }
    },
  });

  new Gauge({
    name: 'outbox_lag_seconds',
    help: 'Age of the oldest event not yet processed',
    registers: [registry],
    async collect() {
      try {
        this.set(await outboxLagSeconds(db));
      } catch {
        // database unreachable: readiness reports it
      }
    },
  });

  const middleware: Middleware = async (ctx, next) => {
    const end = httpDuration.startTimer();
    try {
      await next();
    } finally {
      // The matched route pattern keeps label cardinality bounded; unmatched paths share one label.
      const route =
        (ctx as unknown as { _matchedRoute?: string })._matchedRoute ??
        (ctx.path.startsWith('/api') ? 'unmatched' : 'static');
      end({ method: ctx.method, route: String(route), status: String(ctx.status) });
    }
  };

  return { registry, middleware };
}
