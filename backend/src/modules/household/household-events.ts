import type { Logger } from '../../platform/logger';
import { sessionHint, type LiveEventsPublisher } from '../../platform/live-events';
import type { HouseholdChange } from './household.service';

/**
 * Tells every screen of the household that it changed (`household.changed`: members, name, the shared
 * list and week), then ends the open streams of those no longer in it (`household.left`). A failed
 * notification never fails the change: screens catch up at their next load.
 */
export function announceHouseholdChange(live: LiveEventsPublisher, log?: Logger) {
  return async ({ actor, audience, removed }: HouseholdChange): Promise<void> => {
    try {
      const hint = sessionHint(actor.sessionTokenHash);
      for (const userId of audience) await live.publish(userId, 'household.changed', hint);
      for (const userId of removed) await live.publish(userId, 'household.left', null);
    } catch (error) {
      log?.warn({ err: error }, 'household change not announced');
    }
  };
}
