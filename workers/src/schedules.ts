import type { Config } from '../../backend/src/platform/config';
import type { Db } from '../../backend/src/platform/db';
import type { OutboxRelay } from '../../backend/src/platform/events/outbox';
import type { Logger } from '../../backend/src/platform/logger';
import { queueNames, type QueueFactory } from '../../backend/src/platform/queue/queues';
import { currentMonthYear, rotateFeaturedPremium } from '../../backend/src/modules/recipes';

interface MaintenanceContext {
  db: Db;
  log: Logger;
  relay: OutboxRelay;
  config: Config;
}

/** Repeatable jobs, by name. Each is safe to run twice or concurrently. */
export const maintenanceTasks: Record<string, (context: MaintenanceContext) => Promise<unknown>> = {
  'premium-rotation': async ({ db, log }) => {
    const result = await rotateFeaturedPremium(db, currentMonthYear());
    if (result.changed) log.info({ recipeIds: result.recipeIds }, 'featured premium recipes rotated');
    return result;
  },
  'outbox-sweep': async ({ relay, config, log }) => {
    const count = await relay.sweep(config.OUTBOX_SWEEP_SECONDS);
    if (count > 0) log.info({ count }, 'outbox sweep re-enqueued events');
    return { count };
  },
};

export async function registerSchedules(queues: QueueFactory, config: Config): Promise<void> {
  const maintenance = queues.queue(queueNames.maintenance);
  // The 1st of each month at 00:05 UTC, plus once at start so a fresh install has this month's five.
  await maintenance.upsertJobScheduler(
    'premium-rotation',
    { pattern: '5 0 1 * *', tz: 'UTC' },
    { name: 'premium-rotation', opts: { removeOnComplete: 50, removeOnFail: 50 } },
  );
  await maintenance.add('premium-rotation', {}, { removeOnComplete: 50, removeOnFail: 50 });
  await maintenance.upsertJobScheduler(
    'outbox-sweep',
    { every: config.OUTBOX_SWEEP_SECONDS * 1000 },
    { name: 'outbox-sweep', opts: { removeOnComplete: 100, removeOnFail: 100 } },
  );
}
