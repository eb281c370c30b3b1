import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import {
  createBrowserRouter,
  matchPath,
  Outlet,
  ScrollRestoration,
  useLocation,
  type GetScrollRestorationKeyFunction,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { firstPaintOf, type FirstPaint } from '@common/contracts/first-paint';
import { PageSkeleton } from '../components/ui/skeleton';
import { sessionQueryOptions, useSession } from '../lib/session';
import { PublicLayout } from './layouts/public-layout';
import { SignedInLayout } from './layouts/signed-in-layout';
import LandingPage from './routes/landing';
import type { PageData, PageQuery } from './page-queries';

/**
 * The route table, and how each route's first paint comes about.
 *
 * Every route's `loader` starts what its page shows as soon as the router matches the URL: the page's
 * code and its queries (`queryClient.ensureQueryData`, so components read the same cache through
 * their hooks). In the browser a loader does not hold the page back: the page renders at once, with
 * its placeholders, while its code, its queries and the session check are on their way. On the server
 * (src/prerender.tsx: `createStaticHandler`) the loaders run to the end, with the request's session,
 * and the page is rendered with their answers; the browser then hydrates with the same answers
 * (src/main.tsx: the query cache, and the router's `hydrationData`).
 *
 * What each route's first paint is, per reader (`firstPaint`, from @common/contracts/first-paint; a
 * route that names none is the empty shell, drawn by the browser once the entry has run):
 *
 * | route                | visitor (no session cookie)          | signed in                                   |
 * | -------------------- | ------------------------------------ | ------------------------------------------- |
 * | `/`                  | prerendered landing page (build)     | server-rendered recipe browser, cards in it |
 * | `/landing`           | prerendered landing page (build)     | shell                                       |
 * | `/recipes`           | shell, then sign-in                  | server-rendered recipe browser, cards in it |
 * | other signed-in ones | shell, then sign-in                  | shell; the page's code and session in parallel |
 * | other public ones    | shell                                | shell                                       |
 *
 * docs/performance.md ("Front door") has the measurements behind this. The landing page is part of
 * the entry (the first thing a visitor sees should not wait for a second download); every other page
 * is its own chunk.
 */
export interface RouteHandle {
  firstPaint?: FirstPaint;
}

type PageImporter = () => Promise<{ default: ComponentType }>;

interface PageRoute {
  page: PageImporter;
  /**
   * Declared in the page's own chunk, so the features' query code stays out of the entry (it would
   * add 2.5 kB to a visitor's landing page, whose budget is 120 kB): its queries start as that chunk
   * arrives, fetched beside the session check.
   */
  data?: () => Promise<PageData>;
}

const recipeBrowserPage = () => import('./routes/recipe-browser');
const recipeBrowserData = () => recipeBrowserPage().then((module) => module.recipeBrowserData);

const signedInRoutes: Record<string, PageRoute> = {
  '/recipes': { page: recipeBrowserPage, data: recipeBrowserData },
  '/recipe/:id': { page: () => import('./routes/recipe-page') },
  '/recipes/new': { page: () => import('./routes/recipe-editor') },
  '/recipes/import': { page: () => import('./routes/recipe-import') },
  '/recipe/:id/edit': { page: () => import('./routes/recipe-editor') },
  '/favorites': { page: () => import('./routes/favorites') },
  '/collections': { page: () => import('./routes/collections') },
  '/collections/:id': { page: () => import('./routes/collection') },
  '/cooking-classes': { page: () => import('./routes/cooking-classes') },
  '/cooking-expert': { page: () => import('./routes/cooking-expert') },
  '/ingredient-search': { page: () => import('./routes/ingredient-search') },
  '/shopping-list': { page: () => import('./routes/shopping-list') },
  '/planner': { page: () => import('./routes/planner') },
  '/household': { page: () => import('./routes/household') },
  '/meal-plans': { page: () => import('./routes/meal-plans') },
  '/meal-plans/:id': { page: () => import('./routes/meal-plan') },
  '/cook-mode/:id': { page: () => import('./routes/cook-mode') },
  '/videos': { page: () => import('./routes/videos') },
  '/saved-videos': { page: () => import('./routes/saved-videos') },
  '/cooking-assistant': { page: () => import('./routes/cooking-assistant') },
  '/admin': { page: () => import('./routes/admin') },
  '/account': { page: () => import('./routes/account') },
};

const publicRoutes: Record<string, PageRoute> = {
  '/subscribe': { page: () => import('./routes/subscribe') },
  '/privacy': { page: () => import('./routes/privacy') },
  '/terms': { page: () => import('./routes/terms') },
  '/contact': { page: () => import('./routes/contact') },
  '/expert/answer/:token': { page: () => import('./routes/expert-answer') },
  '/cuisines': { page: () => import('./routes/cuisines') },
  '/login': { page: () => import('./routes/login') },
  '/reset-password': { page: () => import('./routes/reset-password') },
  '/verify-email': { page: () => import('./routes/verify-email') },
};

/**
 * Starts downloading the current page's code. A hydrating page calls it: its loaders do not run
 * (their answers came with the page), and its code would otherwise be asked for only as it hydrates.
 */
export function preloadCurrentPage(): void {
  const { pathname } = window.location;
  const match = Object.entries({ ...signedInRoutes, ...publicRoutes }).find(([path]) => matchPath(path, pathname));
  match?.[1].page().catch(() => {
    // The route renders its own error state if the chunk cannot load.
  });
}

/** One lazy component per chunk, shared by every router made from this table. */
const lazyPages = new Map<PageImporter, ComponentType>();
const lazyPage = (importer: PageImporter) => {
  let Page = lazyPages.get(importer);
  if (!Page) lazyPages.set(importer, (Page = lazy(importer)));
  return Page;
};
const NotFoundPage = lazy(() => import('./routes/not-found'));
/** Only a return from a payment redirect needs it (the param is what the provider adds to return_url). */
const PAYMENT_RETURN_PARAM = 'payment_intent_client_secret';
const PaymentReturn = lazy(() =>
  import('../features/subscriptions/components/payment-return').then(({ PaymentReturn }) => ({
    default: PaymentReturn,
  })),
);
const RecipeBrowserPage = lazyPage(recipeBrowserPage);

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSkeleton />}>{children}</Suspense>;
}

/** Signed-in routes: skeleton while the session loads, sign-in (then back here) for visitors. */
function RequireUser() {
  const { isLoading, isSignedIn } = useSession();
  const location = useLocation();
  if (isLoading) return <PageSkeleton />;
  if (!isSignedIn) {
    const returnTo = `${location.pathname}${location.search}`;
    window.location.assign(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
    return <PageSkeleton />;
  }
  return (
    <SignedInLayout>
      <Lazy>
        <Outlet />
      </Lazy>
    </SignedInLayout>
  );
}

/**
 * `/`: the landing page for visitors (and while loading), the recipe browser once signed in.
 * It is also the payment provider's return_url, so it reports a redirected payment's outcome.
 */
function Home() {
  const { isSignedIn } = useSession();
  const { search } = useLocation();
  return (
    <>
      {new URLSearchParams(search).has(PAYMENT_RETURN_PARAM) && (
        <Suspense fallback={null}>
          <PaymentReturn />
        </Suspense>
      )}
      {isSignedIn ? (
        <SignedInLayout>
          <Lazy>
            <RecipeBrowserPage />
          </Lazy>
        </SignedInLayout>
      ) : (
        <PublicLayout>
          <Lazy>
            <LandingPage />
          </Lazy>
        </PublicLayout>
      )}
    </>
  );
}

/**
 * Where a page's scroll is kept: per history entry, as the browser does between documents. A new page
 * (a link followed, a search from the header) opens at its top; Back and Forward return to where the
 * cook was on that entry, including each earlier search of the recipe browser (which rewrites its own
 * query without moving the page: `preventScrollReset`). An entry the browser made on its own (a plain
 * `#anchor` link) has no key of the router's: it is kept by its address, so the anchor is scrolled to
 * (below the sticky header: `scroll-padding-top`) rather than to some other entry's place.
 */
const scrollKey: GetScrollRestorationKeyFunction = (location) =>
  location.key === 'default' ? `${location.pathname}${location.search}${location.hash}` : location.key;

function ScrollKeeper() {
  return (
    <>
      <ScrollRestoration getKey={scrollKey} />
      <Outlet />
    </>
  );
}

/**
 * The entry a document was opened on carries no key of the router's, and every such entry would
 * share one (a page opened from a bookmark would open where the last one was left). Keyed here, the
 * key stays with the entry: a reload, or Back from another site, returns to where the cook was.
 */
function keyOpeningEntry() {
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && 'key' in state) return;
  window.history.replaceState({ ...(state ?? {}), key: Math.random().toString(36).slice(2, 10) }, '');
}

const ignoreFailure = () => {
  // What failed here is asked for again by the page's own hooks, which show its error state.
};

export interface RouteOptions {
  /**
   * Whether a loader holds its route until its queries have answered: on the server, which renders
   * once; not in the browser, where the page shows its placeholders meanwhile.
   */
  waitForData: boolean;
  /**
   * Set when whoever asks is known to be signed in (the server renders only for a session): the
   * cook's own queries then start with the others instead of after the session check.
   */
  signedIn?: true;
}

/** The route table for one query cache: the browser's (main.tsx) or one request's (prerender.tsx). */
export function createRoutes(queryClient: QueryClient, { waitForData, signedIn }: RouteOptions): RouteObject[] {
  const ensure = (queries: PageQuery[]) =>
    Promise.all(queries.map((query) => queryClient.ensureQueryData(query))).then(() => null);
  const ensureUser = () => queryClient.ensureQueryData(sessionQueryOptions);
  /** Whether a cook is signed in: known up front, or the session check's answer. */
  const aCook = async () => signedIn ?? Boolean(await ensureUser());
  /** A page's code and data: the cook's own once the session check has answered (a visitor has none). */
  const loadPage = async (url: URL, { page, data }: PageRoute) => {
    const loadData = async () => {
      const { queries, cookQueries } = (await data?.())?.(url) ?? { queries: [], cookQueries: [] };
      await Promise.all([ensure(queries), cookQueries.length && aCook().then((cook) => cook && ensure(cookQueries))]);
    };
    await Promise.all([page(), loadData()]);
  };
  /** Runs `load`, holding the route until it is done only when `waitForData`. */
  const loader =
    (load: (url: URL) => Promise<unknown>) =>
    async ({ request }: LoaderFunctionArgs) => {
      const loading = load(new URL(request.url)).catch(ignoreFailure);
      if (waitForData) await loading;
      return null;
    };
  const pageRoute = (path: string, route: PageRoute): RouteObject => {
    const Page = lazyPage(route.page);
    return {
      path,
      element: <Page />,
      handle: { firstPaint: firstPaintOf(path) } satisfies RouteHandle,
      loader: loader((url) => loadPage(url, route)),
    };
  };

  const routes: RouteObject[] = [
    {
      path: '/',
      element: <Home />,
      handle: { firstPaint: firstPaintOf('/') } satisfies RouteHandle,
      // The recipe browser's, once the session check has found a cook.
      loader: loader((url) =>
        Promise.all([ensureUser(), aCook().then((cook) => (cook ? loadPage(url, signedInRoutes['/recipes']) : null))]),
      ),
    },
    {
      element: <RequireUser />,
      loader: loader(ensureUser),
      children: Object.entries(signedInRoutes).map(([path, route]) => pageRoute(path, route)),
    },
    {
      element: (
        <PublicLayout>
          <Lazy>
            <Outlet />
          </Lazy>
        </PublicLayout>
      ),
      children: [
        {
          path: '/landing',
          element: <LandingPage />,
          handle: { firstPaint: firstPaintOf('/landing') } satisfies RouteHandle,
        },
        ...Object.entries(publicRoutes).map(([path, route]) => pageRoute(path, route)),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
  return [{ element: <ScrollKeeper />, children: routes }];
}

export function createAppRouter(queryClient: QueryClient, hydrationData?: HydrationState) {
  keyOpeningEntry();
  return createBrowserRouter(createRoutes(queryClient, { waitForData: false }), { hydrationData });
}
