import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from './app-update';

/** A tab left open for days still hears of a new version: the browser itself checks only on navigations. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Once a new version waits, the page reloads as soon as it takes over: after this tab's Reload, or
 * another tab's (every open tab then runs the same version). Workbox's own reload misses the tab that
 * installed the first version, which had no worker when it registered.
 */
function reloadOnSwitch(): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
}

/**
 * Registers the service worker (src/sw.ts) and offers each new version it finds. Loaded after the
 * page's `load` (main.tsx), in a chunk of its own: nothing of it is on a page's first download.
 */
export function registerServiceWorker(): void {
  let offered = false;
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: () => {
      if (offered) return;
      offered = true;
      reloadOnSwitch();
      // Reload: the waiting worker is told to take over (SKIP_WAITING).
      offerUpdate(() => void updateServiceWorker());
    },
    // The reload is reloadOnSwitch's.
    onNeedReload: () => undefined,
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
