import { createServer, type Server } from 'node:http';
import type { Middleware } from 'koa';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from './db';
import { outboxLagSeconds } from './events/outbox';
import { queueNames, type QueueFactory } from './queue/queues';

/** `queue_jobs{queue,state}`: jobs waiting, active, delayed and failed per queue, read at each scrape. */
export function queueDepthGauge(registry: Registry, queues: QueueFactory): Gauge {
  return new Gauge({
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
}

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

  queueDepthGauge(registry, queues);

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

export interface MetricsServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/**
 * Prometheus scrapes `GET /metrics` here, on its own port (METRICS_PORT), never on the public one:
 * route names, queue depths and process figures are for the operator's network only. Anything else
 * on this port is 404. Port 0 takes a free port (tests).
 */
export async function serveMetrics(
  registry: Registry,
  port: number,
  host: string,
  /** The worker's liveness, answered on `GET /healthz` here (the worker has no other port). */
  healthy?: () => boolean,
): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    const pathname = (request.url ?? '/').split('?')[0];
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (healthy && pathname === '/healthz' && read) {
      const ok = healthy();
      response.writeHead(ok ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(request.method === 'HEAD' ? undefined : JSON.stringify({ status: ok ? 'ok' : 'unavailable' }));
      return;
    }
    if (pathname !== '/metrics' || !read) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      () => {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics unavailable\n');
      },
    );
  });
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;
  await new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => reject(new Error(`METRICS_PORT ${port} on ${host}: ${error.message}`));
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve();
    });
  });
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${boundPort}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
