import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { ApiError, apiRequest } from './api';

/**
 * A small persistent queue of writes made while offline (localStorage `Sous_pending`).
 *
 * Every queued op must be idempotent on the server (absolute PATCH states, client-generated ids,
 * idempotent PUT/DELETE), because a replay can be interrupted and run again. The queue is replayed
 * in order, once, when the browser fires `online` or on the next load; an op answered with a 4xx
 * is dropped (it can never succeed), a network failure or 5xx stops the replay and keeps the rest.
 */
export const PENDING_KEY = 'Sous_pending';

export interface PendingOp {
  /** Unique per op. */
  id: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  /** Ops sharing a key supersede each other (the newest absolute state wins). */
  key?: string;
  /** Query keys (first part) to refresh after a replay that included this op. */
  invalidates: string[];
  queuedAt: number;
}

export type NewPendingOp = Omit<PendingOp, 'id' | 'queuedAt'>;

const METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isPendingOp(value: unknown): value is PendingOp {
  if (!value || typeof value !== 'object') return false;
  const op = value as Record<string, unknown>;
  return (
    typeof op.id === 'string' &&
    typeof op.method === 'string' &&
    METHODS.has(op.method) &&
    typeof op.url === 'string' &&
    op.url.startsWith('/api/') &&
    Array.isArray(op.invalidates) &&
    op.invalidates.every((key) => typeof key === 'string')
  );
}

// ---------------------------------------------------------------------------------------------
// localStorage helpers, shared by the features' offline copies: never throw, corrupt data = none.

/** Parsed JSON under `key`, or null when missing, unreadable, corrupt or rejected by `guard`. */
export function readStored<T>(key: string, guard: (value: unknown) => value is T): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    return guard(value) ? value : null;
  } catch {
    return null;
  }
}

/** Stores `value` as JSON; a full or disabled storage is not an error worth surfacing. */
export function writeStored(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // quota exceeded or storage disabled: the offline copy is a convenience
  }
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // ignore
  }
}

/** A UUID for client-made ids (crypto.randomUUID needs a secure context; fall back otherwise). */
export function clientUuid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// ---------------------------------------------------------------------------------------------
// The queue

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

const isQueue = (value: unknown): value is unknown[] => Array.isArray(value);

export function readPending(): PendingOp[] {
  return (readStored(PENDING_KEY, isQueue) ?? []).filter(isPendingOp);
}

function writePending(ops: PendingOp[]): void {
  if (ops.length) writeStored(PENDING_KEY, ops);
  else removeStored(PENDING_KEY);
  notify();
}

/** Adds an op at the end; an earlier op with the same `key` is superseded (removed). */
export function enqueue(op: NewPendingOp): PendingOp {
  const queued: PendingOp = { ...op, id: clientUuid(), queuedAt: Date.now() };
  const rest = op.key ? readPending().filter((existing) => existing.key !== op.key) : readPending();
  writePending([...rest, queued]);
  return queued;
}

/** True when the failure means "the server could not be reached" (not an HTTP answer). */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof ApiError) return false;
  return error instanceof TypeError || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

/** Statuses that say "try again later" rather than "this op is wrong". */
const RETRY_LATER = new Set([401, 408, 425, 429]);

export interface ReplayResult {
  sent: number;
  dropped: number;
  remaining: number;
  invalidates: string[];
}

let running: Promise<ReplayResult> | null = null;

export type Sender = (method: string, url: string, body?: unknown) => Promise<unknown>;

/** Replays the queue in order. Concurrent calls share one run. */
export function replayPending(send: Sender = apiRequest): Promise<ReplayResult> {
  running ??= (async () => {
    const result: ReplayResult = { sent: 0, dropped: 0, remaining: 0, invalidates: [] };
    const touched = new Set<string>();
    const seen = new Set<string>();
    try {
      for (;;) {
        const [op] = readPending();
        if (!op || seen.has(op.id)) break; // seen: storage refused the removal; stop rather than loop
        seen.add(op.id);
        try {
          await send(op.method, op.url, op.body);
          result.sent += 1;
        } catch (error) {
          const status = error instanceof ApiError ? error.status : 0;
          if (status >= 400 && status < 500 && !RETRY_LATER.has(status)) {
            result.dropped += 1;
          } else {
            break; // unreachable, 5xx or "later": keep this op and everything after it
          }
        }
        op.invalidates.forEach((key) => touched.add(key));
        // Remove by id: the queue may have changed while the request was in flight.
        writePending(readPending().filter((existing) => existing.id !== op.id));
      }
    } finally {
      result.remaining = readPending().length;
      result.invalidates = [...touched];
      running = null;
    }
    return result;
  })();
  return running;
}

export type SendOutcome<T> = { queued: false; answer: T } | { queued: true };

/**
 * Sends a write after the ones already queued, so the server sees them in order. When the server is
 * unreachable and the write may be replayed (`replayable`), queues it instead.
 */
export async function sendOrQueue<T>(
  op: NewPendingOp,
  { replayable = true, send = apiRequest as Sender }: { replayable?: boolean; send?: Sender } = {},
): Promise<SendOutcome<T>> {
  try {
    if (readPending().length) await replayPending(send);
    return { queued: false, answer: (await send(op.method, op.url, op.body)) as T };
  } catch (error) {
    if (!replayable || !isNetworkError(error)) throw error;
    enqueue(op);
    return { queued: true };
  }
}

/** Replays, then refreshes the queries the replayed ops touched. */
export async function replayAndRefresh(queryClient: QueryClient): Promise<ReplayResult> {
  const result = await replayPending();
  await Promise.all(result.invalidates.map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
  return result;
}

let mounted = 0;
let detach: (() => void) | null = null;

/**
 * Keeps the queue flowing while a signed-in screen is open: replays once now (the "next load")
 * and again whenever the browser comes back online. Safe to call from several components.
 */
export function useOfflineSync(enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    mounted += 1;
    if (mounted === 1) {
      const onOnline = () => void replayAndRefresh(queryClient);
      window.addEventListener('online', onOnline);
      detach = () => window.removeEventListener('online', onOnline);
      if (readPending().length && navigator.onLine !== false) void replayAndRefresh(queryClient);
    }
    return () => {
      mounted -= 1;
      if (mounted === 0) {
        detach?.();
        detach = null;
      }
    };
  }, [enabled, queryClient]);
}

// ---------------------------------------------------------------------------------------------
// React bindings

function subscribeOnline(callback: () => void) {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

/** navigator.onLine, kept current. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

function subscribePending(callback: () => void) {
  listeners.add(callback);
  const onStorage = (event: StorageEvent) => event.key === PENDING_KEY && callback();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(callback);
    window.removeEventListener('storage', onStorage);
  };
}

const pendingCount = () => readPending().length;

/** How many writes are waiting to sync. */
export function usePendingCount(): number {
  return useSyncExternalStore(subscribePending, pendingCount, () => 0);
}
