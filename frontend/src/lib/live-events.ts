import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiveStreamEvent } from '@common/contracts/events.schema';
import { HOUSEHOLD_QUERY_KEY, PLANNER_QUERY_KEY, RECIPES_QUERY_KEY, SHOPPING_LIST_QUERY_KEY } from './query-keys';
import { sessionQueryOptions, useSession } from './session';

/** What each event refreshes: only the data that changed (resync: everything it could have missed). */
const REFRESHES: Record<LiveStreamEvent, ReadonlyArray<readonly string[]>> = {
  'list.changed': [SHOPPING_LIST_QUERY_KEY],
  'planner.changed': [PLANNER_QUERY_KEY],
  // Who is in it decides whose list and week the cook shares, and whose shared recipes they see.
  'household.changed': [HOUSEHOLD_QUERY_KEY, SHOPPING_LIST_QUERY_KEY, PLANNER_QUERY_KEY, RECIPES_QUERY_KEY],
  resync: [SHOPPING_LIST_QUERY_KEY, PLANNER_QUERY_KEY, HOUSEHOLD_QUERY_KEY],
};

/**
 * Refetches `keys` now, or once this screen's own writes have settled: a list answered while a tick of
 * ours is on its way would show the line unticked for a moment.
 */
function refreshWhenIdle(queryClient: QueryClient, keys: ReadonlyArray<readonly string[]>): void {
  const refresh = () => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  if (queryClient.isMutating() === 0) return refresh();
  const unsubscribe = queryClient.getMutationCache().subscribe(() => {
    if (queryClient.isMutating() > 0) return;
    unsubscribe();
    refresh();
  });
}

/**
 * Opens GET /api/events and refreshes what another device or tab changed. The browser's EventSource
 * reconnects by itself and resumes from the last event id; a stream the server refuses (the session
 * ended) closes for good, and the session is asked again so the app sees the visitor.
 */
export function openLiveEvents(queryClient: QueryClient): () => void {
  const source = new EventSource('/api/events');
  for (const [event, keys] of Object.entries(REFRESHES)) {
    source.addEventListener(event, () => refreshWhenIdle(queryClient, keys));
  }
  source.onerror = () => {
    if (source.readyState === EventSource.CLOSED)
      void queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
  };
  return () => source.close();
}

/** The signed-in cook's live changes, for as long as the calling screen is shown and they are signed in. */
export function useLiveEvents(): void {
  const queryClient = useQueryClient();
  const { isSignedIn } = useSession();
  useEffect(() => {
    if (!isSignedIn || typeof EventSource === 'undefined') return;
    return openLiveEvents(queryClient);
  }, [isSignedIn, queryClient]);
}
