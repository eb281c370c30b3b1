import { authHousekeeping } from '../../backend/src/modules/auth';
import type { Config } from '../../backend/src/platform/config';
import { deleteInBatches, type Db } from '../../backend/src/platform/db';
import { purgeProcessedEvents } from '../../backend/src/platform/events/outbox';
import type { HousekeepingTask } from '../../backend/src/platform/housekeeping';
import type { Logger } from '../../backend/src/platform/logger';
import type { WorkerMetrics } from './metrics';

/** Dead letters (this runner writes them) failed more than RETENTION_DAYS ago. */
export const purgeOldDeadLetters: HousekeepingTask = async ({ db, config }) => ({
  dead_letters: await deleteInBatches(db, 'dead_letters', (query) =>
    query.where('failed_at', '<', db.raw(`now() - make_interval(days => ?)`, [config.RETENTION_DAYS])),
  ),
});

/** Every scheduled purge, by task name; each module owns the ones for its tables. */
export const housekeepingTasks: Record<string, HousekeepingTask> = {
  ...authHousekeeping,
  'processed-events': purgeProcessedEvents,
  'old-dead-letters': purgeOldDeadLetters,
};

/** Job names on the maintenance queue: `housekeeping:<task>`. */
export const housekeepingJobName = (task: string) => `housekeeping:${task}`;

/** Runs one task and records what it deleted. */
export async function runHousekeeping(
  task: string,
  context: { db: Db; config: Config; log: Logger; metrics?: WorkerMetrics },
): Promise<Record<string, number>> {
  const purge = housekeepingTasks[task];
  if (!purge) throw new Error(`Unknown housekeeping task ${task}`);
  const deleted = await purge(context);
  for (const [table, count] of Object.entries(deleted))
    context.metrics?.housekeepingDeleted.inc({ task, table }, count);
  context.metrics?.housekeepingLastSuccess.set({ task }, Date.now() / 1000);
  const total = Object.values(deleted).reduce((sum, count) => sum + count, 0);
  if (total > 0) context.log.info({ task, deleted }, 'housekeeping deleted rows');
  return deleted;
}
