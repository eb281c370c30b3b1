/**
 * `npm run dev`: the development loop. The embedded PostgreSQL (as `npm start`, unless DATABASE_URL is
 * set), migrated and seeded once; the server (web + workers in one process) under `tsx watch`, restarted
 * on every change to a backend, worker, db or common file it imports; and Vite's dev server on PORT with
 * hot module replacement, sending /api, the probes and the queue dashboard to the server on PORT + 1.
 * Open http://localhost:$PORT. `npm run dev` reads `.env` like every npm script (the environment wins).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createServer } from 'vite';
import { startEmbeddedPostgres } from './embedded-postgres';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
const env = process.env;
const port = Number(env.PORT ?? 3000);
const apiPort = port + 1;
const apiUrl = `http://127.0.0.1:${apiPort}`;

const embedded = env.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres(
      path.join(env.DATA_DIR ?? '.data', 'pg'),
      Number(env.EMBEDDED_PG_PORT ?? 54329),
      'sous',
    );
const databaseUrl = env.DATABASE_URL ?? embedded!.url;

// Migrations and seed content once here; the watched server then restarts without redoing them.
{
  const [{ createDb }, { migrateLatest }, { seedDatabaseIfChanged }] = await Promise.all([
    import('../backend/src/platform/db'),
    import('../db/migration-source'),
    import('../db/seed'),
  ]);
  const db = createDb(databaseUrl, 2);
  try {
    await migrateLatest(db);
    await seedDatabaseIfChanged(db);
  } finally {
    await db.destroy();
  }
}

const server: ChildProcess = spawn(
  process.execPath,
  [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'backend/src/main.ts'],
  {
    stdio: 'inherit',
    env: {
      ...env,
      DATABASE_URL: databaseUrl,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      // Any free port, so that a second checkout's `npm run dev` does not collide on 9464.
      METRICS_PORT: env.METRICS_PORT ?? '0',
      // Links in mails open the page the developer has open: Vite's.
      APP_ORIGIN: env.APP_ORIGIN ?? `http://localhost:${port}`,
      DATA_DIR: env.DATA_DIR ?? '.data',
      RUN_WORKER_IN_WEB: env.RUN_WORKER_IN_WEB ?? 'true',
      MIGRATE_ON_START: 'false',
      // A restart should not wait out the production drain.
      SHUTDOWN_DRAIN_SECONDS: env.SHUTDOWN_DRAIN_SECONDS ?? '2',
    },
  },
);

const proxied = ['/api', '/healthz', '/readyz', '/admin/queues'];
const vite = await createServer({
  configFile: path.join(root, 'frontend/vite.config.ts'),
  server: {
    port,
    strictPort: true,
    host: env.HOST === '0.0.0.0' ? true : '127.0.0.1',
    // The server answers the event streams itself; the proxy must not buffer them.
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiUrl, changeOrigin: false }])),
  },
});
await vite.listen();
console.log(`\n  Sous (dev) at http://localhost:${port}  (API on ${apiUrl}; Ctrl+C to stop)\n`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  await vite.close();
  await embedded?.stop().catch(() => {});
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
server.on('exit', (code, signal) => {
  if (!stopping) {
    console.error(`the dev server exited (${signal ?? code}); stopping`);
    void shutdown();
  }
});
