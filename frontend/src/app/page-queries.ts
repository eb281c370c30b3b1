import type { QueryClient } from '@tanstack/react-query';

/** What a loader asks the query cache to hold (the feature's own query options). */
export type PageQuery = Parameters<QueryClient['ensureQueryData']>[0];

/**
 * What a page's first screen shows at a URL: `queries` anyone may ask for, started at once;
 * `cookQueries`, a signed-in cook's own, started once the session check says someone is signed in.
 */
export type PageData = (url: URL) => { queries: PageQuery[]; cookQueries: PageQuery[] };
