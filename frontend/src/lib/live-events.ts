import type { QueryClient } from '@tanstack/react-query';
import type { LiveEventData, LiveStreamEvent } from '@common/contracts/events.schema';
import {
  AISLE_ORDER_QUERY_KEY,
  COLLECTIONS_QUERY_KEY,
  HOUSEHOLD_QUERY_KEY,
  PLANNER_QUERY_KEY,
  RECIPES_QUERY_KEY,
  SHOPPING_LIST_QUERY_KEY,
  SHOPPING_LISTS_QUERY_KEY,
} from './query-keys';
import { sessionQueryOptions } from './session';

/** A query to refresh: a key, and whether only that exact key (not the queries it prefixes). */
type Refresh = { queryKey: readonly string[]; exact?: boolean };

/**
 * `list.changed` names the named list that changed; without a name, the default list changed (its
 * key is exact: named lists' keys extend it) or the household's aisle order did. The lists' names
 * and counts follow either way.
 */
function listRefreshes(data: Partial<LiveEventData>): Refresh[] {
  const lists = { queryKey: SHOPPING_LISTS_QUERY_KEY };
  if (data.listId) return [{ queryKey: [...SHOPPING_LIST_QUERY_KEY, data.listId] }, lists];
  return [{ queryKey: SHOPPING_LIST_QUERY_KEY, exact: true }, { queryKey: AISLE_ORDER_QUERY_KEY }, lists];
}

const everyList = [
  { queryKey: SHOPPING_LIST_QUERY_KEY },
  { queryKey: SHOPPING_LISTS_QUERY_KEY },
  { queryKey: AISLE_ORDER_QUERY_KEY },
];

/** What each event refreshes: only the data that changed (resync: everything it could have missed). */
const REFRESHES: Record<LiveStreamEvent, (data: Partial<LiveEventData>) => Refresh[]> = {
  'list.changed': listRefreshes,
  'planner.changed': () => [{ queryKey: PLANNER_QUERY_KEY }],
  // Who is in it decides whose lists and week the cook shares, and whose shared recipes and collections they see.
  'household.changed': () => [
    { queryKey: HOUSEHOLD_QUERY_KEY },
    ...everyList,
    { queryKey: PLANNER_QUERY_KEY },
    { queryKey: RECIPES_QUERY_KEY },
    { queryKey: COLLECTIONS_QUERY_KEY },
  ],
  'collections.changed': () => [{ queryKey: COLLECTIONS_QUERY_KEY }],
  resync: () => [
    ...everyList,
    { queryKey: PLANNER_QUERY_KEY },
    { queryKey: HOUSEHOLD_QUERY_KEY },
    { queryKey: COLLECTIONS_QUERY_KEY },
  ],
};

/** An event's data, or nothing when it cannot be read (the event still refreshes what its type names). */
function dataOf(event: Event): Partial<LiveEventData> {
  try {
    return JSON.parse(String((event as MessageEvent).data)) as Partial<LiveEventData>;
  } catch {
    return {};
  }
}

/**
 * Marks `filters`' queries out of date and refetches those on screen. A query still being fetched (a
 * page's loader, before the page shows) may answer from before the change, and its answer would clear
 * the mark: it is marked again once that answer is in.
 */
function invalidate(queryClient: QueryClient, filters: Refresh): void {
  const cache = queryClient.getQueryCache();
  const inFlight = new Set(cache.findAll({ ...filters, fetchStatus: 'fetching' }));
  void queryClient.invalidateQueries(filters);
  if (inFlight.size === 0) return;
  const unsubscribe = cache.subscribe(({ query }) => {
    if (!inFlight.has(query) || query.state.fetchStatus !== 'idle') return;
    inFlight.delete(query);
    if (inFlight.size === 0) unsubscribe();
    void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
  });
}

/**
 * Refetches `keys` now, or once this screen's own writes have settled: a list answered while a tick of
 * ours is on its way would show the line unticked for a moment.
 */
export function refreshWhenIdle(queryClient: QueryClient, refreshes: Refresh[]): void {
  const refresh = () => {
    for (const filters of refreshes) invalidate(queryClient, filters);
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
  for (const [type, refreshes] of Object.entries(REFRESHES)) {
    source.addEventListener(type, (event) => refreshWhenIdle(queryClient, refreshes(dataOf(event))));
  }
  source.onerror = () => {
    if (source.readyState === EventSource.CLOSED)
      void queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
  };
  return () => source.close();
}
