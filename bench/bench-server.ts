/** The real web process for a benchmark: its own database (migrated on start), queue prefix and DATA_DIR. */
import path from 'node:path';
import { parseConfig } from '../backend/src/platform/config';
import { createLogger } from '../backend/src/platform/logger';
import { startServer, type RunningServer } from '../backend/src/server';
import { freePort } from '../backend/src/testing/free-port';
import { dropDatabase, recreateDatabase } from './bench-database';

const root = path.resolve(import.meta.dirname, '..');

export interface BenchServer extends RunningServer {
  /** Stops the server and drops its database. */
  close(): Promise<void>;
}

/** Starts Sous on a fresh database `sous_bench_<name>`; `overrides` are further settings. */
export async function startBenchServer(name: string, overrides: Record<string, string> = {}): Promise<BenchServer> {
  const database = `sous_bench_${name.replace(/-/g, '_')}`;
  const config = parseConfig({
    NODE_ENV: 'development',
    PORT: String(await freePort()),
    METRICS_PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    DATABASE_URL: await recreateDatabase(database),
    REDIS_URL: process.env.REDIS_URL,
    QUEUE_PREFIX: `bench-${name}`,
    MIGRATE_ON_START: 'true',
    DATA_DIR: path.join(root, `.data/bench-${name}`),
    RATE_API_PER_MINUTE: '100000',
    ...overrides,
  });
  const server = await startServer(config, createLogger(config.LOG_LEVEL));
  return {
    ...server,
    async close() {
      await server.stop();
      await dropDatabase(database);
    },
  };
}
