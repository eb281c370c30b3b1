/** The product's processes started as production starts them, for the benches that load them. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export interface Child {
  process: ChildProcess;
  url: string;
  stop(): Promise<void>;
  rssMb(): number;
  /** The last 4,000 characters the process wrote to stderr. */
  stderr(): string;
  /** CPU seconds (user + system) the process has used so far. */
  cpuSeconds(): number;
}

const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) process `pid` has used, from /proc; NaN once it is gone. */
export function cpuSecondsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

/** CPU seconds of each PostgreSQL backend serving `database`, by pid (/proc; empty without it). */
export function postgresCpuSeconds(database: string): Map<number, number> {
  const result = new Map<number, number>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return result;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmdline.startsWith('postgres: ') || !cmdline.includes(` ${database} `)) continue;
      const seconds = cpuSecondsOf(Number(entry));
      if (!Number.isNaN(seconds)) result.set(Number(entry), seconds);
    } catch {
      // the process ended meanwhile
    }
  }
  return result;
}

/** CPU seconds PostgreSQL's backends for `database` used between two `postgresCpuSeconds` readings. */
export function postgresCpuSecondsBetween(before: Map<number, number>, after: Map<number, number>): number {
  let seconds = 0;
  for (const [pid, now] of after) seconds += now - (before.get(pid) ?? 0);
  return seconds;
}

function rssMbOf(pid: number | undefined): number {
  if (!pid) return NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

/**
 * The node arguments of `npm run <script>` (package.json), with `extraFlags` added to node's own:
 * the processes start exactly as in production, but without npm in between, so that the RSS read
 * is the node process's.
 */
export function npmScriptNodeArgs(script: 'web' | 'worker', extraFlags: string[] = []): string[] {
  const scripts = (
    JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts;
  const [command, ...args] = scripts[script].split(/\s+/);
  if (command !== 'node') throw new Error(`package.json's "${script}" does not start with node: ${scripts[script]}`);
  const scriptAt = args.findIndex((arg) => !arg.startsWith('-'));
  return [...args.slice(0, scriptAt), ...extraFlags, ...args.slice(scriptAt)];
}

/** `node <args>` with the given environment; resolves once `${readyUrl}/readyz` answers, if given. */
export async function spawnNode(args: string[], env: Record<string, string>, readyUrl?: string): Promise<Child> {
  const script = args.join(' ');
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = readyUrl ?? '';
  if (readyUrl) {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${script} exited ${child.exitCode}: ${stderr}`);
      try {
        if ((await fetch(`${readyUrl}/readyz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`${script} not ready after 120 s: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    process: child,
    url,
    rssMb: () => rssMbOf(child.pid),
    cpuSeconds: () => cpuSecondsOf(child.pid),
    stderr: () => stderr,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
