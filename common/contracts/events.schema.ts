import { defineRoutes, get } from './api.schema';

/** What changed for the cook: their screens refetch only that. */
export const LIVE_EVENT_TYPES = [
  'list.changed',
  'planner.changed',
  'household.changed',
  'collections.changed',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** The `data` of a live event. */
export interface LiveEventData {
  /** ISO time the change was committed. */
  at: string;
  /** The session hint of the screen that made the change (it already shows it), or null. */
  by: string | null;
  /**
   * `list.changed` of a named shopping list: its id. Absent: the default list changed, or every list
   * (the household's aisle order).
   */
  listId?: string;
}

/**
 * Events of GET /api/events (text/event-stream), each `id: <n>\nevent: <type>\ndata: <LiveEventData>\n\n`
 * with ids increasing. `resync` (data `{}`) says the server cannot tell what a resumed stream
 * (Last-Event-ID) missed: refetch everything shown. Lines starting with ":" are heartbeats.
 */
export type LiveStreamEvent = LiveEventType | 'resync';

export const eventsApi = defineRoutes({
  stream: get(
    '/api/events',
    "The cook's live changes (list.changed, planner.changed, household.changed, collections.changed, resync) as Server-Sent Events",
    {
      description:
        'Server-Sent Events: list.changed, planner.changed, household.changed, collections.changed or resync; a heartbeat comment every 25 s',
      contentType: 'text/event-stream',
    },
  ),
});
