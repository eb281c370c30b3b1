import { isDatabaseUnavailable, type Db } from './db';
import type { Logger } from './logger';

/**
 * Where catalog reads go (recipe browse and search, a catalog recipe's page, cuisines: the same for
 * every cook and written only by imports). With DATABASE_READ_URL they go to that replica; without it,
 * to the primary, as everything else does.
 *
 * Read-your-writes: anything a cook writes (their own recipes, favorites, list, planner, household) is
 * read from the primary only, so it shows at once whatever the replica's lag. Only catalog rows, which
 * no request writes, are read from the replica; a catalog change (an import) shows there after the lag.
 *
 * A replica that cannot be reached (refused, reset, timed out) costs no request: the read runs again on
 * the primary, and the replica is left alone for `retryAfterMs` before it is tried again.
 */
export interface CatalogReads {
  read<T>(query: (db: Db) => Promise<T>): Promise<T>;
}

/**
 * A standby cancels a query whose rows its replay must remove or lock (SQLSTATE 40001, "canceling
 * statement due to conflict with recovery"): the primary answers instead.
 */
const isRecoveryConflict = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === '40001' &&
  /conflict with recovery/.test(String((error as { message?: unknown }).message));

export function catalogReads({
  primary,
  replica,
  log,
  retryAfterMs = 30_000,
  now = Date.now,
}: {
  primary: Db;
  replica?: Db;
  log: Logger;
  retryAfterMs?: number;
  now?: () => number;
}): CatalogReads {
  if (!replica) return { read: (query) => query(primary) };
  let avoidUntil = 0;
  return {
    async read(query) {
      if (now() < avoidUntil) return query(primary);
      try {
        return await query(replica);
      } catch (error) {
        if (isRecoveryConflict(error)) return query(primary);
        if (!isDatabaseUnavailable(error)) throw error;
        avoidUntil = now() + retryAfterMs;
        log.warn(
          { err: error, retryAfterSeconds: retryAfterMs / 1000 },
          'read replica unreachable: catalog reads go to the primary',
        );
        return query(primary);
      }
    },
  };
}
