import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, prerenderedPaths } from './app/router';
import './styles/tokens.css';
import './styles/base.css';

const container = document.getElementById('root')!;
const app = <App router={createAppRouter()} />;

// Visitors get the landing page already rendered by the build (vite.config.ts): React takes over that
// markup instead of drawing it again. Anything else starts from the empty shell as before.
// Both in a transition: React then renders in short slices, yielding to the browser in between,
// instead of one long task that would hold up input (and Lighthouse's total blocking time).
if (container.hasAttribute('data-prerendered') && prerenderedPaths.includes(window.location.pathname)) {
  const hydrate = () =>
    startTransition(() => {
      hydrateRoot(container, app);
    });
  // The markup is already there: let the browser paint it first, then take over.
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(hydrate));
  else hydrate();
} else {
  container.replaceChildren();
  const root = createRoot(container);
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
