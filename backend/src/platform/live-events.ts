import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import pg from 'pg';
import type { LiveEventType } from '@common/contracts/events.schema';
import type { Db } from './db';
import type { Actor } from './http/actor';
import type { Logger } from './logger';

/** What a change names beyond its type: the named shopping list it is about. */
export interface LiveDetail {
  listId?: string;
}

/** The one PostgreSQL channel every web process listens on. */
export const LIVE_CHANNEL = 'sous_events';
/** How long a process keeps a cook's recent events for a stream that reconnects (Last-Event-ID). */
export const REPLAY_WINDOW_MS = 60_000;
/** At most this many recent events per cook; older ones make a resume answer `resync`. */
const REPLAY_MAX_PER_USER = 100;
const RECONNECT_DELAY_MS = 1000;

/**
 * The cook's changes, and two notices streams act on without passing them on: `session.ended` (some
 * session of theirs ended, open streams check their own) and `household.left` (the cook is no longer in
 * the household their open streams were opened in: those streams end, and the browser reconnects).
 */
export type LiveNotice = LiveEventType | 'session.ended' | 'household.left';

export interface LiveEvent {
  id: number;
  userId: string;
  type: LiveNotice;
  /** ISO time of the commit's notification. */
  at: string;
  /** The session hint of the change's author (its tab ignores its own echo), or null. */
  by: string | null;
  /** The named shopping list a `list.changed` is about; null for the default list or every list. */
  listId?: string | null;
}

export type LiveListener = (event: LiveEvent) => void;

/**
 * Who hears an event: one cook, or a query of `user_id`s (a household) that the publishing statement
 * resolves itself, so telling a household costs one round trip whatever its size.
 */
export type Audience = string | Knex.Raw;

/** What modules call after a write commits: the cook's other screens hear of it. */
export interface LiveEventsPublisher {
  publish(to: Audience, type: LiveNotice, by: string | null, detail?: LiveDetail): Promise<void>;
}

export interface LiveEvents extends LiveEventsPublisher {
  /**
   * Calls `listener` with each event of the cook, from any web process, and `onClose` when the process
   * shuts down (its streams end, so browsers reconnect elsewhere); returns the unsubscribe.
   */
  subscribe(userId: string, listener: LiveListener, onClose?: () => void): () => void;
  /**
   * The cook's events after `lastId`, or null when this process cannot tell what they missed
   * (too old, or before it was listening): the stream then answers `resync`.
   */
  since(userId: string, lastId: number): LiveEvent[] | null;
  /** The highest id this process has seen (or known to exist when it started listening). */
  latestId(): number;
  /** Resolves once the process listens (streams opened before then still get every later event). */
  ready: Promise<void>;
  close(): Promise<void>;
}

interface Recent {
  events: LiveEvent[];
  /** The highest id dropped from `events`: a resume from before it may have missed something. */
  droppedUpTo: number;
}

/**
 * A publish is one statement, one notification per cook of the audience: each id comes from the shared
 * sequence and the notifications leave at commit.
 */
const PUBLISH_SQL = `select pg_notify(?, json_build_object(
  'id', nextval('live_event_ids'), 'userId', audience.user_id::text, 'type', ?::text, 'by', ?::text, 'listId', ?::text,
  'at', to_char(clock_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text)
  from (?) as audience(user_id)`;

/**
 * Fan-out of live events across web processes through PostgreSQL LISTEN/NOTIFY: one dedicated client
 * per process (a pool connection cannot hold a LISTEN), reconnected when it drops. Every process keeps
 * every cook's last minute of events, so a stream resumed on any process replays what it missed.
 */
export function createLiveEvents({ db, databaseUrl, log }: { db: Db; databaseUrl: string; log?: Logger }): LiveEvents {
  const listeners = new Map<string, Set<LiveListener>>();
  const closers = new Set<() => void>();
  const recent = new Map<string, Recent>();
  /** Every id above this one reached our listener (null until listening starts). */
  let listeningAfter: number | null = null;
  let latest = 0;
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const prune = (entry: Recent, now: number) => {
    while (
      entry.events.length &&
      (entry.events.length > REPLAY_MAX_PER_USER || now - Date.parse(entry.events[0].at) > REPLAY_WINDOW_MS)
    ) {
      entry.droppedUpTo = Math.max(entry.droppedUpTo, entry.events.shift()!.id);
    }
  };

  function receive(payload: string | undefined) {
    let event: LiveEvent;
    try {
      event = JSON.parse(payload ?? '') as LiveEvent;
    } catch {
      return;
    }
    latest = Math.max(latest, event.id);
    const entry = recent.get(event.userId) ?? { events: [], droppedUpTo: 0 };
    recent.set(event.userId, entry);
    entry.events.push(event);
    prune(entry, Date.now());
    for (const listener of listeners.get(event.userId) ?? []) listener(event);
  }

  // Forgets cooks with nothing recent, so the memory follows activity, not the number of cooks ever seen.
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [userId, entry] of recent) {
      prune(entry, now);
      if (!entry.events.length && !listeners.has(userId)) recent.delete(userId);
    }
  }, REPLAY_WINDOW_MS);
  sweep.unref();

  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: 'sous-live' });
    next.on('notification', (message) => receive(message.payload));
    next.on('error', (error) => {
      log?.warn({ err: error }, 'live events listener failed; reconnecting');
      void next.end().catch(() => {});
      if (client === next) client = undefined;
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`listen ${LIVE_CHANNEL}`);
    // Ids handed out after this read notify after our LISTEN; a resume from before it cannot be vouched for.
    const { rows } = await next.query<{ last: string }>(
      'select case when is_called then last_value else last_value - 1 end as last from live_event_ids',
    );
    // After a reconnect, events in the gap were missed: resumes from before now answer resync.
    listeningAfter = Number(rows[0].last);
    latest = Math.max(latest, listeningAfter);
    for (const entry of recent.values()) entry.droppedUpTo = Math.max(entry.droppedUpTo, listeningAfter);
    if (closed) await next.end();
    else client = next;
  }

  function scheduleReconnect() {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      listen().catch((error: unknown) => {
        log?.warn({ err: error }, 'live events listener could not connect');
        scheduleReconnect();
      });
    }, RECONNECT_DELAY_MS);
    retry.unref();
  }

  const ready = listen().catch((error: unknown) => {
    log?.warn({ err: error }, 'live events listener could not connect');
    scheduleReconnect();
  });

  return {
    ready,
    latestId: () => latest,

    async publish(to, type, by, detail = {}) {
      const audience = typeof to === 'string' ? db.raw('select ?::text', [to]) : to;
      await db.raw(PUBLISH_SQL, [LIVE_CHANNEL, type, by, detail.listId ?? null, audience]);
    },

    subscribe(userId, listener, onClose) {
      const set = listeners.get(userId) ?? new Set();
      listeners.set(userId, set);
      set.add(listener);
      if (onClose) closers.add(onClose);
      return () => {
        if (onClose) closers.delete(onClose);
        set.delete(listener);
        if (!set.size) listeners.delete(userId);
      };
    },

    since(userId, lastId) {
      if (listeningAfter === null || lastId < listeningAfter) return null;
      const entry = recent.get(userId);
      if (!entry) return [];
      prune(entry, Date.now());
      if (lastId < entry.droppedUpTo) return null;
      return entry.events.filter((event) => event.id > lastId);
    },

    async close() {
      closed = true;
      clearInterval(sweep);
      clearTimeout(retry);
      for (const onClose of [...closers]) onClose();
      closers.clear();
      listeners.clear();
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}

/**
 * A short, non-reversible name for the session that made a change, sent as `by`: enough for a screen
 * to know the change was its own, useless for signing in.
 */
export const sessionHint = (sessionTokenHash: string) =>
  createHash('sha256').update(`live:${sessionTokenHash}`).digest('base64url').slice(0, 12);

/** Tells the cook's other screens that `type` changed; a failed notification never fails the write. */
export type Announce = (actor: Pick<Actor, 'userId' | 'sessionTokenHash'>, detail?: LiveDetail) => Promise<void>;

/**
 * Announces a change to the cook's screens, and to everyone `audience` says shares what changed
 * (a household's members share its list and planner).
 */
export function announcer(
  live: LiveEventsPublisher | undefined,
  type: LiveNotice,
  log?: Logger,
  audience: (userId: string) => Audience = (userId) => userId,
): Announce {
  return async (actor, detail) => {
    if (!live) return;
    try {
      await live.publish(audience(actor.userId), type, sessionHint(actor.sessionTokenHash), detail);
    } catch (error) {
      log?.warn({ err: error, type }, 'live event not sent');
    }
  };
}
