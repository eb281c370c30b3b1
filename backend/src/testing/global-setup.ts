import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../platform/db';
import { migrateLatest } from '../../../db/migration-source';
import type { EmbeddedDatabase } from '../../../infra/embedded-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseAdminUrl: string;
    testTemplateDatabase: string;
  }
}

/**
 * Once per run: find PostgreSQL (DATABASE_URL, else an embedded server under .data/test-pg),
 * migrate a template database, and let each test file clone it (see test-db.ts).
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const { startEmbeddedPostgres } = await import('../../../infra/embedded-postgres');
    embedded = await startEmbeddedPostgres(
      path.resolve('.data/test-pg'),
      Number(process.env.TEST_PG_PORT ?? 54330),
      'postgres',
    );
    adminUrl = embedded.url;
  }
  const template = `sous_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const templateDb = createDb(withDatabase(adminUrl, template), 2);
  await migrateLatest(templateDb);
  await templateDb.destroy();
  await admin.end();

  project.provide('testDatabaseAdminUrl', adminUrl);
  project.provide('testTemplateDatabase', template);

  return async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    const leftovers = await cleanup.query(
      `select datname from pg_database where datname like 'sous_t_%' or datname = $1`,
      [template],
    );
    for (const { datname } of leftovers.rows) await cleanup.query(`drop database if exists "${datname}" with (force)`);
    await cleanup.end();
    await embedded?.stop();
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
