import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

interface MigrationModule {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
  /**
   * `{ transaction: false }` for a migration that builds an index with `create index concurrently`
   * (PostgreSQL refuses that inside a transaction). See db/migration-rules.test.ts.
   */
  config?: { transaction?: boolean };
}

/** Loads the timestamped TypeScript migrations in db/migrations in name order. */
export const migrationSource: Knex.MigrationSource<string> = {
  async getMigrations() {
    return readdirSync(migrationsDir)
      .filter((file) => /^\d{14}_[a-z0-9_]+\.ts$/.test(file))
      .sort();
  },
  getMigrationName(migration) {
    return migration.replace(/\.ts$/, '');
  },
  async getMigration(migration): Promise<MigrationModule> {
    // A relative template, not a computed URL: esbuild then bundles every file it can match, so the
    // server bundle (infra/build-server.ts) carries the migrations; tsx and vitest import the file.
    const name = migration.replace(/\.ts$/, '');
    return (await import(`./migrations/${name}.ts`)) as MigrationModule;
  },
};

export async function migrateLatest(knex: Knex): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest({ migrationSource })) as [number, string[]];
  return applied;
}
