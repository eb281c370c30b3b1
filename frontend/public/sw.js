/* Sous service worker: the app shell and every built file offline, plus network-first caching of
   the API reads a cook needs in the kitchen (recipes opened, the shopping list, favorites, who am I). */
const VERSION = 'sous-v1';
const SHELL_CACHE = `${VERSION}-shell`;
const DATA_CACHE = `${VERSION}-data`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      let files = ['/', '/index.html', '/manifest.webmanifest', '/favicon.svg'];
      try {
        const response = await fetch('/precache-manifest.json', { cache: 'no-store' });
        if (response.ok) files = files.concat(await response.json());
      } catch {
        // offline during install: the shell list above is enough to start
      }
      await cache.addAll([...new Set(files)]);
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

const cachedApi = [
  /^\/api\/recipes\/\d+$/,
  /^\/api\/shopping-list$/,
  /^\/api\/favorites$/,
  /^\/api\/auth\/user$/,
  /^\/api\/config$/,
  /^\/api\/meal-plans/,
  /^\/api\/subscription-status$/,
];

async function networkFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) cache.put(request, response.clone());
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
