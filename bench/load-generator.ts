/**
 * An open-loop HTTP load generator, run as its own process by bench/load.ts so the load does not
 * share the server's (or the benchmark's) event loop.
 *
 * Requests are sent at a fixed arrival rate whatever the server does, and each latency is measured
 * from the moment the request was due, not from when it was sent: a server that stalls is charged
 * for the whole queue that builds up behind it (no coordinated omission).
 *
 * Input: the path of a JSON file holding a LoadPlan. Output: one JSON line on stdout (LoadResult).
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface PlannedRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  body?: unknown;
  /** Index into LoadPlan.cookies. */
  user?: number;
  /** The mix's category, for per-category figures ("browse", "detail", ...). */
  kind: string;
  /** Statuses that count as success besides 2xx (a DELETE of a favorite that is not there, ...). */
  okStatuses?: number[];
}

export interface LoadPlan {
  baseUrl: string;
  origin: string;
  cookies: string[];
  ratePerSecond: number;
  seconds: number;
  /** Cycled through in order; the benchmark shuffles it with a fixed seed. */
  requests: PlannedRequest[];
  /** Where in `requests` to start (default 0), so that a warm-up can use another stretch of the mix. */
  offset?: number;
  /** Give up on a request after this long (counted as an error). */
  timeoutMs?: number;
}

export interface LoadResult {
  sent: number;
  completed: number;
  errors: number;
  errorSamples: string[];
  achievedRate: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  byKind: Record<string, { count: number; p95: number; errors: number }>;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] : 0;

export async function generateLoad(plan: LoadPlan): Promise<LoadResult> {
  const url = new URL(plan.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const latencies: number[] = [];
  const byKind = new Map<string, { latencies: number[]; errors: number }>();
  const errorSamples: string[] = [];
  let sent = 0;
  let errors = 0;
  let completed = 0;

  const record = (kind: string, ms: number, failed: string | null) => {
    completed += 1;
    latencies.push(ms);
    const entry = byKind.get(kind) ?? { latencies: [], errors: 0 };
    entry.latencies.push(ms);
    if (failed) {
      errors += 1;
      entry.errors += 1;
      if (errorSamples.length < 10) errorSamples.push(failed);
    }
    byKind.set(kind, entry);
  };

  const fire = (request: PlannedRequest, dueAt: number) =>
    new Promise<void>((resolve) => {
      const body = request.body === undefined ? undefined : JSON.stringify(request.body);
      const headers: Record<string, string> = { accept: 'application/json' };
      if (request.user !== undefined) headers.cookie = plan.cookies[request.user % plan.cookies.length];
      if (request.method !== 'GET') headers.origin = plan.origin;
      if (body !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = String(Buffer.byteLength(body));
      }
      let settled = false;
      const finish = (failed: string | null) => {
        if (settled) return;
        settled = true;
        record(request.kind, performance.now() - dueAt, failed);
        resolve();
      };
      const req = http.request(
        { host: url.hostname, port: url.port, method: request.method, path: request.path, headers, agent },
        (res) => {
          res.resume();
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            const ok = (status >= 200 && status < 300) || request.okStatuses?.includes(status);
            finish(ok ? null : `${request.method} ${request.path} → ${status}`);
          });
          res.on('error', (error) => finish(`${request.method} ${request.path} → ${error.message}`));
        },
      );
      req.setTimeout(plan.timeoutMs ?? 10_000, () => req.destroy(new Error('timeout')));
      req.on('error', (error) => finish(`${request.method} ${request.path} → ${error.message}`));
      if (body !== undefined) req.write(body);
      req.end();
    });

  const inFlight = new Set<Promise<void>>();
  const total = Math.round(plan.ratePerSecond * plan.seconds);
  const interval = 1000 / plan.ratePerSecond;
  const started = performance.now();
  while (sent < total) {
    const now = performance.now();
    // Everything due by now goes out now; the due time, not the send time, starts the clock.
    while (sent < total && started + sent * interval <= now) {
      const dueAt = started + sent * interval;
      const request = plan.requests[((plan.offset ?? 0) + sent) % plan.requests.length];
      sent += 1;
      const pending = fire(request, dueAt);
      inFlight.add(pending);
      void pending.then(() => inFlight.delete(pending));
    }
    const nextDue = started + sent * interval;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(5, nextDue - performance.now()))));
  }
  await Promise.all(inFlight);
  const elapsedSeconds = (performance.now() - started) / 1000;
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const round = (value: number) => Number(value.toFixed(2));
  return {
    sent,
    completed,
    errors,
    errorSamples,
    achievedRate: round(completed / elapsedSeconds),
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies[latencies.length - 1] ?? 0),
    },
    byKind: Object.fromEntries(
      [...byKind].map(([kind, entry]) => {
        entry.latencies.sort((a, b) => a - b);
        return [
          kind,
          { count: entry.latencies.length, p95: round(percentile(entry.latencies, 95)), errors: entry.errors },
        ];
      }),
    ),
  };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const plan = JSON.parse(readFileSync(process.argv[2], 'utf8')) as LoadPlan;
  const result = await generateLoad(plan);
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
