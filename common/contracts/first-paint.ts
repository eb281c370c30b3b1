/**
 * The routes whose first paint does not wait for the browser, and what it is per reader. The route
 * table (frontend/src/app/router.tsx) hands each route its entry; the build prerenders the visitors'
 * pages (frontend/vite.config.ts) and the web server sends them (backend/src/platform/http/static-files.ts).
 * Plain data, so the server and the build read it without React.
 */
export interface FirstPaint {
  /** Rendered at build time as a visitor sees it; sent to requests without a session cookie. */
  visitor?: 'prerendered';
  /** Rendered by the web server for each signed-in request, with what the loaders loaded. */
  signedIn?: 'server-rendered';
}

const FIRST_PAINTS: Record<string, FirstPaint> = {
  '/': { visitor: 'prerendered', signedIn: 'server-rendered' },
  '/landing': { visitor: 'prerendered' },
  '/recipes': { signedIn: 'server-rendered' },
};

/** A route's first paint; none means the empty shell, drawn by the browser once the entry has run. */
export const firstPaintOf = (path: string): FirstPaint | undefined => FIRST_PAINTS[path];

/** The paths the build renders for visitors. */
export const PRERENDERED_PATHS = Object.keys(FIRST_PAINTS).filter((path) => FIRST_PAINTS[path].visitor);

/** Where the prerendered pages go in the build: a dot folder, which the static middleware never serves by URL. */
export const PRERENDER_DIR = '.prerendered';

/** The file of a prerendered page in the build: `/` → `.prerendered/index.html`, `/landing` → `.prerendered/landing.html`. */
export const prerenderedFile = (pathname: string): string =>
  `${PRERENDER_DIR}/${pathname === '/' ? 'index' : pathname.slice(1)}.html`;
