/**
 * Server entry (vite.config.ts builds it for Node into dist/.ssr/render.mjs). It renders the routes
 * whose first paint app/router.tsx declares as rendered ahead of the browser:
 *
 * - at build time, `renderVisitor` renders the `visitor: 'prerendered'` routes as a visitor sees them
 *   (the session check's answer, nobody, is in the cache; nothing else is fetched, placeholders show);
 * - per request, the web server (backend/src/platform/http/server-render.ts) calls `renderSignedIn`
 *   for a signed-in request: if the URL's route is `signedIn: 'server-rendered'`, the routes' loaders
 *   run to the end with React Router's static handler, their API requests answered in process by the
 *   web server's own API with the request's session, and the page is rendered with those answers.
 *
 * Either way the page comes with the state it was rendered with (the query cache and the loaders'
 * answers), which the browser hydrates with (src/main.tsx).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createRoutes, type RouteHandle } from './app/router';
import { sessionQueryOptions } from './lib/session';
import { setApiTransport, type ApiTransport } from './lib/api';
import { createQueryClient } from './lib/query-client';
import type { ServerState } from './lib/server-state';

/** Where a render's API requests go: the request's own (set per render, so concurrent renders keep theirs). */
const renderApi = new AsyncLocalStorage<ApiTransport>();
setApiTransport((url, init) => {
  const api = renderApi.getStore();
  if (!api) return Promise.reject(new Error(`no API to ask for ${url} while rendering`));
  return api(url, init);
});

const routeTable = (queryClient: QueryClient, options?: { signedIn: true }) =>
  createRoutes(queryClient, { waitForData: true, ...options });

/** The route table for matching paths only: its loaders never run. */
const pathTable = routeTable(createQueryClient());

/** Whether the app has a page at `pathname`: anything else shows the not-found page, which the web server answers with 404. */
export function isPagePath(pathname: string): boolean {
  const page = matchRoutes(pathTable, pathname)?.at(-1)?.route;
  return page !== undefined && page.path !== '*';
}

export interface RenderedPage {
  html: string;
  state: ServerState;
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
 * The page at `url`, its loaders run against `queryClient`. The HTML is whole, with no inline script
 * (the page's CSP allows none): rendered to a string once the lazy parts it shows (the page's chunk,
 * the header) have loaded, which after the first request for a page they always have. Undefined when
 * a loader redirects or fails: the browser then renders the page itself.
 */
async function renderRoute(
  url: string,
  queryClient: QueryClient,
  routes: RouteObject[],
  { signedIn }: { signedIn: boolean },
) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://sous.invalid')));
  if (context instanceof Response || context.errors) return undefined;
  // Nobody signed in after all (the session ended meanwhile): the browser sends them to sign in.
  if (signedIn && !queryClient.getQueryData(sessionQueryOptions.queryKey)) return undefined;
  // A query the server could not answer is asked again by the browser: render its placeholder, as the
  // browser will, rather than its error.
  queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = () => (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        {/* hydrate={false}: the router's state goes in the page as JSON, not as an inline script. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>
  );
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const html = renderToString(app());
    if (!UNFINISHED.some((marker) => html.includes(marker))) {
      const state: ServerState = {
        ...dehydrate(queryClient),
        router: { loaderData: context.loaderData, actionData: context.actionData },
      };
      return { html, state };
    }
    await loadLazyParts(app(), url);
  }
  throw new Error(`parts of ${url} would not render on the server`);
}

/** A prerendered page, as a visitor (no session cookie) sees it: the session check answered nobody. */
export async function renderVisitor(pathname: string): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQueryOptions.queryKey, null);
  const page = await renderRoute(pathname, queryClient, routeTable(queryClient), { signedIn: false });
  if (!page) throw new Error(`${pathname} did not render for a visitor`);
  return page;
}

/**
 * The page at `url` for a signed-in request, `api` answering its loaders' requests with the request's
 * session; undefined when the route's first paint is not the server's, or when it could not be drawn.
 */
export async function renderSignedIn(url: string, api: ApiTransport): Promise<RenderedPage | undefined> {
  const queryClient = createQueryClient();
  const routes = routeTable(queryClient, { signedIn: true });
  const matches = matchRoutes(routes, new URL(url, 'http://sous.invalid').pathname);
  const handle = matches?.at(-1)?.route.handle as RouteHandle | undefined;
  if (handle?.firstPaint?.signedIn !== 'server-rendered') return undefined;
  return renderApi.run(api, () => renderRoute(url, queryClient, routes, { signedIn: true }));
}
