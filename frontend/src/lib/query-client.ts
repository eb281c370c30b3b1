import {
  QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryFunction,
  type QueryKey,
} from '@tanstack/react-query';
import { apiGet } from './api';

/** The spec's default fetcher: query key parts joined with '/' form the URL. */
const defaultQueryFn: QueryFunction = ({ queryKey }) => apiGet(queryKey.join('/'));

/** A query for GET `url`, cached under `[url]`. */
export const apiGetQuery = <T>(url: string) => queryOptions({ queryKey: [url], queryFn: () => apiGet<T>(url) });

/**
 * A change sent to the server, after which the queries under `queryKey` are read again: once it has
 * succeeded, or (`refreshAfterFailure`) whatever the answer, where a failure may mean the screen is stale.
 */
export function useRefreshingMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  queryKey: QueryKey,
  { refreshAfterFailure = false }: { refreshAfterFailure?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  return useMutation({
    mutationFn,
    ...(refreshAfterFailure ? { onSettled: refresh } : { onSuccess: refresh }),
  });
}

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
