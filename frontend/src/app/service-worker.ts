import { offerUpdate } from './app-update';

/** A tab left open for days still hears of a new version: the browser itself checks only on navigations. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let offered = false;

/**
 * A new version waits (installed while an older one controls the page): the cook is offered it, and
 * Reload tells it to take over (SKIP_WAITING, src/sw.ts). The page reloads as soon as it has: after
 * this tab's Reload or another tab's, so every open tab runs the same version.
 */
function offer(waiting: ServiceWorker): void {
  if (offered) return;
  offered = true;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  offerUpdate(() => waiting.postMessage({ type: 'SKIP_WAITING' }));
}

/**
 * Registers the service worker (vite-plugin-pwa builds src/sw.ts into /sw.js) and offers each new
 * version it finds. The browser's own API, a few hundred bytes: loaded after the page's `load`
 * (main.tsx), in a chunk of its own, it still counts against every page's script budget.
 */
export function registerServiceWorker(): void {
  navigator.serviceWorker
    .register('/sw.js')
    .then((registration) => {
      // Found by an earlier page and still waiting.
      if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        if (!installing) return;
        installing.addEventListener('statechange', () => {
          // Without a controller this is the first install, not a new version: it takes over at once.
          if (installing.state === 'installed' && navigator.serviceWorker.controller) offer(installing);
        });
      });
      setInterval(() => {
        if (navigator.onLine && document.visibilityState === 'visible') registration.update().catch(() => {});
      }, UPDATE_CHECK_MS);
    })
    .catch(() => {
      // Offline support is a bonus; the app works without it.
    });
}
