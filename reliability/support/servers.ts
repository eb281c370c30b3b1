import pg from 'pg';
import { seedDatabase } from '../../db/seed';
import { createLogger } from '../../backend/src/platform/logger';
import { startServer } from '../../backend/src/server';
import { responseContractCheck, type ContractViolation } from '../../backend/src/testing/response-contract';
import { createTestDatabase, type TestDatabase } from '../../backend/src/testing/test-db';
import { testConfig, type TestServer } from '../../backend/src/testing/test-server';
import { TcpProxy } from './tcp-proxy';

export interface ProxiedDatabaseServer extends TestServer {
  /** Sits between the server (web and in-process workers) and PostgreSQL. */
  proxy: TcpProxy;
  /** The database's name, for pg_terminate_backend. */
  databaseName: string;
  /** Terminates every backend the server holds (through the proxy) on its test database. */
  terminateBackends(): Promise<number>;
}

/**
 * A seeded test server whose every PostgreSQL connection goes through a TcpProxy, so the
 * database can be cut (refuse, blackhole) without touching the machine's real server. The
 * test's own `database.db` connects directly, to look at the truth while the server cannot.
 */
export async function startServerBehindDatabaseProxy(
  overrides: Record<string, string> = {},
): Promise<ProxiedDatabaseServer> {
  const database: TestDatabase = await createTestDatabase();
  const target = new URL(database.url);
  const proxy = await new TcpProxy(Number(target.port || 5432), target.hostname).start();
  const config = testConfig(proxy.rewrite(database.url), overrides);
  const contractViolations: ContractViolation[] = [];
  const running = await startServer(config, createLogger(config.LOG_LEVEL), {
    responseCheck: responseContractCheck(contractViolations),
  });
  await seedDatabase(running.deps.db);
  const databaseName = target.pathname.slice(1);
  return {
    ...running,
    database,
    config,
    contractViolations,
    proxy,
    databaseName,
    async terminateBackends() {
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      try {
        const result = await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
            where datname = $1 and pid <> pg_backend_pid() and client_port = any($2::int[])`,
          [databaseName, proxy.upstreamPorts],
        );
        return result.rowCount ?? 0;
      } finally {
        await admin.end();
      }
    },
    async close() {
      proxy.restore();
      await running.stop();
      await proxy.close();
      await database.drop();
    },
  };
}
