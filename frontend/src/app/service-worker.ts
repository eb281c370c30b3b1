import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from './app-update';

/** A tab left open for days still hears of a new version: the browser itself checks only on navigations. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (src/sw.ts) and offers each new version it finds. Loaded after the
 * page's `load` (main.tsx), in a chunk of its own: nothing of it is on a page's first download.
 */
export function registerServiceWorker(): void {
  const updateServiceWorker = registerSW({
    immediate: true,
    // Reload: the waiting worker is told to take over, and the page reloads once it controls it.
    onNeedRefresh: () => offerUpdate(() => void updateServiceWorker(true)),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine && document.visibilityState === 'visible') registration.update().catch(() => {});
      }, UPDATE_CHECK_MS);
    },
    onRegisterError: () => {
      // Offline support is a bonus; the app works without it.
    },
  });
}
