import type { AppDeps } from '../../app-deps';
import { isDbReachable } from '../../platform/db';
import { isQueueReachable, withTimeout } from '../../platform/queue/queues';

export interface Readiness {
  /** Whether this process should get traffic: the database answers and it is not stopping. */
  ready: boolean;
  status: 'ok' | 'degraded' | 'unavailable' | 'draining';
  checks: { database: 'ok' | 'unreachable'; queue: 'ok' | 'unreachable' };
  failing: string[];
}

/**
 * Readiness hangs on the database alone. Without the queue the app still serves (events wait in the
 * outbox, rate limits count per process), so a Redis outage is reported as `degraded` with 200: as a
 * probe, failing it would take every web process out of service at once for a dependency it can do without.
 */
export async function checkReadiness({
  db,
  queues,
  lifecycle,
}: Pick<AppDeps, 'db' | 'queues' | 'lifecycle'>): Promise<Readiness> {
  const [database, queue] = await Promise.all([
    withTimeout(isDbReachable(db), 2000).catch(() => false),
    isQueueReachable(queues),
  ]);
  const checks = { database: database ? 'ok' : 'unreachable', queue: queue ? 'ok' : 'unreachable' } as const;
  const failing = Object.entries(checks)
    .filter(([, state]) => state !== 'ok')
    .map(([name]) => name);
  const status = lifecycle.draining ? 'draining' : !database ? 'unavailable' : failing.length > 0 ? 'degraded' : 'ok';
  return { ready: status === 'ok' || status === 'degraded', status, checks, failing };
}
