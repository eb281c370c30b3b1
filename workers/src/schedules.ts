import type { Config } from '../../backend/src/platform/config';
import type { Db } from '../../backend/src/platform/db';
import type { OutboxRelay } from '../../backend/src/platform/events/outbox';
import type { Logger } from '../../backend/src/platform/logger';
import { queueNames, type QueueFactory } from '../../backend/src/platform/queue/queues';
import { currentMonthYear, rotateFeaturedPremium } from '../../backend/src/modules/recipes';
import { queueDueReminders } from '../../backend/src/modules/expert';
import { DEFAULT_MEDIA_ROOT, runMasterclassRefresh } from '../../backend/src/modules/videos';
import { bundledMasterclassFeedUrl } from '../../db/seeds/videos.seed';
import { housekeepingJobName, housekeepingTasks, runHousekeeping } from './housekeeping';
import type { WorkerMetrics } from './metrics';

interface MaintenanceContext {
  db: Db;
  log: Logger;
  relay: OutboxRelay;
  config: Config;
  metrics?: WorkerMetrics;
}

/** Repeatable jobs, by name. Each is safe to run twice or concurrently. */
export const maintenanceTasks: Record<string, (context: MaintenanceContext) => Promise<unknown>> = {
  'premium-rotation': async ({ db, log }) => {
    const result = await rotateFeaturedPremium(db, currentMonthYear());
    if (result.changed) log.info({ recipeIds: result.recipeIds }, 'featured premium recipes rotated');
    return result;
  },
  // Mirrors MASTERCLASS_FEED_URL (default: the bundled catalog); a bad feed is logged and changes nothing.
  'masterclass-refresh': ({ db, log, config }) =>
    runMasterclassRefresh({
      db,
      log,
      feedUrl: config.MASTERCLASS_FEED_URL ?? bundledMasterclassFeedUrl,
      mediaRoot: DEFAULT_MEDIA_ROOT,
    }),
  // Expert answer SLA: one reminder to the experts at 20 hours (the admin overview flags 24+).
  'expert-sla': async ({ db, relay, log }) => {
    const count = await queueDueReminders(db, relay);
    if (count > 0) log.info({ count }, 'expert answer reminders queued');
    return { count };
  },
  'outbox-sweep': async ({ relay, config, log }) => {
    const count = await relay.sweep(config.OUTBOX_SWEEP_SECONDS);
    if (count > 0) log.info({ count }, 'outbox sweep re-enqueued events');
    return { count };
  },
  ...Object.fromEntries(
    Object.keys(housekeepingTasks).map((task) => [
      housekeepingJobName(task),
      (context: MaintenanceContext) => runHousekeeping(task, context),
    ]),
  ),
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
  // Daily at 04:10 UTC, plus once at start so a new feed or release applies without waiting a day.
  await maintenance.upsertJobScheduler(
    'masterclass-refresh',
    { pattern: '10 4 * * *', tz: 'UTC' },
    { name: 'masterclass-refresh', opts: { removeOnComplete: 30, removeOnFail: 30 } },
  );
  await maintenance.add('masterclass-refresh', {}, { removeOnComplete: 30, removeOnFail: 30 });
  await maintenance.upsertJobScheduler(
    'expert-sla',
    { every: 15 * 60 * 1000 },
    { name: 'expert-sla', opts: { removeOnComplete: 50, removeOnFail: 50 } },
  );
  // Hourly: each purge deletes in small batches, and finds little to do when it ran an hour ago.
  for (const task of Object.keys(housekeepingTasks)) {
    const name = housekeepingJobName(task);
    await maintenance.upsertJobScheduler(
      name,
      { pattern: '17 * * * *', tz: 'UTC' },
      { name, opts: { removeOnComplete: 24, removeOnFail: 50 } },
    );
  }
  await maintenance.upsertJobScheduler(
    'outbox-sweep',
    { every: config.OUTBOX_SWEEP_SECONDS * 1000 },
    { name: 'outbox-sweep', opts: { removeOnComplete: 100, removeOnFail: 100 } },
  );
}
