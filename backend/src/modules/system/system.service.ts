import type { AppDeps } from '../../app-deps';
import { isDbReachable } from '../../platform/db';
import { isQueueReachable, withTimeout } from '../../platform/queue/queues';

export interface Readiness {
  ready: boolean;
  checks: { database: 'ok' | 'unreachable'; queue: 'ok' | 'unreachable' };
  failing: string[];
}

/** Is every dependency the web process needs reachable right now? */
export async function checkReadiness({ db, queues }: Pick<AppDeps, 'db' | 'queues'>): Promise<Readiness> {
  const [database, queue] = await Promise.all([
    withTimeout(isDbReachable(db), 2000).catch(() => false),
    isQueueReachable(queues),
  ]);
  const checks = { database: database ? 'ok' : 'unreachable', queue: queue ? 'ok' : 'unreachable' } as const;
  const failing = Object.entries(checks)
    .filter(([, state]) => state !== 'ok')
    .map(([name]) => name);
  return { ready: failing.length === 0, checks, failing };
}
