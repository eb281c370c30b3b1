import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Outlet, useLocation } from 'react-router-dom';
import { PageSkeleton } from '../components/ui/skeleton';
import { useUser } from '../features/auth/api/get-user';
import { PublicLayout } from './layouts/public-layout';
import { SignedInLayout } from './layouts/signed-in-layout';
import { ComingSoon } from './routes/coming-soon';

const LandingPage = lazy(() => import('./routes/landing'));
const LoginPage = lazy(() => import('./routes/login'));
const ResetPasswordPage = lazy(() => import('./routes/reset-password'));
const NotFoundPage = lazy(() => import('./routes/not-found'));

function soon(title: string): ComponentType {
  return function Soon() {
    return <ComingSoon title={title} />;
  };
}

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
  const RecipeBrowser = signedInPages['/recipes'];
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
      <RecipeBrowser />
    </SignedInLayout>
  );
}

const signedInPages: Record<string, ComponentType> = {
  '/recipes': soon('Recipes'),
  '/recipe/:id': soon('Recipe'),
  '/favorites': soon('My Saved Recipes'),
  '/cooking-classes': soon('Masterclasses'),
  '/cooking-expert': soon('Ask a Cooking Expert'),
  '/ingredient-search': soon('Cook with What You Have'),
  '/shopping-list': soon('Shopping List'),
  '/meal-plans': soon('Meal Plans'),
  '/meal-plans/:id': soon('Meal Plan'),
  '/cook-mode/:id': soon('Cook Mode'),
  '/videos': soon('Cooking Skills Videos'),
  '/saved-videos': soon('Saved Videos'),
  '/cooking-assistant': soon('AI Cooking Assistant'),
  '/admin': soon('Operations'),
};

const publicPages: Record<string, ComponentType> = {
  '/landing': LandingPage,
  '/subscribe': soon('Choose your plan'),
  '/privacy': soon('Privacy Policy'),
  '/terms': soon('Terms of Service'),
  '/contact': soon('Contact us'),
  '/cuisines': soon('Cuisines'),
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
