import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { freePort } from './testing/free-port';
import { testDatabasePerFile } from './testing/test-db';

/*
 * The web process (`backend/src/main.ts`) as an orchestrator runs it: a child process sent SIGTERM
 * while a request is still arriving. Readiness must flip first, the request must still be answered,
 * and the process must exit within SHUTDOWN_DELAY_SECONDS + SHUTDOWN_DRAIN_SECONDS.
 */
const DELAY_SECONDS = 1;
const DRAIN_SECONDS = 3;

const database = testDatabasePerFile();

interface WebProcess {
  child: ChildProcess;
  url: string;
  exit: Promise<{ code: number | null; at: number }>;
}

async function startWeb(): Promise<WebProcess> {
  const port = await freePort();
  const prefix = `t${randomBytes(4).toString('hex')}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'backend/src/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      METRICS_PORT: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      QUEUE_PREFIX: prefix,
      DATA_DIR: `.data/test-runs/${prefix}`,
      RUN_WORKER_IN_WEB: 'false',
      SHUTDOWN_DELAY_SECONDS: String(DELAY_SECONDS),
      SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exit = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`web process exited ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('web process not ready after 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, url, exit };
}

/** A POST whose body arrives in two parts: the request is in flight until `finish` sends the rest. */
function slowPost(url: string) {
  const body = '{"dish":"soup"}';
  let sent: ClientRequest;
  const answered = new Promise<IncomingMessage & { text: string }>((resolve, reject) => {
    sent = request(
      `${url}/api/anything`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: url },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve(Object.assign(response, { text })));
      },
    );
    sent.on('error', reject);
    sent.write(body.slice(0, 5));
  });
  return { answered, finish: () => sent.end(body.slice(5)) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the web process on SIGTERM', () => {
  it('fails readiness, still answers the request in flight, then exits in time', async () => {
    const web = await startWeb();
    const held = slowPost(web.url);
    await sleep(300); // the server has the headers and part of the body
    const signalled = Date.now();
    web.child.kill('SIGTERM');

    await sleep(200);
    const readiness = await fetch(`${web.url}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toMatchObject({ status: 'draining' });

    // Past the delay the listener is closed: a new connection is refused, the held request is not.
    await sleep(DELAY_SECONDS * 1000);
    await expect(fetch(`${web.url}/healthz`)).rejects.toThrow();
    held.finish();
    const response = await held.answered;
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.text)).toMatchObject({ code: 'not_found' });
    expect(response.headers.connection).toBe('close');

    const { code, at } = await web.exit;
    expect(code).toBe(0);
    expect(at - signalled).toBeLessThan((DELAY_SECONDS + DRAIN_SECONDS) * 1000);
  }, 90_000);

  it('cuts a request that never finishes once the drain time is over, and exits', async () => {
    const web = await startWeb();
    const held = slowPost(web.url);
    const cut = held.answered.then(
      () => 'answered',
      () => 'cut',
    );
    await sleep(300);
    const signalled = Date.now();
    web.child.kill('SIGTERM');
    const { code, at } = await web.exit;
    expect(code).toBe(0);
    expect(at - signalled).toBeGreaterThanOrEqual((DELAY_SECONDS + DRAIN_SECONDS) * 1000 - 200);
    expect(at - signalled).toBeLessThan((DELAY_SECONDS + DRAIN_SECONDS + 5) * 1000);
    expect(await cut).toBe('cut');
  }, 90_000);
});
