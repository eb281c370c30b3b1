import { apiGet } from './api';
import { serverState } from './server-state';

/** Older than this, an early answer is not used (the reader went elsewhere first): fetch afresh. */
const MAX_AGE_MS = 10_000;

const early = new Map<string, { startedAt: number; response: Promise<unknown> }>();

/**
 * Starts a GET before the page that needs it has rendered (while the session check and the page's
 * code are still on their way). The first `takeEarly` for the same URL gets the answer.
 */
export function startEarly(url: string): void {
  // A server-rendered page arrived with its answers: nothing to start.
  if (early.has(url) || serverState()) return;
  const response = apiGet(url);
  // A visitor is sent to sign-in instead (401): nobody waits for this answer then.
  response.catch(() => undefined);
  early.set(url, { startedAt: Date.now(), response });
}

/** The early request for this URL, once, if there is a recent one. */
export function takeEarly<T>(url: string): Promise<T> | undefined {
  const entry = early.get(url);
  early.delete(url);
  return entry && Date.now() - entry.startedAt < MAX_AGE_MS ? (entry.response as Promise<T>) : undefined;
}
