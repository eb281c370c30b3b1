import type { Config } from '../../backend/src/platform/config';
import type { Db } from '../../backend/src/platform/db';
import type { OutboxRelay } from '../../backend/src/platform/events/outbox';
import type { Logger } from '../../backend/src/platform/logger';
import { queueNames, type QueueFactory } from '../../backend/src/platform/queue/queues';

interface MaintenanceContext {
  db: Db;
  log: Logger;
  relay: OutboxRelay;
  config: Config;
}

/** Repeatable jobs, by name. Each is safe to run twice or concurrently. */
export const maintenanceTasks: Record<string, (context: MaintenanceContext) => Promise<unknown>> = {
  'outbox-sweep': async ({ relay, config, log }) => {
    const count = await relay.sweep(config.OUTBOX_SWEEP_SECONDS);
    if (count > 0) log.info({ count }, 'outbox sweep re-enqueued events');
    return { count };
  },
};

export async function registerSchedules(queues: QueueFactory, config: Config): Promise<void> {
  const maintenance = queues.queue(queueNames.maintenance);
  await maintenance.upsertJobScheduler(
    'outbox-sweep',
    { every: config.OUTBOX_SWEEP_SECONDS * 1000 },
    { name: 'outbox-sweep', opts: { removeOnComplete: 100, removeOnFail: 100 } },
  );
}
