import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Outlet, useLocation } from 'react-router-dom';
import { PageSkeleton } from '../components/ui/skeleton';
import { useUser } from '../features/auth/api/get-user';
import { PublicLayout } from './layouts/public-layout';
import { SignedInLayout } from './layouts/signed-in-layout';

const LandingPage = lazy(() => import('./routes/landing'));
const LoginPage = lazy(() => import('./routes/login'));
const ResetPasswordPage = lazy(() => import('./routes/reset-password'));
const NotFoundPage = lazy(() => import('./routes/not-found'));
const RecipeBrowserPage = lazy(() => import('./routes/recipe-browser'));
const RecipePage = lazy(() => import('./routes/recipe-page'));
const IngredientSearchPage = lazy(() => import('./routes/ingredient-search'));
const CuisinesPage = lazy(() => import('./routes/cuisines'));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSkeleton />}>{children}</Suspense>;
}

/** Signed-in routes: skeleton while the session loads, sign-in (then back here) for visitors. */
function RequireUser() {
  const { isLoading, isSignedIn } = useUser();
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

/** `/`: the landing page for visitors (and while loading), the recipe browser once signed in. */
function Home() {
  const { isSignedIn } = useUser();
  if (!isSignedIn)
    return (
      <PublicLayout>
        <Lazy>
          <LandingPage />
        </Lazy>
      </PublicLayout>
    );
  return (
    <SignedInLayout>
      <Lazy>
        <RecipeBrowserPage />
      </Lazy>
    </SignedInLayout>
  );
}

const signedInPages: Record<string, ComponentType> = {
  '/recipes': RecipeBrowserPage,
  '/recipe/:id': RecipePage,
  '/favorites': lazy(() => import('./routes/favorites')),
  '/cooking-classes': lazy(() => import('./routes/cooking-classes')),
  '/cooking-expert': lazy(() => import('./routes/cooking-expert')),
  '/ingredient-search': IngredientSearchPage,
  '/shopping-list': lazy(() => import('./routes/shopping-list')),
  '/meal-plans': lazy(() => import('./routes/meal-plans')),
  '/meal-plans/:id': lazy(() => import('./routes/meal-plan')),
  '/cook-mode/:id': lazy(() => import('./routes/cook-mode')),
  '/videos': lazy(() => import('./routes/videos')),
  '/saved-videos': lazy(() => import('./routes/saved-videos')),
  '/cooking-assistant': lazy(() => import('./routes/cooking-assistant')),
  '/admin': lazy(() => import('./routes/admin')),
};

const publicPages: Record<string, ComponentType> = {
  '/landing': LandingPage,
  '/subscribe': lazy(() => import('./routes/subscribe')),
  '/privacy': lazy(() => import('./routes/privacy')),
  '/terms': lazy(() => import('./routes/terms')),
  '/contact': lazy(() => import('./routes/contact')),
  '/expert/answer/:token': lazy(() => import('./routes/expert-answer')),
  '/cuisines': CuisinesPage,
  '/login': LoginPage,
  '/reset-password': ResetPasswordPage,
};

export const routePaths = ['/', ...Object.keys(signedInPages), ...Object.keys(publicPages)];

export const router = createBrowserRouter([
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
]);
