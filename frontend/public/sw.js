/* Sous service worker: the app shell and every built file offline, plus network-first caching of
   the read-only API data a cook needs in the kitchen (recipes opened, meal plans, who am I).
   Caches named "*-data" hold one cook's answers: the page deletes them on log out and whenever the
   API says the session has ended (frontend/src/app/sign-out.ts), and so does this worker when one of
   those answers comes back 401. The shell cache holds no one's data. */
const VERSION = 'sous-v3';
const SHELL_CACHE = `${VERSION}-shell`;
const DATA_CACHE = `${VERSION}-data`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      // Not "/": for a signed-in cook the server renders it as their own page (sous-v2 cached it).
      let files = ['/index.html', '/manifest.webmanifest', '/favicon.svg'];
      try {
        const response = await fetch('/precache-manifest.json', { cache: 'no-store' });
        if (response.ok) files = files.concat(await response.json());
      } catch {
        // offline during install: the shell list above is enough to start
      }
      // One by one: a file that fails (a deploy racing the install) must not cost the whole app shell.
      const results = await Promise.allSettled([...new Set(files)].map((file) => cache.add(file)));
      const shell = await cache.match('/index.html');
      if (!shell) throw new Error('the app shell could not be cached');
      if (results.some((result) => result.status === 'rejected')) console.warn('Sous: some files were not cached');
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keys = await caches.keys();
      await Promise.all(keys.filter((key) => !key.startsWith(VERSION)).map((key) => caches.delete(key)));
      await self.clients.claim();
    })(),
  );
});

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

/** Every cook's answers kept here: the session they came with has ended. */
async function forgetUserData() {
  const keys = await caches.keys();
  await Promise.all(keys.filter((key) => key.endsWith('-data')).map((key) => caches.delete(key)));
}

async function networkFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) cache.put(request, response.clone());
    // Signed out (here or elsewhere): nothing kept for the last cook may answer the next visitor.
    else if (response.status === 401) await forgetUserData();
    return response;
  } catch (error) {
    const cached = await cache.match(request);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate') {
    // Always try the network (fresh HTML); offline, any route gets the cached shell.
    event.respondWith(fetch(request).catch(async () => (await caches.match('/index.html')) || Response.error()));
    return;
  }
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/')) {
    // Hashed files never change: cache first.
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            if (response.ok) caches.open(SHELL_CACHE).then((cache) => cache.put(request, response.clone()));
            return response;
          }),
      ),
    );
    return;
  }
  if (cachedApi.some((pattern) => pattern.test(url.pathname))) {
    event.respondWith(networkFirst(request, DATA_CACHE));
  }
});
