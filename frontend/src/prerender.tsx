/**
 * Server entry (vite.config.ts builds it for Node into dist/.ssr/render.mjs).
 *
 * - At build time, `render` turns the visitor's landing page into HTML, so the first paint does not
 *   wait for the app's JavaScript. The web server sends that page only to requests without a session
 *   cookie (static-files.ts), so it is rendered as a visitor's, and `visitorState` (the session check's
 *   answer: nobody) goes in the page beside it: the browser's first render sees exactly that, and
 *   does not ask. Everything else is left pending, placeholders showing, fetched after load.
 * - At request time, the web server (backend/src/platform/http/server-render.ts) renders a signed-in
 *   user's recipe browser with `renderSignedIn`: it asks `pageDataUrls` which API answers the page
 *   shows, loads them in process, and sends the HTML with those answers, which the browser puts in
 *   its query cache before it hydrates (src/main.tsx). The cards paint with the HTML.
 */
import { dehydrate, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { App } from './app/app';
import { prerenderedPaths, routes } from './app/router';
import { sessionQueryOptions, type SessionUser } from './lib/session';
import { favoritesQueryKey } from './features/favorites/api/favorites';
import { cuisinesQueryOptions } from './features/recipes/api/get-cuisines';
import { recipeListUrl, recipesQueryOptions } from './features/recipes/api/get-recipes';
import { reviewsFromAnswer, reviewsQueryKey } from './features/reviews/api/reviews';
import { shoppingListQueryKey } from './features/shopping-list/api/shopping-list';
import { readBrowserState, toRecipeListParams } from './features/recipes/lib/browser-state';
import { createQueryClient } from './lib/query-client';

export { prerenderedPaths };

/** The query cache of a page sent to a request without a session cookie: the user is nobody. */
function visitorQueryClient() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQueryOptions.queryKey, null);
  return queryClient;
}

export const visitorState = (): DehydratedState => dehydrate(visitorQueryClient());

export function render(pathname: string): string {
  const router = createMemoryRouter(routes, { initialEntries: [pathname] });
  return renderToString(<App router={router} queryClient={visitorQueryClient()} />);
}

/** Paths rendered for a signed-in user on each request: the recipe browser (`/` is it once signed in). */
export const serverRenderedPaths = ['/', '/recipes'];

const recipesParamsOf = (search: string) => toRecipeListParams(readBrowserState(new URLSearchParams(search)));

/**
 * The API answers (besides the user) that `url`'s first render shows, and how each goes in the query
 * cache: as the query's own fetcher would put it. With all of them there, the hydrated page has
 * nothing to ask for and nothing to redraw.
 */
function pageQueries(url: string): Array<{ url: string; queryKey: QueryKey; toData: (answer: unknown) => unknown }> {
  const params = recipesParamsOf(new URL(url, 'http://sous.invalid').search);
  const asIs = (answer: unknown) => answer;
  const online = (answer: unknown) => ({ ...(answer as object), fromOfflineCopy: false });
  return [
    { url: recipeListUrl(params), queryKey: recipesQueryOptions(params).queryKey, toData: asIs },
    { url: '/api/favorites', queryKey: favoritesQueryKey, toData: online },
    { url: '/api/shopping-list', queryKey: shoppingListQueryKey, toData: online },
    { url: '/api/cuisines', queryKey: cuisinesQueryOptions.queryKey, toData: asIs },
    { url: '/api/reviews', queryKey: reviewsQueryKey, toData: reviewsFromAnswer },
    { url: '/api/config', queryKey: ['/api/config'], toData: asIs },
  ];
}

export function pageDataUrls(url: string): string[] {
  return pageQueries(url).map((query) => query.url);
}

export interface SignedInPage {
  html: string;
  state: DehydratedState;
}

/** Longer than this and the server sends the plain shell instead (the browser renders as before). */
const LOAD_TIMEOUT_MS = 2_000;

/** Markers of a Suspense boundary that was not rendered (its lazy code had not loaded yet). */
const UNFINISHED = ['<!--$?-->', '<!--$!-->'];

/** Renders `app` with React's streaming renderer and waits until every lazy part has loaded. */
function loadLazyParts(app: ReactNode, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stream.abort();
      reject(new Error(`the code for ${url} did not load in ${LOAD_TIMEOUT_MS} ms`));
    }, LOAD_TIMEOUT_MS);
    const stream = renderToPipeableStream(app, {
      onAllReady: () => {
        clearTimeout(timer);
        stream.abort();
        resolve();
      },
      onShellError: reject,
    });
  });
}

/**
 * The page at `url` for `user`, with `answers` (API URL → JSON body, from pageDataUrls) in its query
 * cache. The HTML is whole, with no inline script (the page's CSP allows none): rendered to a string
 * once the lazy parts it shows (the page's chunk, the header) have loaded, which after the first
 * request for a page they always have.
 */
export async function renderSignedIn(
  url: string,
  user: SessionUser,
  answers: Record<string, unknown>,
): Promise<SignedInPage> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQueryOptions.queryKey, user);
  // An answer the server could not give stays out: that query runs in the browser as usual.
  for (const query of pageQueries(url))
    if (answers[query.url] !== undefined) queryClient.setQueryData(query.queryKey, query.toData(answers[query.url]));
  const app = () => <App router={createMemoryRouter(routes, { initialEntries: [url] })} queryClient={queryClient} />;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const html = renderToString(app());
    if (!UNFINISHED.some((marker) => html.includes(marker))) return { html, state: dehydrate(queryClient) };
    await loadLazyParts(app(), url);
  }
  throw new Error(`parts of ${url} would not render on the server`);
}
