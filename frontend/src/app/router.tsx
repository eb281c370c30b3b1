import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, matchPath, Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { PageSkeleton } from '../components/ui/skeleton';
import { useSession } from '../lib/session';
import { startEarly } from '../lib/early-get';
import { PaymentReturn } from '../features/subscriptions/components/payment-return';
import { PublicLayout } from './layouts/public-layout';
import { SignedInLayout } from './layouts/signed-in-layout';
import LandingPage from './routes/landing';

type PageImporter = () => Promise<{ default: ComponentType }>;

// The landing page is part of the entry: it is the first thing a visitor sees, so it should not wait
// for a second download. Every other page is its own chunk.
const signedInRoutes: Record<string, PageImporter> = {
  '/recipes': () => import('./routes/recipe-browser'),
  '/recipe/:id': () => import('./routes/recipe-page'),
  '/favorites': () => import('./routes/favorites'),
  '/cooking-classes': () => import('./routes/cooking-classes'),
  '/cooking-expert': () => import('./routes/cooking-expert'),
  '/ingredient-search': () => import('./routes/ingredient-search'),
  '/shopping-list': () => import('./routes/shopping-list'),
  '/meal-plans': () => import('./routes/meal-plans'),
  '/meal-plans/:id': () => import('./routes/meal-plan'),
  '/cook-mode/:id': () => import('./routes/cook-mode'),
  '/videos': () => import('./routes/videos'),
  '/saved-videos': () => import('./routes/saved-videos'),
  '/cooking-assistant': () => import('./routes/cooking-assistant'),
  '/admin': () => import('./routes/admin'),
  '/account': () => import('./routes/account'),
};

const publicRoutes: Record<string, PageImporter> = {
  '/subscribe': () => import('./routes/subscribe'),
  '/privacy': () => import('./routes/privacy'),
  '/terms': () => import('./routes/terms'),
  '/contact': () => import('./routes/contact'),
  '/expert/answer/:token': () => import('./routes/expert-answer'),
  '/cuisines': () => import('./routes/cuisines'),
  '/login': () => import('./routes/login'),
  '/reset-password': () => import('./routes/reset-password'),
  '/verify-email': () => import('./routes/verify-email'),
};

const NotFoundPage = lazy(() => import('./routes/not-found'));
const RecipeBrowserPage = lazy(signedInRoutes['/recipes']);

/**
 * Starts downloading the opened page's chunk while the entry still checks the session, instead of
 * after: the two requests overlap rather than queue.
 */
function preloadCurrentPage() {
  if (typeof window === 'undefined') return;
  const { pathname } = window.location;
  const match = Object.entries({ ...signedInRoutes, ...publicRoutes }).find(([path]) => matchPath(path, pathname));
  match?.[1]().catch(() => {
    // The route renders its own error state if the chunk cannot load.
  });
  // The recipe browser's first page, alongside the session check rather than after it. The URL is
  // recipeListUrl({ page: 1 }) (features/recipes/api/get-recipes.ts), spelled out to keep that code
  // out of the entry; filtered views are asked for when their chunk loads (routes/recipe-browser.tsx).
  if (pathname === '/recipes' && !window.location.search) startEarly('/api/recipes?page=1&limit=24');
}
// In a task of its own, not in the entry's evaluation (already the load's longest task): each
// preload appends <link rel="modulepreload"> elements, a few milliseconds on a large page.
if (typeof window !== 'undefined') setTimeout(preloadCurrentPage);

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
  return (
    <>
      <PaymentReturn />
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

const lazyPages = (routes: Record<string, PageImporter>): Record<string, ComponentType> =>
  Object.fromEntries(
    Object.entries(routes).map(([path, importer]) => [path, path === '/recipes' ? RecipeBrowserPage : lazy(importer)]),
  );

const signedInPages = lazyPages(signedInRoutes);
const publicPages: Record<string, ComponentType> = { '/landing': LandingPage, ...lazyPages(publicRoutes) };

export const routePaths = ['/', ...Object.keys(signedInPages), ...Object.keys(publicPages)];

/**
 * Paths the build prerenders as a visitor sees them (vite.config.ts, prerender.tsx); the server sends
 * that HTML to requests without a session cookie, and main.tsx hydrates it.
 */
export const prerenderedPaths = ['/', '/landing'];

/** The route table, shared by the browser router and the build's prerender (a memory router). */
export const routes: RouteObject[] = [
  { path: '/', element: <Home /> },
  {
    element: <RequireUser />,
    children: Object.entries(signedInPages).map(([path, Page]) => ({ path, element: <Page /> })),
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
      ...Object.entries(publicPages).map(([path, Page]) => ({ path, element: <Page /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
