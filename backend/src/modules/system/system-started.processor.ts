import { defineProcessor } from '../../platform/events/processor';
import { queueNames } from '../../platform/queue/queues';

/** Records each process start: the smallest real effect that proves the event path end to end. */
export const systemStartedProcessor = defineProcessor({
  events: ['system.started'],
  queue: queueNames.events,
  async handle(event, { handleOnce }) {
    await handleOnce('system-started', async (trx) => {
      await trx('system_starts').insert({
        event_id: event.eventId,
        hostname: event.payload.hostname,
        pid: event.payload.pid,
        started_at: event.payload.startedAt,
      });
    });
  },
});
