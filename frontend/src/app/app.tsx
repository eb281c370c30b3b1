import { StrictMode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The whole app around a router: the browser's in main.tsx, a memory router in the server render
 * (prerender.tsx). `queryClient` is given when answers are already in it (server-rendered pages).
 */
export function App({ router, queryClient }: { router: AppRouter; queryClient?: QueryClient }) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
