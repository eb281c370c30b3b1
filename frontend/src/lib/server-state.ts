import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';

/** The element the server writes a rendered page's state into (src/prerender.tsx). */
export const SERVER_STATE_ID = 'sous-state';

/**
 * What a page rendered on the server (or at build time) was rendered with: its query cache, and
 * what its routes' loaders returned (the router's hydration data).
 */
export interface ServerState extends DehydratedState {
  router: HydrationState;
}

let read = false;
let cached: ServerState | undefined;

/** The state the server rendered this page with, if it did (read once, then kept). */
export function serverState(): ServerState | undefined {
  if (read || typeof document === 'undefined') return cached;
  read = true;
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return undefined;
  try {
    cached = JSON.parse(element.textContent) as ServerState;
  } catch {
    cached = undefined;
  }
  return cached;
}

/**
 * A server-rendered page arrives `inert` (src/prerender.tsx): it can be read and scrolled, but a tap
 * on a control whose code has not run yet would be lost. The page calls this once it has hydrated,
 * and from then on everything responds.
 */
export function releaseServerRenderedPage(): void {
  document.getElementById('root')?.removeAttribute('inert');
}

/**
 * True while React draws the page the server sends: on the server itself, and in the browser until
 * that page has hydrated (it is `inert` until then). A component that spreads its first render over
 * two passes must not do so then: the server's markup should be whole, and hydration must match it.
 */
export function drawingServerPage(): boolean {
  if (typeof document === 'undefined') return true;
  return document.getElementById('root')?.hasAttribute('inert') ?? false;
}
