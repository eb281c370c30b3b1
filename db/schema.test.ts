import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../backend/src/testing/test-db';
import { migrationSource } from './migration-source';

/**
 * The schema the migrations build must equal the committed snapshot. Changing a table without a
 * migration (or editing a landed migration) fails here; after adding a migration, refresh the
 * snapshot with `UPDATE_SCHEMA_SNAPSHOT=1 npx vitest run db/schema.test.ts` and commit both.
 */
const snapshotFile = path.join(import.meta.dirname, 'schema-snapshot.json');
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

async function describeSchema(db: TestDatabase['db']) {
  const columns = await db.raw(`
    select table_name, column_name, data_type, is_nullable, column_default
    from information_schema.columns where table_schema = 'public'
    order by table_name, column_name`);
  const indexes = await db.raw(`
    select tablename, indexname, indexdef from pg_indexes where schemaname = 'public'
    order by tablename, indexname`);
  // contype 'n' (not-null constraints) exists only from PostgreSQL 18; columns already say is_nullable.
  const constraints = await db.raw(`
    select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as definition
    from pg_constraint where connamespace = 'public'::regnamespace and contype <> 'n'
    order by 1, 2`);
  const migrations = (await migrationSource.getMigrations([])).map((name) => migrationSource.getMigrationName(name));
  return { migrations, columns: columns.rows, indexes: indexes.rows, constraints: constraints.rows };
}

it('matches the committed schema snapshot', async () => {
  const schema = await describeSchema(database.db);
  if (process.env.UPDATE_SCHEMA_SNAPSHOT || !existsSync(snapshotFile)) {
    writeFileSync(snapshotFile, `${JSON.stringify(schema, null, 2)}\n`);
  }
  const committed = JSON.parse(readFileSync(snapshotFile, 'utf8'));
  expect(schema).toEqual(committed);
});
