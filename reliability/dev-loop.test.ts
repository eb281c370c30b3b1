import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freePort } from '../backend/src/testing/free-port';
import { createTestDatabase, type TestDatabase } from '../backend/src/testing/test-db';
import { waitFor, waitForOk } from '../backend/src/testing/wait-for';

/*
 * `npm run dev` (infra/dev.ts), driven as a developer would: a frontend file changes and Vite pushes
 * the change to the open page over its HMR socket; a backend file changes and tsx watch restarts the
 * server (a new process: a new system.started row), which answers through Vite's proxy again. Each
 * edited file is put back as it was.
 */
const root = path.resolve(import.meta.dirname, '..');
const FRONTEND_FILE = 'frontend/src/components/premium-upsell.tsx';
const BACKEND_FILE = 'backend/src/modules/system/system.routes.ts';

let database: TestDatabase;
let dev: ChildProcess;
let base: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dev = spawn(process.execPath, ['--import', 'tsx', 'infra/dev.ts'], {
    cwd: root,
    // Its own process group, so that the test stops Vite, tsx watch and the server together.
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: database.url,
      DATA_DIR: path.join(tmpdir(), `sous-dev-loop-${port}`),
      QUEUE_PREFIX: `devloop${port}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForOk(`${base}/readyz`, 110_000, 250);
}, 120_000);

afterAll(async () => {
  if (dev?.pid && dev.exitCode === null && dev.signalCode === null) {
    const exited = new Promise((resolve) => dev.once('exit', resolve));
    dev.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (dev.exitCode === null && dev.signalCode === null) process.kill(-dev.pid, 'SIGKILL');
  }
  await database?.drop();
});

/** Runs `check` with `file` changed (a comment appended), then puts the file back. */
async function withEdit<T>(file: string, check: () => Promise<T>): Promise<T> {
  const full = path.join(root, file);
  const original = readFileSync(full, 'utf8');
  writeFileSync(full, `${original}\n// dev-loop check ${Date.now()}\n`);
  try {
    return await check();
  } finally {
    writeFileSync(full, original);
  }
}

const starts = async () => Number((await database.db('system_starts').count({ n: '*' }).first())?.n ?? 0);

describe('npm run dev', () => {
  it('serves the app from Vite with hot reload, and the API through it', async () => {
    const page = await (await fetch(`${base}/`)).text();
    expect(page).toContain('/@vite/client');
    const config = await fetch(`${base}/api/config`);
    expect(config.status).toBe(200);
  });

  it('pushes a frontend change to the open page over the HMR socket', async () => {
    const socket = new WebSocket(base.replace('http', 'ws'), 'vite-hmr');
    const messages: { type: string; updates?: { path: string }[] }[] = [];
    socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    try {
      // The page has loaded the module: it is in Vite's module graph.
      expect((await fetch(`${base}/src/components/premium-upsell.tsx`)).status).toBe(200);
      const pushed = await withEdit(FRONTEND_FILE, () =>
        waitFor(
          () =>
            messages.find(
              (message) =>
                message.type === 'full-reload' ||
                (message.type === 'update' &&
                  message.updates?.some((update) => update.path.includes('premium-upsell'))),
            ),
          30_000,
        ),
      );
      expect(['update', 'full-reload']).toContain(pushed?.type);
    } finally {
      socket.close();
    }
  });

  it('restarts the server on a backend change', async () => {
    await waitFor(async () => (await starts()) >= 1, 30_000);
    const before = await starts();
    await withEdit(BACKEND_FILE, () => waitFor(async () => (await starts()) > before, 60_000, 250));
    await waitForOk(`${base}/readyz`, 60_000, 250);
  });
});
