import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { createDb, type Db } from '../platform/db';
import { withDatabase } from './global-setup';

export interface TestDatabase {
  url: string;
  db: Db;
  drop(): Promise<void>;
}

/** A fresh, migrated database for one test file, cloned from the run's template (fast). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('testDatabaseAdminUrl');
  const template = inject('testTemplateDatabase');
  // The run id keeps concurrent test runs sharing one server from dropping each other's databases.
  const name = `sous_t_${inject('testRunId')}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  const db = createDb(url, 5);
  return {
    url,
    db,
    async drop() {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * A fresh database for the calling file (or describe block): created, then `prepare`d (seeded…),
 * before its tests, and dropped after them. Its `db` and `url` are there from the first hook on.
 */
export function testDatabasePerFile(
  prepare: (database: TestDatabase) => Promise<unknown> = async () => undefined,
  timeout?: number,
): TestDatabase {
  const database = {} as TestDatabase;
  beforeAll(async () => {
    Object.assign(database, await createTestDatabase());
    await prepare(database);
  }, timeout);
  afterAll(() => database.drop?.());
  return database;
}
