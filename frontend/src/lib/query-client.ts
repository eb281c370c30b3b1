import { QueryClient, queryOptions, type QueryFunction } from '@tanstack/react-query';
import { apiGet } from './api';

/** The spec's default fetcher: query key parts joined with '/' form the URL. */
const defaultQueryFn: QueryFunction = ({ queryKey }) => apiGet(queryKey.join('/'));

/** A query for GET `url`, cached under `[url]`. */
export const apiGetQuery = <T>(url: string) => queryOptions({ queryKey: [url], queryFn: () => apiGet<T>(url) });

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
