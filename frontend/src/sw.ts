/**
 * Sous service worker (vite.config.ts builds it into dist/sw.js with vite-plugin-pwa's injectManifest,
 * which writes this build's file list, each file with its revision, in place of `self.__WB_MANIFEST`).
 *
 * - Precache: the app shell and every built file, so the app opens offline. The list comes from the
 *   build, so each build with a changed file is a new worker: the page offers it ("A new version of Sous
 *   is ready", app/app-update.tsx) and it takes over only when the cook says Reload (SKIP_WAITING).
 * - Navigations always go to the network (fresh HTML: the server renders a signed-in cook's pages and a
 *   visitor's prerendered ones); offline, any route gets the precached empty shell.
 * - Network-first copies of the read-only API answers a cook needs in the kitchen (recipes opened,
 *   meal plans, who am I) in the "*-data" cache, which holds one cook's answers: the page deletes it
 *   on log out and whenever the API says the session has ended (app/sign-out.ts), and so does this
 *   worker when one of those answers comes back 401.
 * - Everything else passes through untouched: other API answers (auth actions, the live event stream
 *   /api/events, the list and favorites), signed media URLs, other origins.
 */
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import type { PrecacheEntry } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

setCacheNameDetails({ prefix: 'sous' });

/** One cook's API answers; the "-data" ending is what log out and a 401 look for. */
const DATA_CACHE = 'sous-data';
/** Built files and icons fetched after install (none of them anyone's data). */
const FILES_CACHE = 'sous-files';
/** Caches of the workers before this one (sous-v1…sous-v3), which kept their own names. */
const LEGACY_CACHE = /^sous-v\d+-/;

/** The page's Reload on the new-version toast: this waiting worker takes over now. */
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// A first install controls the open page at once (nothing to replace); later versions wait for Reload.
clientsClaim();

/** Every cook's answers kept here: the session they came with has ended. */
async function forgetUserData(): Promise<void> {
  const keys = await caches.keys();
  await Promise.all(keys.filter((key) => key.endsWith('-data')).map((key) => caches.delete(key)));
}

/** Signed out (here or elsewhere): nothing kept for the last cook may answer the next visitor. */
const forgetOnSignOut: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    if (response.status === 401) await forgetUserData();
    return response;
  },
};

// Before the precache's route, which would answer "/" with the precached index.html: for a signed-in
// cook the server renders "/" as their own page, and for a visitor it is the prerendered landing.
registerRoute(
  new NavigationRoute(async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache('/index.html')) ?? Response.error();
    }
  }),
);

// Workbox installs the whole list or nothing: a file missing mid-deploy fails this install, the worker
// in place keeps serving, and the next navigation tries again.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Files of an older build, fetched at run time, and the caches of the workers before Workbox.
      const stale = (key: string) => key === FILES_CACHE || LEGACY_CACHE.test(key);
      const keys = await caches.keys();
      await Promise.all(keys.filter(stale).map((key) => caches.delete(key)));
    })(),
  );
});

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Hashed files never change: cache first (those of this build are precached already; icons are not).
registerRoute(
  ({ url }) => sameOrigin(url) && (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/')),
  new CacheFirst({ cacheName: FILES_CACHE }),
);

// Read-only data only. The shopping list and favorites are not here on purpose: they keep their own
// copy on the device, which also holds the changes made offline; a stale answer from this cache
// would look like a fresh server answer and undo those changes.
const cachedApi = [
  /^\/api\/recipes\/\d+$/,
  /^\/api\/auth\/session$/,
  /^\/api\/config$/,
  /^\/api\/meal-plans/,
  /^\/api\/subscription-status$/,
];
registerRoute(
  ({ url }) => sameOrigin(url) && cachedApi.some((pattern) => pattern.test(url.pathname)),
  new NetworkFirst({ cacheName: DATA_CACHE, plugins: [forgetOnSignOut] }),
);
