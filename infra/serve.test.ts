import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminQuery } from '../backend/src/testing/admin-query';
import { freePort } from '../backend/src/testing/free-port';
import { withDatabase } from '../backend/src/testing/global-setup';
import { buildServer, type ServerBuildManifest } from './build-server';
import { localProductionEnv } from './local-production-env';

const root = path.resolve(import.meta.dirname, '..');
// Its own bundle, so that the test never touches the one `npm run build` made.
const buildDir = path.join(root, `.build/test-${process.pid}`);
const adminUrl = inject('testDatabaseAdminUrl');
const databaseName = `sous_t_${inject('testRunId')}_serve_${process.pid}`;
const databaseUrl = withDatabase(adminUrl, databaseName);

const admin = (sql: string) => adminQuery(adminUrl, sql);

/** `node infra/serve.js web` until /readyz answers; returns what it wrote to stderr. */
async function serveWeb(): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['infra/serve.js', 'web'], {
    cwd: root,
    env: {
      ...process.env,
      SERVER_BUILD_DIR: buildDir,
      ...localProductionEnv(port),
      APP_ORIGIN: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      QUEUE_PREFIX: `serve${process.pid}`,
      DATA_DIR: `.data/test-runs/serve-${process.pid}`,
      RUN_WORKER_IN_WEB: 'false',
      MIGRATE_ON_START: 'true',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`serve.js exited ${child.exitCode}: ${stderr}`);
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return stderr;
      if (Date.now() > deadline) throw new Error(`serve.js not ready after 60 s: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

beforeAll(async () => {
  await buildServer(buildDir);
  await admin(`create database ${databaseName}`);
}, 60_000);
afterAll(async () => {
  rmSync(buildDir, { recursive: true, force: true });
  await admin(`drop database if exists ${databaseName} with (force)`);
});

describe('infra/serve.js', () => {
  it('runs the fresh bundle under plain node, migrating an empty database with the bundled migrations', async () => {
    const stderr = await serveWeb();
    expect(stderr).not.toContain('through tsx');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query('select name from knex_migrations order by name');
      const manifest = JSON.parse(readFileSync(path.join(buildDir, 'manifest.json'), 'utf8')) as ServerBuildManifest;
      expect(rows.map((row: { name: string }) => `${row.name}.ts`)).toEqual(manifest.migrations);
    } finally {
      await client.end();
    }
  });

  it('runs the sources through tsx, and says why, once a source no longer matches the bundle', async () => {
    const manifestFile = path.join(buildDir, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ServerBuildManifest;
    manifest.inputs['backend/src/app.ts'] = '0'.repeat(64);
    writeFileSync(manifestFile, JSON.stringify(manifest));
    const stderr = await serveWeb();
    expect(stderr).toContain('running the TypeScript sources through tsx (backend/src/app.ts changed');
  });
});
