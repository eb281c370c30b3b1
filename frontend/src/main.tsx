import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, prerenderedPaths } from './app/router';
import { createQueryClient } from './lib/query-client';
import { serverState } from './lib/server-state';
import './styles/tokens.css';
import './styles/base.css';

const container = document.getElementById('root')!;
const state = serverState();

/**
 * The app, with the API answers a server-rendered page came with already in its cache: the first
 * render (hydrating) then draws exactly what the server drew, without a request.
 */
function createApp() {
  const queryClient = createQueryClient();
  if (state) {
    hydrate(queryClient, state);
    // The favorites' and the list's copies on the device (for offline use) are written from these answers,
    // on a signed-in page (the visitor's prerendered landing carries a state too). Marking both stale so
    // they would be fetched again instead started two fetches as the cards' 48 observers mounted, mid-
    // hydration, and Lighthouse's trace then showed commits spawning synchronous re-renders (react-query's
    // store updates); without the refetch, total blocking time fell from 240–630 to 170–310 ms. In a chunk
    // of its own, which the recipe browser loads anyway: the landing's entry stays as it was.
    const offlineCopies = ['/api/favorites', '/api/shopping-list'];
    if (state.queries.some(({ queryKey }) => offlineCopies.includes(String(queryKey[0]))))
      void import('./app/offline-copies').then(({ saveOfflineCopies }) => saveOfflineCopies(queryClient));
  }
  return <App router={createAppRouter()} queryClient={queryClient} />;
}

// Visitors get the landing page already rendered by the build (vite.config.ts), and signed-in users
// the recipe browser rendered by the server: React takes over that markup instead of drawing it
// again. Anything else starts from the empty shell as before.
// Both in a transition: React then renders in short slices, yielding to the browser in between,
// instead of one long task that would hold up input (and Lighthouse's total blocking time).
const rendered =
  container.hasAttribute('data-prerendered') && (state !== undefined || prerenderedPaths.includes(location.pathname));
if (rendered) {
  // Building the cache and the router waits with the rest: the task that evaluates the entry's
  // 340 kB is the longest of the page's load already (25–60 ms in Lighthouse's traces).
  const hydrateApp = () => {
    const app = createApp();
    startTransition(() => {
      hydrateRoot(container, app);
    });
  };
  // The markup is already there: let the browser paint it first, then take over.
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(hydrateApp));
  else hydrateApp();
} else {
  container.replaceChildren();
  const root = createRoot(container);
  const app = createApp();
  startTransition(() => root.render(app));
}

// Installable, offline-capable app (production builds only; the dev server has no service worker).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Offline support is a bonus; the app works without it.
    });
  });
}
