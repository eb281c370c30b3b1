import { createHash } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';

// Postgres returns bigint (count(*), bigserial) as text; our counts and ids fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

export type Db = Knex;
export type Trx = Knex.Transaction;
/** Either the pool or a transaction: repositories accept both. */
export type Executor = Knex | Knex.Transaction;

export interface DbOptions {
  /**
   * PostgreSQL's statement_timeout on every connection of the pool, in ms: a statement running (or
   * waiting on a lock) longer is cancelled with SQLSTATE 57014, which the API answers with a 503
   * (isQueryTimeout). The web and worker pools set DATABASE_STATEMENT_TIMEOUT_MS; migrations, the
   * importer and the benchmarks' setup leave it unset (no bound), as their statements may run long.
   */
  statementTimeoutMs?: number;
  /** Names the pool's connections in pg_stat_activity (default `sous`). */
  applicationName?: string;
  /** How long a query waits for a connection before the database counts as unreachable (default 10 s). */
  acquireTimeoutMs?: number;
}

export function createDb(databaseUrl: string, poolMax = 10, options: DbOptions = {}): Db {
  return knexFactory({
    client: 'pg',
    connection: {
      connectionString: databaseUrl,
      application_name: options.applicationName ?? 'sous',
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    },
    pool: { min: 0, max: poolMax },
    acquireConnectionTimeout: options.acquireTimeoutMs ?? 10_000,
  });
}

/**
 * The name under which `sql` runs as a prepared statement (pg's `name` query option): PostgreSQL then
 * parses and plans it once per connection instead of on every call, for hot queries of a fixed shape
 * whose planning costs more than their run. A digest of the SQL, so two shapes never share a name.
 */
export const preparedName = (sql: string) => `sous_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;

export async function isDbReachable(db: Db): Promise<boolean> {
  try {
    await db.raw('select 1');
    return true;
  } catch {
    return false;
  }
}

/**
 * True when a query ran too long and was cancelled: knex's own `.timeout()` on a query (as opposed to
 * its pool timing out on a connection, which means the database is away), or PostgreSQL cancelling it
 * (57014 query_canceled: statement_timeout, see DbOptions).
 */
export function isQueryTimeout(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  if (error instanceof Error && error.name === 'KnexTimeoutError' && 'sql' in error) return true;
  return (error as { code?: unknown }).code === QUERY_CANCELED;
}

const QUERY_CANCELED = '57014';

/** Network errors and PostgreSQL SQLSTATEs that mean "the database is away", not "the query is wrong". */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown (pg_terminate_backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/**
 * True when an error says the database cannot be reached right now (connection refused, reset or
 * terminated, pool timed out): the request gets 503 and may be retried, rather than a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown };
  if (typeof code === 'string' && unavailableCodes.has(code)) return true;
  if (name === 'KnexTimeoutError') return true;
  // knex prefixes the failed query's SQL to pg's message ("select … - Connection terminated unexpectedly").
  return (
    typeof message === 'string' &&
    /(^|- )(Connection terminated|Connection ended unexpectedly|Client has encountered a connection error|terminating connection due to)/.test(
      message,
    )
  );
}

/**
 * Deletes the rows of `table` that `where` selects, `batchSize` at a time, each batch its own short
 * statement: a purge of millions of rows never holds one long transaction or lock, and rows another
 * purge has locked are skipped rather than waited on (two runs at once share the work). Returns how
 * many rows went.
 */
export async function deleteInBatches(
  db: Db,
  table: string,
  where: (query: Knex.QueryBuilder) => Knex.QueryBuilder,
  batchSize = 5000,
): Promise<number> {
  let total = 0;
  for (;;) {
    const batch = where(db(table).select('ctid')).limit(batchSize).forUpdate().skipLocked();
    const deleted = await db(table).whereIn('ctid', batch).delete();
    total += deleted;
    if (deleted < batchSize) return total;
  }
}
