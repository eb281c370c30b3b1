import { randomBytes } from 'node:crypto';
import { parseConfig, type Config } from '../platform/config';
import { createLogger, type Logger } from '../platform/logger';
import { startServer, type RunningServer } from '../server';
import { responseContractCheck, type ContractViolation } from './response-contract';
import { createTestDatabase, type TestDatabase } from './test-db';

export interface TestServer extends RunningServer {
  database: TestDatabase;
  config: Config;
  /** Answers that broke their route's contract (each also reached the client as a 500 naming it). */
  contractViolations: ContractViolation[];
  close(): Promise<void>;
}

/** Test settings shared by every in-process server: own database, own queue prefix, quiet logs. */
export function testConfig(databaseUrl: string, overrides: Record<string, string> = {}): Config {
  return parseConfig({
    NODE_ENV: 'test',
    PORT: '0',
    METRICS_PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL,
    QUEUE_PREFIX: `t${randomBytes(4).toString('hex')}`,
    QUEUE_LOCK_SECONDS: '5',
    // Tests change ratings and catalogs and look at lists straight after; the cache has its own test.
    CATALOG_CACHE_SECONDS: '0',
    DATA_DIR: `.data/test-runs/${randomBytes(4).toString('hex')}`,
    SHUTDOWN_DRAIN_SECONDS: '5',
    ...overrides,
  });
}

/**
 * Starts the real web process (Koa on a free port, migrations, optional in-process workers), with
 * every `/api` answer checked against its route's response contract.
 */
export async function startTestServer(
  overrides: Record<string, string> = {},
  /** A logger to read what the server logs (security events); quiet by default. */
  logger?: Logger,
): Promise<TestServer> {
  const database = await createTestDatabase();
  const config = testConfig(database.url, overrides);
  const contractViolations: ContractViolation[] = [];
  const running = await startServer(config, logger ?? createLogger(config.LOG_LEVEL), {
    responseCheck: responseContractCheck(contractViolations),
  });
  return {
    ...running,
    database,
    config,
    contractViolations,
    async close() {
      await running.stop();
      await database.drop();
    },
  };
}
