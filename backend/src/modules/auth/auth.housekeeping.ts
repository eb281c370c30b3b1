import type { HousekeepingTask } from '../../platform/housekeeping';
import { purgeExpiredSessions, purgeSpentTokens } from './auth.repository';

/** What the auth module deletes on schedule: nothing here can sign anyone in again. */
export const authHousekeeping: Record<string, HousekeepingTask> = {
  'expired-sessions': async ({ db }) => ({ sessions: await purgeExpiredSessions(db) }),
  'spent-tokens': ({ db }) => purgeSpentTokens(db),
};
