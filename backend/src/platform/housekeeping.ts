import type { Config } from './config';
import type { Db } from './db';

/**
 * A scheduled purge, owned by the module whose tables it empties; the worker runner schedules every
 * one (workers/src/schedules.ts). It must be safe to run twice or at once: it deletes only rows that
 * can never be used again. Answers rows deleted per table.
 */
export type HousekeepingTask = (context: {
  db: Db;
  config: Pick<Config, 'RETENTION_DAYS'>;
}) => Promise<Record<string, number>>;
