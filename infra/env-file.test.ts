import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../backend/src/testing/free-port';
import { createTestDatabase, type TestDatabase } from '../backend/src/testing/test-db';

/*
 * Every npm script that runs Sous reads `.env` from where it runs (Node's --env-file-if-exists), and a
 * variable set in the environment wins over the file. Proven on `npm run web`'s own command line: PORT
 * from .env is the port it listens on, unless PORT is set in the environment.
 */
const root = path.resolve(import.meta.dirname, '..');
const scripts = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;
const RUNNERS = ['start', 'dev', 'web', 'worker', 'db:migrate', 'import'];

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

/** `npm run web`'s node arguments, with the script made absolute so it can run from `cwd`. */
function webCommand(): string[] {
  const [node, ...args] = scripts.web.split(/\s+/);
  expect(node).toBe('node');
  return args.map((arg) => (arg.endsWith('.js') ? path.join(root, arg) : arg));
}

/** Starts `npm run web`'s command in a folder holding `dotenv` as .env; resolves with the port that answers. */
async function webPort(dotenv: string, env: Record<string, string>, candidates: number[]): Promise<number> {
  const cwd = mkdtempSync(path.join(tmpdir(), 'sous-env-file-'));
  writeFileSync(path.join(cwd, '.env'), dotenv);
  // What the file sets must come from the file: the test runner's own values are left out.
  const fromFile = new Set(['PORT', 'DATABASE_URL', 'METRICS_PORT', 'HOST', 'LOG_LEVEL']);
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !fromFile.has(name)));
  const child = spawn(process.execPath, webCommand(), {
    cwd,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  try {
    for (;;) {
      for (const port of candidates) {
        const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
          (response) => response.ok,
          () => false,
        );
        if (ok) return port;
      }
      if (child.exitCode !== null) throw new Error(`web exited ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error('web did not answer on any port within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    child.kill('SIGTERM');
    const running = child.exitCode === null && child.signalCode === null;
    if (running) await new Promise((resolve) => child.once('exit', resolve));
  }
}

describe('.env', () => {
  it.each(RUNNERS)('npm run %s reads .env, and runs node itself', (name) => {
    expect(scripts[name]).toMatch(/^node --env-file-if-exists=\.env /);
  });

  it('PORT from .env is the port npm run web listens on', async () => {
    const [fromFile, other] = [await freePort(), await freePort()];
    const dotenv = `PORT=${fromFile}\nDATABASE_URL=${database.url}\nMETRICS_PORT=0\nHOST=127.0.0.1\nLOG_LEVEL=warn\n`;
    const env = { QUEUE_PREFIX: 'envfile1', DATA_DIR: path.join(tmpdir(), 'sous-env-a') };
    expect(await webPort(dotenv, env, [fromFile, other, 3000])).toBe(fromFile);
  }, 90_000);

  it('a variable in the environment wins over .env', async () => {
    const [fromFile, fromEnv] = [await freePort(), await freePort()];
    const dotenv = `PORT=${fromFile}\nDATABASE_URL=${database.url}\nMETRICS_PORT=0\nHOST=127.0.0.1\nLOG_LEVEL=warn\n`;
    const env = { PORT: String(fromEnv), QUEUE_PREFIX: 'envfile2', DATA_DIR: path.join(tmpdir(), 'sous-env-b') };
    expect(await webPort(dotenv, env, [fromFile, fromEnv])).toBe(fromEnv);
  }, 90_000);
});
