import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast';
import { sessionQueryOptions } from '../lib/session';
import { setUnauthorizedHandler } from '../lib/api';
import { createQueryClient } from '../lib/query-client';
import { AppUpdatePrompt } from './app-update';

/** Whether anything a cook leaves behind may be on this device (a cheap look before loading sign-out.ts). */
async function deviceMayHoldCookData(): Promise<boolean> {
  try {
    if (window.localStorage.length > 0) return true;
  } catch {
    // storage disabled
  }
  return typeof caches !== 'undefined' && (await caches.keys()).some((key) => key.endsWith('-data'));
}

/**
 * A 401 means the session is over (logged out in another tab, password changed or "sign out
 * everywhere" on another device, expired): if this page had a cook, or the answer is the session
 * check's (a reload after the session ended elsewhere), the device forgets the cook before the app
 * moves on. The code for it loads only then.
 */
function useForgetCookOnUnauthorized(queryClient: QueryClient) {
  useEffect(
    () =>
      setUnauthorizedHandler(async (path) => {
        const hadCook = Boolean(queryClient.getQueryData(sessionQueryOptions.queryKey));
        if (!hadCook && (path !== sessionQueryOptions.queryKey[0] || !(await deviceMayHoldCookData()))) return;
        const { forgetSignedInUser } = await import('./sign-out');
        await forgetSignedInUser(queryClient);
      }),
    [queryClient],
  );
}

/** App-wide providers. Tooltips are provided by the signed-in layout, the only place that has them. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useForgetCookOnUnauthorized(client);
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        {children}
        <AppUpdatePrompt />
      </ToastProvider>
    </QueryClientProvider>
  );
}
