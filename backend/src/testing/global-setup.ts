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
    testRunId: string;
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
    const { startEmbeddedPostgres, embeddedUrl } = await import('../../../infra/embedded-postgres');
    const port = Number(process.env.TEST_PG_PORT ?? 54330);
    // Another test run on this machine may already have the embedded server up: share it.
    if (await canConnect(embeddedUrl(port, 'postgres'))) {
      adminUrl = embeddedUrl(port, 'postgres');
    } else {
      embedded = await startEmbeddedPostgres(path.resolve('.data/test-pg'), port, 'postgres');
      adminUrl = embedded.url;
    }
  }
  // Unique per run and project: both vitest projects run this setup, possibly at the same time.
  const runId = `${process.pid}_${project.name.replace(/[^a-z0-9]/gi, '')}`;
  const template = `sous_template_${runId}`;
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
  project.provide('testRunId', runId);

  return async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    const leftovers = await cleanup.query(`select datname from pg_database where datname like $1 or datname = $2`, [
      `sous_t_${runId}_%`,
      template,
    ]);
    for (const { datname } of leftovers.rows) await cleanup.query(`drop database if exists "${datname}" with (force)`);
    await cleanup.end();
    await embedded?.stop();
  };
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
