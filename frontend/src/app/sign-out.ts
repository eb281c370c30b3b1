import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from '../lib/session';
import { progressStorageKey, timersStorageKey } from '../features/cook-mode/lib/timers';
import { FAVORITES_STORAGE_KEY } from '../features/favorites/api/favorites';
import {
  NAMED_LIST_KEY_PREFIXES,
  STORAGE_KEYS as LIST_STORAGE_KEYS,
} from '../features/shopping-list/api/shopping-list';
import { PENDING_KEY } from '../lib/offline-sync';

/**
 * Leaving no trace of a cook on a shared computer. Loaded on demand (log out, a 401, the account
 * page's sign-outs): none of this is on a page's first download.
 *
 * What a cook leaves on the device: the offline copies of their favorites and list, writes waiting
 * to sync, cook-mode progress and timers (localStorage), and the service worker's copies of their API
 * answers (Cache Storage, caches named "*-data", src/sw.ts). The react-query cache lives in
 * memory only (nothing persists it) and goes with the page. The unit toggle stays: it is the device's
 * setting, not the cook's data.
 */
const USER_KEYS = new Set<string>([FAVORITES_STORAGE_KEY, PENDING_KEY, ...Object.values(LIST_STORAGE_KEYS)]);
const USER_KEY_PREFIXES = [timersStorageKey(''), progressStorageKey(''), ...NAMED_LIST_KEY_PREFIXES];

const isUserKey = (key: string) => USER_KEYS.has(key) || USER_KEY_PREFIXES.some((prefix) => key.startsWith(prefix));

function forgetStorage(): void {
  try {
    const keys = Array.from({ length: window.localStorage.length }, (_, index) => window.localStorage.key(index));
    for (const key of keys) if (key !== null && isUserKey(key)) window.localStorage.removeItem(key);
    window.sessionStorage.clear();
  } catch {
    // Storage disabled: there is nothing in it either.
  }
}

async function forgetCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const keys = await caches.keys();
  await Promise.all(keys.filter((key) => key.endsWith('-data')).map((key) => caches.delete(key)));
  // Service workers before sous-v3 kept "/" as the server rendered it for the signed-in cook.
  await Promise.all(
    keys.filter((key) => key.startsWith('sous-')).map(async (key) => (await caches.open(key)).delete('/')),
  );
}

/** The app keeps nothing in IndexedDB today; whatever is there (a future cache, a library's) goes too. */
async function forgetDatabases(): Promise<void> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  const databases = await indexedDB.databases();
  await Promise.all(
    databases.map(
      ({ name }) =>
        new Promise<void>((resolve) => {
          if (!name) return resolve();
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = request.onerror = request.onblocked = () => resolve();
        }),
    ),
  );
}

const within = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Removes the cook's data from this device. Never throws, and never takes more than a few seconds. */
export async function forgetCookOnDevice(): Promise<void> {
  forgetStorage();
  await Promise.race([
    Promise.all([forgetCaches().catch(() => undefined), forgetDatabases().catch(() => undefined)]),
    within(3000),
  ]);
}

/**
 * The API said the session is over (401): the device forgets the cook, the cache keeps nothing of
 * theirs, and the app sees a visitor (signed-in routes then send to sign-in).
 */
export async function forgetSignedInUser(queryClient: QueryClient): Promise<void> {
  await forgetCookOnDevice();
  if (!queryClient.getQueryData(sessionQueryOptions.queryKey)) return;
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryOptions.queryKey[0] });
  queryClient.setQueryData(sessionQueryOptions.queryKey, null);
}

/**
 * Leaves the app for `url` with nothing of the cook left behind: storage and caches first, then a
 * full navigation (nothing stays in memory). A page kept in the back-forward cache reloads when
 * shown again instead of showing the cook's screen.
 */
export async function leaveSignedOut(url: string): Promise<void> {
  await forgetCookOnDevice();
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) window.location.reload();
  });
  window.location.assign(url);
}
