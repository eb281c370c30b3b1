import { use, type ReactNode } from 'react';
import { drawingServerPage } from './server-state';

/**
 * Lets parts of a server-rendered page that need not respond at once (the cards below the fold) keep
 * the server's HTML, unhydrated, until they are wanted: as they come near the viewport, one at a time
 * while the browser is idle, or all at once on the reader's first tap or key press. Hydrating a grid
 * of 24 cards at load was one long stretch of main-thread work (docs/performance.md, "Front door");
 * this spreads it into short tasks, and the cards a reader sees come first.
 *
 * Each deferred part sits in a <Suspense> boundary of its own, in an element marked with
 * `hydrationAnchor(name)`. While its gate is closed, <DeferHydration> suspends; React then leaves
 * the boundary's server HTML as it is (it is already painted, and its links work as plain links) and
 * hydrates it when the gate opens. Only a page that arrived rendered is ever held back: on the
 * server, and for anything drawn in the browser later, the gates are open from the start.
 */

const ANCHOR_ATTRIBUTE = 'data-hydration-anchor';
/** Hydrate what is this close to the viewport: it is on screen by the time the reader gets there. */
const VIEWPORT_MARGIN = '300px 0px';
/** Safari has no requestIdleCallback: a gap between tasks stands in for idle time there. */
const IDLE_FALLBACK_MS = 50;

const INPUT_EVENTS = ['pointerdown', 'keydown', 'popstate'] as const;

/** A promise as `use()` reads it: once `status` is 'fulfilled', it does not suspend at all. */
type Gate = Promise<void> & { status?: 'pending' | 'fulfilled'; value?: undefined };

const gates = new Map<string, { gate: Gate; open: () => void }>();
let allOpen = typeof document === 'undefined' || !drawingServerPage();
let observer: IntersectionObserver | undefined;
let idleChainStarted = false;

/** The attribute that marks the element holding a deferred part (so it can be watched). */
export function hydrationAnchor(name: string): Record<typeof ANCHOR_ATTRIBUTE, string> {
  return { [ANCHOR_ATTRIBUTE]: name };
}

function openGate(name: string): void {
  const entry = gates.get(name);
  if (!entry || entry.gate.status === 'fulfilled') return;
  entry.open();
}

/** Everything hydrates now (the reader is acting, or what the page shows is changing). */
export function hydrateDeferredNow(): void {
  if (allOpen) return;
  allOpen = true;
  for (const name of gates.keys()) openGate(name);
  observer?.disconnect();
  for (const type of INPUT_EVENTS) window.removeEventListener(type, hydrateDeferredNow, true);
}

function startWatching(): void {
  if (observer) return;
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        openGate(entry.target.getAttribute(ANCHOR_ATTRIBUTE) ?? '');
      }
    },
    { rootMargin: VIEWPORT_MARGIN },
  );
  // A tap or key press (or Back) may change what the page shows: nothing should still be waiting then.
  for (const type of INPUT_EVENTS) window.addEventListener(type, hydrateDeferredNow, { capture: true, passive: true });
}

const whenIdle = (callback: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(callback) : setTimeout(callback, IDLE_FALLBACK_MS);

/** After load, the parts still closed open one per idle period, in page order. */
function startIdleChain(): void {
  if (idleChainStarted) return;
  idleChainStarted = true;
  const next = () => {
    if (allOpen) return;
    const waiting = [...gates.keys()].find((name) => gates.get(name)?.gate.status !== 'fulfilled');
    // All hydrated: from here on nothing is held back (what is drawn later is drawn in the browser).
    if (waiting === undefined) return hydrateDeferredNow();
    openGate(waiting);
    whenIdle(next);
  };
  const start = () => whenIdle(next);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

function gateFor(name: string): Gate {
  const existing = gates.get(name);
  if (existing) return existing.gate;
  let resolve!: () => void;
  const gate: Gate = new Promise<void>((done) => (resolve = done));
  gate.status = 'pending';
  gates.set(name, {
    gate,
    open: () => {
      gate.status = 'fulfilled';
      gate.value = undefined;
      resolve();
    },
  });
  startWatching();
  const element = document.querySelector(`[${ANCHOR_ATTRIBUTE}="${CSS.escape(name)}"]`);
  // Nothing of it in the page (the server drew something else): nothing to keep, hydrate as usual.
  if (element) observer?.observe(element);
  else openGate(name);
  startIdleChain();
  return gate;
}

/** Holds `children`'s hydration until the gate named `name` opens (see above). */
export function DeferHydration({ name, children }: { name: string; children: ReactNode }) {
  if (!allOpen) {
    const gate = gateFor(name);
    // React reads `status` (and `value`) off the promise itself; its types want a plain promise here.
    if (gate.status !== 'fulfilled') use(gate as Promise<void>);
  }
  return children;
}
