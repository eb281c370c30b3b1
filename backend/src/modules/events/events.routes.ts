import Router from '@koa/router';
import type { Context } from 'koa';
import {
  eventsApi,
  type LiveEventData,
  type LiveEventType,
  type LiveStreamEvent,
} from '@common/contracts/events.schema';
import { requireActor } from '../../platform/http/actor';
import { mount } from '../../platform/http/mount';
import type { LiveEvent, LiveEvents } from '../../platform/live-events';

/** A comment line this often keeps proxies and phones from dropping a quiet stream. */
export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting a dropped stream (the `retry:` hint). */
export const RETRY_MS = 2000;

export interface EventsRoutesDeps {
  live: Pick<LiveEvents, 'subscribe' | 'since' | 'latestId'>;
  /** Whether the stream's session is still signed in, asked at each heartbeat. */
  isSessionLive(sessionTokenHash: string): Promise<boolean>;
  heartbeatMs?: number;
}

const frame = (id: number, event: LiveStreamEvent, data: LiveEventData | Record<string, never>) =>
  `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** The id the browser says it saw last, or undefined (none sent) or NaN (unreadable). */
function lastEventId(ctx: Context): number | undefined {
  const header = ctx.get('Last-Event-ID').trim();
  if (!header) return undefined;
  return /^\d{1,15}$/.test(header) ? Number(header) : Number.NaN;
}

export function eventsRoutes({ live, isSessionLive, heartbeatMs = HEARTBEAT_MS }: EventsRoutesDeps): Router {
  const router = new Router();

  /** The cook's changes as they commit, from every web process (see LiveStreamEvent). */
  mount(router, eventsApi.stream, async (ctx) => {
    const actor = requireActor(ctx);
    const resumeFrom = lastEventId(ctx);
    // We write the response ourselves, event by event: Koa must not buffer, compress or end it.
    ctx.respond = false;
    (ctx as Context & { compress?: boolean }).compress = false;
    ctx.status = 200;
    ctx.set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    });
    ctx.req.socket.setNoDelay(true);
    ctx.req.socket.setTimeout(0);
    const res = ctx.res;
    res.flushHeaders();

    const open = () => !res.destroyed && !res.writableEnded;
    const write = (text: string) => open() && res.write(text);
    let lastSent = resumeFrom && Number.isFinite(resumeFrom) ? resumeFrom : 0;
    const checkSession = () =>
      isSessionLive(actor.sessionTokenHash).then(
        (signedIn) => signedIn || end(),
        () => {}, // the database away: keep the stream, ask again at the next heartbeat
      );
    const send = (event: LiveEvent, replayed = false) => {
      if (event.type === 'session.ended') return void checkSession();
      if (event.id <= lastSent) return; // replayed already
      lastSent = event.id;
      if (event.type === 'household.left') {
        if (replayed) return;
        // The id alone moves the browser's Last-Event-ID past this notice: its reconnect does not replay it.
        write(`id: ${event.id}\n\n`);
        return void end();
      }
      const data: LiveEventData = { at: event.at, by: event.by };
      if (event.listId) data.listId = event.listId;
      write(frame(event.id, event.type as LiveEventType, data));
    };

    const heartbeat = setInterval(() => {
      write(': heartbeat\n\n');
      void checkSession();
    }, heartbeatMs);
    let unsubscribe = () => {};
    const closed = new Promise<void>((resolve) => res.once('close', resolve));
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      if (open()) res.end();
    };
    write(`retry: ${RETRY_MS}\n: stream open\n\n`);
    unsubscribe = live.subscribe(actor.userId, send, end);
    if (resumeFrom !== undefined) {
      const missed = Number.isFinite(resumeFrom) ? live.since(actor.userId, resumeFrom) : null;
      if (missed) missed.forEach((event) => send(event, true));
      else {
        // We cannot tell what the browser missed: it refetches everything, and resumes from here next time.
        lastSent = Math.max(lastSent, live.latestId());
        write(frame(lastSent, 'resync', {}));
      }
    }
    res.once('close', end);
    await closed;
  });

  return router;
}
