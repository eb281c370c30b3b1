/**
 * How deep any paginated list may be read: page × limit at most this many results. An OFFSET costs
 * every row it skips, so `?page=99999&limit=100` on a search was 0.4–0.8 s of database time for one
 * cheap request; past the first thousand results, narrowing the search is the way on.
 */
export const MAX_RESULT_DEPTH = 1000;

/** The pages of `limit` that stay within MAX_RESULT_DEPTH (what a list's `totalPages` can offer). */
export const reachablePages = (total: number, limit: number) =>
  Math.min(Math.ceil(total / limit), Math.floor(MAX_RESULT_DEPTH / limit));

export interface PageRequest {
  page: number;
  limit: number;
}
