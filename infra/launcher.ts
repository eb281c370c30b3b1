/**
 * `npm start`: runs Sous on a fresh machine with no external services. Builds the frontend if it
 * is missing or stale, starts an embedded PostgreSQL under .data/ (unless DATABASE_URL is set),
 * migrates, seeds, and runs web + worker in one process.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres';

const started = Date.now();
const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
process.env.DATA_DIR ??= '.data';
process.env.RUN_WORKER_IN_WEB ??= 'true';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    newest = Math.max(newest, mtime);
  }
  return newest;
}

async function buildFrontendIfStale() {
  const index = path.join(root, 'frontend/dist/index.html');
  const sourcesChanged = existsSync(index) && newestMtime(path.join(root, 'frontend/src')) > statSync(index).mtimeMs;
  if (existsSync(index) && !sourcesChanged) return;
  console.log('Building the frontend…');
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'frontend/vite.config.ts'), logLevel: 'warn' });
}

let embedded: EmbeddedDatabase | undefined;
await buildFrontendIfStale();
if (!process.env.DATABASE_URL) {
  const port = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
  embedded = await startEmbeddedPostgres(path.join(process.env.DATA_DIR, 'pg'), port, 'sous');
  process.env.DATABASE_URL = embedded.url;
}

const { loadConfig } = await import('../backend/src/platform/config');
const { createLogger } = await import('../backend/src/platform/logger');
const { createDb } = await import('../backend/src/platform/db');
const { startServer } = await import('../backend/src/server');
const { migrateLatest } = await import('../db/migration-source');
const { seedDatabase } = await import('../db/seed');
const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
// Content first, so the workers' start-up jobs (this month's premium picks) see the seeded catalog.
const setupDb = createDb(config.DATABASE_URL, 2);
await migrateLatest(setupDb);
await seedDatabase(setupDb);
await setupDb.destroy();
const running = await startServer(config, logger);

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`\n  Sous is running at ${running.url}  (ready in ${seconds} s; Ctrl+C to stop)\n`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await running.stop().catch(() => {});
  await embedded?.stop().catch(() => {});
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
