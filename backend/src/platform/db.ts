import knexFactory, { type Knex } from 'knex';
import pg from 'pg';

// Postgres returns bigint (count(*), bigserial) as text; our counts and ids fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

export type Db = Knex;
export type Trx = Knex.Transaction;
/** Either the pool or a transaction: repositories accept both. */
export type Executor = Knex | Knex.Transaction;

export function createDb(databaseUrl: string, poolMax = 10): Db {
  return knexFactory({
    client: 'pg',
    connection: { connectionString: databaseUrl, application_name: 'sous' },
    pool: { min: 0, max: poolMax },
    acquireConnectionTimeout: 10_000,
  });
}

export async function isDbReachable(db: Db): Promise<boolean> {
  try {
    await db.raw('select 1');
    return true;
  } catch {
    return false;
  }
}
