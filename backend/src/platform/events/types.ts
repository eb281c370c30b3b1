/**
 * The catalog of domain events that travel outbox → relay → BullMQ → workers, by type. Each module
 * adds the events it writes in its `<module>.events.ts` (declaration merging), so platform names no
 * module; the one declared here is the platform's own.
 */
export interface EventPayloads {
  /** A web process started (written by the server itself): the smallest event that crosses the whole path. */
  'system.started': { hostname: string; pid: number; startedAt: string };
}

export type EventType = keyof EventPayloads;

/** What a job on the events queue carries: the outbox row, whole. */
export interface EventJob<T extends EventType = EventType> {
  eventId: string;
  type: T;
  payload: EventPayloads[T];
  createdAt: string;
  /** W3C trace context of the request that committed the event, when tracing is on (platform/tracing.ts). */
  trace?: Record<string, string>;
}
