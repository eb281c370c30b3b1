import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, preloadCurrentPage } from './app/router';
import { createQueryClient } from './lib/query-client';
import { serverState } from './lib/server-state';
import './styles/tokens.css';
import './styles/base.css';

const container = document.getElementById('root')!;
const state = serverState();

/**
 * The query cache, with the API answers a server-rendered page came with already in it: the first
 * render (hydrating) then draws exactly what the server drew, without a request.
 */
function createPageQueryClient() {
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
      setTimeout(
        () => void import('./app/offline-copies').then(({ saveOfflineCopies }) => saveOfflineCopies(queryClient)),
      );
  }
  return queryClient;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

// A page rendered on the server or at build time (app/router.tsx says which, per route) comes with
// the state it was rendered with: React takes over that markup instead of drawing it again, its
// router starting from the loaders' answers (so none runs again). Anything else is the empty shell.
// Both in a transition: React then renders in short slices, yielding to the browser in between,
// instead of one long task that would hold up input (and Lighthouse's total blocking time).
if (state && container.hasAttribute('data-prerendered')) {
  // The page's code, in a task of its own rather than in the entry's evaluation (already the load's
  // longest task): each preload appends <link rel="modulepreload"> elements, a few milliseconds.
  setTimeout(preloadCurrentPage);
  // The markup is already there: let the browser paint it first, then take over. The cache, the
  // router and the hydration each get a task of their own: done in one, they made a task of 15–55 ms
  // in Lighthouse's traces (the router alone about half), and every task over 12.5 ms counts against
  // the page's total blocking time under its 4× slower CPU.
  const hydrateApp = async () => {
    const queryClient = createPageQueryClient();
    await nextTask();
    const router = createAppRouter(queryClient, state.router);
    await nextTask();
    startTransition(() => {
      hydrateRoot(container, <App router={router} queryClient={queryClient} />);
    });
  };
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(() => void hydrateApp()));
  else void hydrateApp();
} else {
  container.replaceChildren();
  const root = createRoot(container);
  const queryClient = createPageQueryClient();
  const app = <App router={createAppRouter(queryClient)} queryClient={queryClient} />;
  startTransition(() => root.render(app));
}

// Installable, offline-capable app (production builds only; the dev server has no service worker).
// After the load, from a chunk of its own: a page's first download carries none of it.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void import('./app/service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
  });
}
