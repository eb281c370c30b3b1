import { describe, expect, it, vi } from 'vitest';
import { processors } from '../../backend/src/modules/processors';
import { defineProcessor, type EventContext, type WorkerContext } from '../../backend/src/platform/events/processor';
import type { EventJob } from '../../backend/src/platform/events/types';
import { queueNames } from '../../backend/src/platform/queue/queues';
import { handlersByQueue } from './dispatch';

const context = { ai: { kind: 'offline' }, config: { APP_NAME: 'Sous' } } as unknown as WorkerContext;
const started: EventJob<'system.started'> = {
  eventId: 'e1',
  type: 'system.started',
  payload: { hostname: 'h', pid: 1, startedAt: '2026-01-01T00:00:00Z' },
  createdAt: '2026-01-01T00:00:00Z',
};

describe('the runner finding the modules’ processors', () => {
  it('files every module processor under its events, one processor per event type, all on the events queue', () => {
    const byQueue = handlersByQueue(processors, context);
    expect([...byQueue.keys()]).toEqual([queueNames.events]);
    const types = processors.flatMap((processor) => processor.events);
    expect([...byQueue.get(queueNames.events)!.keys()].sort()).toEqual([...types].sort());
    expect(types).toContain('review.submitted');
  });

  it('prepares a processor once and hands its handler the event context with what it prepared', async () => {
    const prepare = vi.fn(() => ({ greeting: 'hello' }));
    const seen: string[] = [];
    const processor = defineProcessor({
      events: ['system.started'],
      queue: queueNames.events,
      prepare,
      async handle(event, { greeting, brand }) {
        seen.push(`${greeting} ${event.payload.hostname} ${brand.appName}`);
      },
    });
    const handle = handlersByQueue([processor], context).get(queueNames.events)!.get('system.started')!;
    const eventContext = { brand: { appName: 'Sous', contactEmail: 'x' } } as EventContext;
    await handle(started, eventContext);
    await handle(started, eventContext);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['hello h Sous', 'hello h Sous']);
  });

  it('refuses two processors for one event type, and a processor on the schedules’ queue', () => {
    const one = defineProcessor({ events: ['system.started'], queue: queueNames.events, handle: async () => {} });
    expect(() => handlersByQueue([one, one], context)).toThrow('Two processors for event type system.started');
    const scheduled = defineProcessor({ ...one, queue: queueNames.maintenance });
    expect(() => handlersByQueue([scheduled], context)).toThrow("on the schedules' queue");
  });
});
