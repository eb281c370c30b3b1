import { StrictMode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The whole app around a router: the browser's in main.tsx, a memory router in the build's prerender. */
export function App({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
