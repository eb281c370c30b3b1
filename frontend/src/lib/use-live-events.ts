import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from './session';

/**
 * The signed-in cook's live changes, for as long as the calling screen is shown and they are signed in.
 * The stream's code (live-events.ts) loads once a cook is signed in, off the landing page's download.
 */
export function useLiveEvents(): void {
  const queryClient = useQueryClient();
  const { isSignedIn } = useSession();
  useEffect(() => {
    if (!isSignedIn || typeof EventSource === 'undefined') return;
    let close: (() => void) | undefined;
    let left = false;
    void import('./live-events').then(({ openLiveEvents }) => {
      if (!left) close = openLiveEvents(queryClient);
    });
    return () => {
      left = true;
      close?.();
    };
  }, [isSignedIn, queryClient]);
}
