/**
 * Cold start: `npm start` on an existing data directory until `/readyz` answers 200 (target ≤ 5 s).
 * Each run spawns `npm start` in its own process group (as a terminal would), polls /readyz, then
 * sends SIGTERM to the group and waits for every process in it (npm, tsx, node, PostgreSQL) to exit.
 * A first, untimed start creates the data directory when it does not exist yet (initdb + full seed).
 *
 * The runs use their own DATA_DIR (`.data/bench-cold-start`, override with COLD_START_DATA_DIR) and
 * free ports for PORT and EMBEDDED_PG_PORT, so they never collide with a running `npm start` (3000,
 * 54329) or tests. DATABASE_URL and REDIS_URL are removed from the child's environment: this is
 * the embedded default. `tsx bench/cold-start.ts` prints the table; COLD_START_RUNS sets the count.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { atMost, printFigures, summarize, type Figure } from './figures';
import { freePort } from '../backend/src/testing/free-port';

const root = path.resolve(import.meta.dirname, '..');
const SECTION = 'Cold start';
const TARGET_SECONDS = 5;
const READY_TIMEOUT_MS = 120_000;
const EXIT_TIMEOUT_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to the whole process group, then wait until no process of it is left (SIGKILL after 30 s). */
async function stopGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid!;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = Date.now() + EXIT_TIMEOUT_MS;
  while (groupAlive(pid)) {
    if (Date.now() > deadline) {
      process.kill(-pid, 'SIGKILL');
      await sleep(500);
      throw new Error('npm start did not exit within 30 s of SIGTERM (killed)');
    }
    await sleep(50);
  }
}

export interface StartRun {
  /** Spawn to the first 200 from /readyz. */
  readySeconds: number;
  /** What the launcher printed ("ready in X s"), measured from inside the process. */
  launcherSeconds?: number;
  output: string;
}

/** One `npm start`: spawn, poll /readyz every 25 ms, stop. */
export async function timeStart(dataDir: string): Promise<StartRun> {
  const [port, pgPort] = [await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    METRICS_PORT: '0',
    HOST: '127.0.0.1',
    EMBEDDED_PG_PORT: String(pgPort),
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'QUEUE_PREFIX', 'RUN_WORKER_IN_WEB', 'NODE_ENV', 'LOG_LEVEL'])
    delete env[name];
  const started = performance.now();
  const child = spawn('npm', ['start'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  child.on('exit', () => (exited = true));
  try {
    for (;;) {
      if (exited) throw new Error(`npm start exited before it was ready:\n${output}`);
      if (performance.now() - started > READY_TIMEOUT_MS) throw new Error(`not ready after 120 s:\n${output}`);
      const status = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) break;
      await sleep(25);
    }
    const readySeconds = (performance.now() - started) / 1000;
    // The banner is printed right after the server starts listening; give it a moment to arrive.
    for (let wait = 0; wait < 40 && !/ready in/.test(output); wait += 1) await sleep(25);
    const printed = /ready in ([\d.]+) s/.exec(output);
    return { readySeconds, launcherSeconds: printed ? Number(printed[1]) : undefined, output };
  } finally {
    await stopGroup(child);
  }
}

export async function runColdStartBench(): Promise<Figure[]> {
  const runs = Number(process.env.COLD_START_RUNS ?? 5);
  const dataDir = path.resolve(root, process.env.COLD_START_DATA_DIR ?? '.data/bench-cold-start');
  const figures: Figure[] = [];

  const fresh = !existsSync(path.join(dataDir, 'pg', 'PG_VERSION'));
  // Untimed warm-up: creates the data directory when missing, rebuilds a stale frontend, and lets
  // the OS page cache hold node_modules and the PostgreSQL binaries, as on a developer's machine.
  const first = await timeStart(dataDir);
  if (fresh) {
    figures.push({
      section: SECTION,
      name: 'first npm start (creates .data: initdb, migrate, full seed)',
      unit: 's',
      ...summarize([first.readySeconds]),
      note: 'informational; one run',
    });
  }

  const ready: number[] = [];
  const printed: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await timeStart(dataDir);
    ready.push(result.readySeconds);
    // With STARTUP_TIMINGS=1 the launcher says where its time went.
    const steps = /start-up: .*/.exec(result.output);
    if (steps) console.log(`  run ${run + 1}: ${result.readySeconds.toFixed(2)} s to /readyz; ${steps[0]}`);
    if (result.launcherSeconds !== undefined) printed.push(result.launcherSeconds);
  }
  figures.push({
    section: SECTION,
    name: 'npm start on an existing .data → /readyz 200',
    unit: 's',
    ...summarize(ready),
    target: atMost(TARGET_SECONDS),
    note: `${runs} runs, embedded PostgreSQL + PostgreSQL queue backend`,
  });
  if (printed.length) {
    figures.push({
      section: SECTION,
      name: 'launcher "ready in" (process start → listening)',
      unit: 's',
      ...summarize(printed),
      note: 'excludes npm/tsx start-up before the launcher runs',
    });
  }
  return figures;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  printFigures(await runColdStartBench());
}
