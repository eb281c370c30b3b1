import { hostname } from 'node:os';
import { Redis } from 'ioredis';
import type { Server } from 'node:http';
import type { Middleware } from 'koa';
import { createMailer } from './adapters/mail';
import { createApp, type SousApp } from './app';
import type { AppDeps } from './app-deps';
import type { Config } from './platform/config';
import { createDb } from './platform/db';
import { OutboxRelay, transactWithEvents } from './platform/events/outbox';
import { createLiveEvents } from './platform/live-events';
import { createLogger, type Logger } from './platform/logger';
import { drainServer, Lifecycle } from './platform/http/drain';
import { serveMetrics } from './platform/metrics';
import { openConnections, openReadReplica } from './platform/process-lifecycle';
import { migrateLatest } from '../../db/migration-source';
import { createWorkerMetrics } from '../../workers/src/metrics';
import { startWorkers, type RunningWorkers } from '../../workers/src/worker';

export interface RunningServer {
  url: string;
  /** Prometheus metrics, on METRICS_PORT: `${metricsUrl}/metrics`. */
  metricsUrl: string;
  server: Server;
  app: SousApp;
  deps: AppDeps;
  stop(): Promise<void>;
}

/**
 * Starts the web process: migrations, the app on PORT, the system.started event, and — when
 * RUN_WORKER_IN_WEB is set (the embedded default) — the workers in the same process.
 */
export async function startServer(
  config: Config,
  logger: Logger = createLogger(config.LOG_LEVEL),
  /**
   * `migrate` overrides MIGRATE_ON_START (the launcher migrates itself, before seeding);
   * `responseCheck` in integration tests (see AppDeps).
   */
  options: { migrate?: boolean; responseCheck?: Middleware } = {},
): Promise<RunningServer> {
  const log = logger.child({ process: 'web' });
  if (options.migrate ?? config.MIGRATE_ON_START) {
    // On connections of their own, without the request pool's statement timeout: a migration may
    // build an index over the whole catalog.
    const migrator = createDb(config.DATABASE_URL, 2);
    try {
      await migrateLatest(migrator);
    } finally {
      await migrator.destroy();
    }
  }
  const { db, queues } = openConnections(config);
  const replica = openReadReplica(config);
  const relay = new OutboxRelay(db, queues, log);
  const mailer = createMailer(config);
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: 500 })
    : undefined;
  // Rate limits fall back to per-process counting while Redis is away (see createLimiter).
  redis?.on('error', () => {});
  const lifecycle = new Lifecycle();
  const live = createLiveEvents({ db, databaseUrl: config.DATABASE_URL, log });
  await live.ready;
  const deps: AppDeps = {
    config,
    db,
    replica,
    log,
    queues,
    relay,
    mailer,
    redis,
    live,
    lifecycle,
    responseCheck: options.responseCheck,
  };

  const app = createApp(deps);
  let workers: RunningWorkers | undefined;
  if (config.RUN_WORKER_IN_WEB)
    workers = await startWorkers({
      config,
      db,
      log: logger.child({ process: 'worker' }),
      queues,
      mailer,
      metrics: createWorkerMetrics(queues, app.metricsRegistry),
    });

  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(config.PORT, config.HOST, () => resolve(listening));
  });
  server.keepAliveTimeout = 65_000;
  server.requestTimeout = 60_000;
  server.headersTimeout = 20_000;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  // A port chosen by the system (PORT=0, tests) is known only now; links in mails name it.
  if (config.PORT === 0) config.PORT = port;
  const url = `http://localhost:${port}`;
  const metrics = await serveMetrics(app.metricsRegistry, config.METRICS_PORT, config.HOST);

  await transactWithEvents(db, relay, (_trx, emit) =>
    emit('system.started', { hostname: hostname(), pid: process.pid, startedAt: new Date().toISOString() }),
  );

  return {
    url,
    metricsUrl: metrics.url,
    server,
    app,
    deps,
    async stop() {
      // Open event streams end first: their browsers reconnect to another process.
      await live.close();
      await drainServer(server, lifecycle, {
        delayMs: config.SHUTDOWN_DELAY_SECONDS * 1000,
        drainMs: config.SHUTDOWN_DRAIN_SECONDS * 1000,
      });
      await metrics.close();
      await workers?.close();
      await queues.close();
      redis?.disconnect();
      mailer.close();
      await db.destroy();
      await replica?.destroy();
    },
  };
}
