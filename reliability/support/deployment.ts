import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { createDb, type Db } from '../../backend/src/platform/db';
import { adminQuery } from '../../backend/src/testing/admin-query';
import { freePort } from '../../backend/src/testing/free-port';
import { seedDatabase } from '../../db/seed';
import { buildServer } from '../../infra/build-server';

/**
 * Sous as it is deployed, on this machine: web and worker processes started as `npm run web` and
 * `npm run worker` start them (infra/serve.js on a server bundle), one PostgreSQL database, one Redis,
 * and HAProxy in front of the web processes. Everything listens on 127.0.0.1 only.
 */

const root = path.resolve(import.meta.dirname, '../..');
export const HAPROXY_PATH = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

/** Every child this module started: killed when the test or bench process exits, however it exits. */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/** Resident memory of a process in KiB (0 once it is gone). */
export function rssKb(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The node flags and script of `npm run <kind>` (package.json), without npm in between: the pid is node's. */
function npmScriptArgs(kind: 'web' | 'worker'): string[] {
  const scripts = (
    JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts;
  const [command, ...args] = scripts[kind].split(/\s+/);
  if (command !== 'node') throw new Error(`package.json's "${kind}" does not start with node: ${scripts[kind]}`);
  // A developer's .env must not point these processes at another database.
  return args.filter((arg) => !arg.startsWith('--env-file'));
}

export interface ServedProcess {
  name: string;
  kind: 'web' | 'worker';
  pid: number;
  /** web: its public port; worker: its metrics and health port. */
  port: number;
  /** http://127.0.0.1:<port> */
  url: string;
  /** The last 8,000 characters it wrote to stderr. */
  stderr(): string;
  rssKb(): number;
  alive(): boolean;
  /** Resolves with the exit code (null after a signal). */
  exited: Promise<number | null>;
  /** Sends `signal` and waits for the exit. */
  kill(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Polls `url` until it answers 200, failing early when the process exits. */
async function untilOk(url: string, child: ChildProcess, what: string, stderr: () => string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}): ${stderr()}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${what} not ready after ${timeoutMs / 1000} s: ${stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** Starts `npm run web` or `npm run worker` with `env`; resolves once `/readyz` (web) or `/healthz` (worker) answers. */
export async function startServedProcess(
  kind: 'web' | 'worker',
  name: string,
  env: Record<string, string>,
): Promise<ServedProcess> {
  const port = await freePort();
  const ports = kind === 'web' ? { PORT: String(port), METRICS_PORT: '0' } : { PORT: '0', METRICS_PORT: String(port) };
  const child = track(
    spawn(process.execPath, npmScriptArgs(kind), {
      cwd: root,
      env: { ...process.env, ...env, ...ports },
      stdio: ['ignore', 'ignore', 'pipe'],
    }),
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr = (stderr + chunk).slice(-8000)));
  const exited = exitOf(child);
  const url = `http://127.0.0.1:${port}`;
  try {
    await untilOk(`${url}/${kind === 'web' ? 'readyz' : 'healthz'}`, child, `${kind} ${name}`, () => stderr);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    name,
    kind,
    pid: child.pid!,
    port,
    url,
    stderr: () => stderr,
    rssKb: () => rssKb(child.pid),
    alive: () => child.exitCode === null && child.signalCode === null,
    exited,
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export interface Haproxy {
  url: string;
  port: number;
  config: string;
  stop(): Promise<void>;
}

/** Response header naming the web process (HAProxy's server name) that answered. */
export const SERVED_BY = 'x-served-by';

/**
 * HAProxy on 127.0.0.1:`port`: round robin over `servers`, each health-checked on `/readyz` every
 * 300 ms (down after 2 failures), a refused connection retried on another server, and every answer
 * naming its server in X-Served-By. Timeouts are long enough for an event stream's 25 s heartbeat.
 */
export async function startHaproxy(servers: Array<{ name: string; port: number }>, port: number): Promise<Haproxy> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sous-haproxy-'));
  const config = [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 1s',
    '  timeout client 5m',
    '  timeout server 5m',
    '  timeout http-request 10s',
    '  retries 3',
    '  option redispatch 1',
    'frontend sous',
    `  bind 127.0.0.1:${port}`,
    '  default_backend web',
    'backend web',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    '  default-server inter 300ms fall 2 rise 2',
    `  http-response set-header ${SERVED_BY} %[srv_name]`,
    ...servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`),
    '',
  ].join('\n');
  const configFile = path.join(dir, 'haproxy.cfg');
  writeFileSync(configFile, config);
  const child = track(spawn(HAPROXY_PATH, ['-db', '-f', configFile], { stdio: ['ignore', 'ignore', 'pipe'] }));
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr = (stderr + chunk).slice(-8000)));
  const exited = exitOf(child);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGKILL');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // Ready once every server has answered through it (each passed its health checks).
    const seen = new Set<string>();
    const deadline = Date.now() + 30_000;
    while (seen.size < servers.length) {
      if (child.exitCode !== null) throw new Error(`haproxy exited ${child.exitCode}: ${stderr}`);
      if (Date.now() > deadline) throw new Error(`haproxy: only ${[...seen].join(', ') || 'no server'} up: ${stderr}`);
      const servedBy = await fetch(`${url}/readyz`).then(
        (response) => (response.ok ? response.headers.get(SERVED_BY) : null),
        () => null,
      );
      if (servedBy) seen.add(servedBy);
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, config, stop };
}

export interface DeploymentOptions {
  /** A PostgreSQL URL allowed to create and drop databases. */
  adminUrl: string;
  /** The deployment's own, new database (dropped at close). */
  databaseName: string;
  /**
   * A migrated database to copy it from (the test run's template: fast, and every process starts at
   * once). Without one it starts empty and the first web process migrates it (MIGRATE_ON_START) before
   * the others start.
   */
  template?: string;
  webs: number;
  workers: number;
  /** Load the project's seed content (recipes, meal plans) once migrated. */
  seed?: boolean;
  /** Put HAProxy in front of the web processes (its URL is then the deployment's). */
  haproxy?: boolean;
  /** More environment for every process (SMTP_URL, limits, …). */
  env?: Record<string, string>;
  log?: (line: string) => void;
}

export interface Deployment {
  /** HAProxy's URL, or the first web process's without it. */
  url: string;
  /** What every process was started with; `startWeb`/`startWorker` add more of them. */
  env: Record<string, string>;
  databaseUrl: string;
  /** A small pool of the test's own on the deployment's database. */
  db: Db;
  queuePrefix: string;
  webs: ServedProcess[];
  workers: ServedProcess[];
  haproxy?: Haproxy;
  /** How the web processes run: the bundle under plain node, or the sources through tsx (and why). */
  runs: string;
  startWorker(name: string): Promise<ServedProcess>;
  /** Kills everything (SIGKILL), drops the database and the queue's Redis keys, removes the bundle. */
  close(): Promise<void>;
}

/** Deletes every Redis key under `prefix` (a queue prefix with its rate limits). */
async function deleteRedisKeys(redisUrl: string, prefix: string) {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/**
 * Builds the server bundle into a folder of its own, creates the database (empty, migrated by the
 * first web process, or copied from a migrated template), starts the web and worker processes and HAProxy. Queue and rate-limit keys carry a Redis
 * Cluster hash-tag prefix of their own, `{sous-mp-…}`. Whatever fails half-way is torn down.
 */
export async function startDeployment(options: DeploymentOptions): Promise<Deployment> {
  const log = options.log ?? (() => {});
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl)
    throw new Error('REDIS_URL must point at a real Redis: the processes share their queue and limits there');
  const id = randomBytes(4).toString('hex');
  const buildDir = path.join(root, `.build/deployment-${process.pid}-${id}`);
  const queuePrefix = `{sous-mp-${id}}`;
  const databaseUrl = new URL(options.adminUrl);
  databaseUrl.pathname = `/${options.databaseName}`;
  const proxyPort = await freePort();
  const origin = options.haproxy ? `http://127.0.0.1:${proxyPort}` : undefined;
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    // Web and worker must share the signing secrets, as in production.
    MEDIA_SIGNING_SECRET: randomBytes(24).toString('base64url'),
    LINK_SIGNING_SECRET: randomBytes(24).toString('base64url'),
    HOST: '127.0.0.1',
    // Mails link here; the browser-like test clients send it as their Origin.
    APP_ORIGIN: origin ?? 'http://localhost',
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: queuePrefix,
    DATA_DIR: path.join(root, `.data/test-runs/deployment-${id}`),
    SERVER_BUILD_DIR: buildDir,
    LOG_LEVEL: 'warn',
    RUN_WORKER_IN_WEB: 'false',
    MIGRATE_ON_START: 'false',
    SHUTDOWN_DRAIN_SECONDS: '5',
    ...options.env,
  };
  const webs: ServedProcess[] = [];
  const workers: ServedProcess[] = [];
  let haproxy: Haproxy | undefined;
  let db: Db | undefined;
  let webPorts = 0;

  const ready = (served: ServedProcess) => {
    log(`${served.name} ready`);
    return served;
  };
  const close = async () => {
    await Promise.all([...webs, ...workers].map((served) => served.kill('SIGKILL')));
    await haproxy?.stop();
    await db?.destroy();
    await adminQuery(options.adminUrl, `drop database if exists "${options.databaseName}" with (force)`);
    await deleteRedisKeys(redisUrl, queuePrefix).catch(() => {});
    rmSync(buildDir, { recursive: true, force: true });
    rmSync(env.DATA_DIR, { recursive: true, force: true });
  };

  try {
    log('bundling the server (infra/build-server.ts)…');
    await buildServer(buildDir);
    // The name is the deployment's own: whatever a killed earlier run left under it goes.
    const template = options.template ? ` template "${options.template}"` : '';
    await adminQuery(
      options.adminUrl,
      `drop database if exists "${options.databaseName}" with (force)`,
      `create database "${options.databaseName}"${template}`,
    );
    const web = async (migrate: boolean) => {
      webPorts += 1;
      const served = await startServedProcess('web', `web${webPorts}`, {
        ...env,
        ...(migrate ? { MIGRATE_ON_START: 'true' } : {}),
      });
      webs.push(ready(served));
      return served;
    };
    if (!options.template) {
      log('starting the first web process (it migrates the empty database)…');
      await web(true);
    }
    db = createDb(databaseUrl.toString(), 3);
    const more = options.webs - webs.length;
    log(`starting ${more} web and ${options.workers} worker processes${options.seed ? ', seeding' : ''}…`);
    // Settled, not raced: a process still starting when another failed must be in the lists `close` kills.
    const started = await Promise.allSettled([
      options.seed ? seedDatabase(db).then(() => log('seeded')) : undefined,
      ...Array.from({ length: more }, () => web(false)),
      ...Array.from({ length: options.workers }, async (_, index) =>
        workers.push(await startServedProcess('worker', `worker${index + 1}`, env).then(ready)),
      ),
    ]);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    if (options.haproxy) {
      haproxy = await startHaproxy(webs, proxyPort);
      log(`haproxy ready on ${haproxy.url}`);
    }
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
  const fellBack = /through tsx \((.*?);/.exec(webs[0].stderr());
  return {
    url: haproxy?.url ?? webs[0].url,
    env,
    databaseUrl: databaseUrl.toString(),
    db,
    queuePrefix,
    webs,
    workers,
    haproxy,
    runs: fellBack ? `the sources through tsx (${fellBack[1]})` : 'the server bundle under plain node',
    async startWorker(name) {
      const served = await startServedProcess('worker', name, env);
      workers.push(served);
      return served;
    },
    close,
  };
}
