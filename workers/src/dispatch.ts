import type { EventContext, EventProcessor, WorkerContext } from '../../backend/src/platform/events/processor';
import type { EventJob } from '../../backend/src/platform/events/types';
import { queueNames, type QueueName } from '../../backend/src/platform/queue/queues';

export type EventHandler = (event: EventJob, context: EventContext) => Promise<void>;

/**
 * Prepares each processor once and files its handler under every event type it lists, by queue.
 * Two processors for one event type, or one on the schedules' queue, stop the worker at start.
 */
export function handlersByQueue(
  processors: readonly EventProcessor[],
  context: WorkerContext,
): Map<QueueName, Map<string, EventHandler>> {
  const byQueue = new Map<QueueName, Map<string, EventHandler>>();
  const claimed = new Set<string>();
  for (const processor of processors) {
    if (processor.queue === queueNames.maintenance)
      throw new Error(`The processor for ${processor.events.join(', ')} is on the schedules' queue`);
    const prepared = processor.prepare?.(context) ?? {};
    const handle: EventHandler = (event, eventContext) => processor.handle(event, { ...eventContext, ...prepared });
    const handlers = byQueue.get(processor.queue) ?? new Map<string, EventHandler>();
    byQueue.set(processor.queue, handlers);
    for (const type of processor.events) {
      if (claimed.has(type)) throw new Error(`Two processors for event type ${type}`);
      claimed.add(type);
      handlers.set(type, handle);
    }
  }
  return byQueue;
}
