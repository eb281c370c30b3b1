/**
 * `npm start`: runs Sous on a fresh machine with no external services. Builds the frontend if it
 * is missing or stale, starts an embedded PostgreSQL under .data/ (unless DATABASE_URL is set),
 * migrates, seeds (only when the seed content changed), and runs web + worker in one process.
 *
 * Start-up is on the critical path of every `npm start` (docs/performance.md, "Cold start"): the
 * embedded PostgreSQL boots in its own process while this one loads the app's modules, migrations
 * are checked once, and seeding is skipped when the seed fingerprint is unchanged.
 * STARTUP_TIMINGS=1 prints how long each step took.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { startEmbeddedPostgres } from './embedded-postgres';

const started = Date.now();
const steps: string[] = [`node+tsx boot ${Math.round(process.uptime() * 1000)} ms`];
async function timed<T>(name: string, work: Promise<T> | (() => Promise<T>)): Promise<T> {
  const from = Date.now();
  const result = await (typeof work === 'function' ? work() : work);
  steps.push(`${name} ${Date.now() - from} ms`);
  return result;
}

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
process.env.DATA_DIR ??= '.data';
process.env.RUN_WORKER_IN_WEB ??= 'true';
// One process on its own database: it is its own release step.
process.env.MIGRATE_ON_START ??= 'true';

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
  // Vite sets NODE_ENV=production in this process for its build; the app started after it must see the
  // caller's (unset = development, where the signing secrets may be generated).
  const nodeEnv = process.env.NODE_ENV;
  await build({ configFile: path.join(root, 'frontend/vite.config.ts'), logLevel: 'warn' });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
}

const loadApp = async () => {
  const [config, logger, db, server, migrations, seed] = await Promise.all([
    import('../backend/src/platform/config'),
    import('../backend/src/platform/logger'),
    import('../backend/src/platform/db'),
    import('../backend/src/server'),
    import('../db/migration-source'),
    import('../db/seed'),
  ]);
  return { ...config, ...logger, ...db, ...server, ...migrations, ...seed };
};

await timed('frontend check', buildFrontendIfStale);
// PostgreSQL starts in its own process while this one loads the app (both take about a second).
const [embedded, app] = await Promise.all([
  process.env.DATABASE_URL
    ? undefined
    : timed(
        'embedded PostgreSQL',
        startEmbeddedPostgres(
          path.join(process.env.DATA_DIR, 'pg'),
          Number(process.env.EMBEDDED_PG_PORT ?? 54329),
          'sous',
        ),
      ),
  timed('load modules', loadApp()),
]);
if (embedded) process.env.DATABASE_URL = embedded.url;

const config = app.loadConfig();
const logger = app.createLogger(config.LOG_LEVEL);
// Content first, so the workers' start-up jobs (this month's premium picks) see the seeded catalog.
const setupDb = app.createDb(config.DATABASE_URL, 2);
if (config.MIGRATE_ON_START) await timed('migrate', app.migrateLatest(setupDb));
const seeded = await timed('seed', app.seedDatabaseIfChanged(setupDb));
if (!seeded) steps[steps.length - 1] += ' (unchanged, skipped)';
await setupDb.destroy();
const running = await timed('web + workers', app.startServer(config, logger, { migrate: false }));

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (process.env.STARTUP_TIMINGS) {
  const { user, system } = process.cpuUsage();
  steps.push(`CPU ${Math.round((user + system) / 1000)} ms`);
  console.log(`  start-up: ${steps.join(', ')}`);
}
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
