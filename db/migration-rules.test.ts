import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../backend/src/testing/test-db';

/*
 * The rule for migrations from RULE_FROM on (older ones ran before it and are never edited): an index
 * on an existing table is built with `create index concurrently`, in a migration that exports
 * `config = { transaction: false }`. A plain `create index` takes a lock that blocks every write to the
 * table for the whole build (minutes on the 730k-recipe catalog); the concurrent build does not, and
 * PostgreSQL refuses it inside a transaction. Indexes declared inside `createTable` are on an empty
 * table and exempt.
 */
const RULE_FROM = '20261126120000';
const migrationsDir = path.join(import.meta.dirname, 'migrations');

/** What breaks the rule in one migration's source, as readable findings. */
function indexRuleFindings(source: string): string[] {
  const findings: string[] = [];
  const plainIndex = /create\s+(unique\s+)?index\s+(?!concurrently\b)/gi;
  if (plainIndex.test(source)) findings.push('create index without concurrently');
  if (/alterTable\([^]*?\.(index|unique)\(/.test(source)) findings.push('knex .index()/.unique() on an existing table');
  const concurrent = /(create|drop)\s+(unique\s+)?index\s+concurrently/i.test(source);
  if (concurrent && !/export\s+const\s+config\s*=\s*\{\s*transaction:\s*false\s*\}/.test(source))
    findings.push('concurrently without `export const config = { transaction: false }`');
  return findings;
}

describe('index builds in migrations', () => {
  it('every migration from the rule on builds its indexes concurrently, outside a transaction', () => {
    const broken = readdirSync(migrationsDir)
      .filter((file) => file.endsWith('.ts') && file.slice(0, 14) >= RULE_FROM)
      .map((file) => [file, indexRuleFindings(readFileSync(path.join(migrationsDir, file), 'utf8'))] as const)
      .filter(([, findings]) => findings.length > 0);
    expect(broken).toEqual([]);
  });

  it.each([
    ["await knex.raw('create index recipes_x_idx on recipes (x)')", ['create index without concurrently']],
    ["await knex.raw('create unique index recipes_x_idx on recipes (x)')", ['create index without concurrently']],
    [
      "await knex.schema.alterTable('recipes', (table) => table.index(['x']))",
      ['knex .index()/.unique() on an existing table'],
    ],
    [
      "await knex.raw('create index concurrently if not exists recipes_x_idx on recipes (x)')",
      ['concurrently without `export const config = { transaction: false }`'],
    ],
    [
      "export const config = { transaction: false };\nawait knex.raw('create index concurrently recipes_x_idx on recipes (x)')",
      [],
    ],
    ["await knex.schema.createTable('notes', (table) => { table.text('x').index(); })", []],
  ])('judges %j', (source, findings) => {
    expect(indexRuleFindings(source)).toEqual(findings);
  });
});

describe('a concurrent index build through the knex migrator', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.drop());

  const migrationNamed = (name: string, config?: { transaction: boolean }): Knex.MigrationSource<string> => ({
    getMigrations: async () => [name],
    getMigrationName: (migration) => migration,
    getMigration: async () => ({
      config,
      up: (knex: Knex) => knex.raw(`create index concurrently ${name}_idx on recipes (created_at)`),
      down: (knex: Knex) => knex.raw(`drop index concurrently ${name}_idx`),
    }),
  });

  it('runs with transaction: false and is refused inside the default transaction', async () => {
    await expect(
      database.db.migrate.latest({ migrationSource: migrationNamed('in_transaction'), tableName: 'rule_a' }),
    ).rejects.toThrow(/cannot run inside a transaction block/);
    await database.db.migrate.latest({
      migrationSource: migrationNamed('outside_transaction', { transaction: false }),
      tableName: 'rule_b',
    });
    const { rows } = await database.db.raw(
      "select indexname from pg_indexes where indexname = 'outside_transaction_idx'",
    );
    expect(rows).toHaveLength(1);
  });
});
