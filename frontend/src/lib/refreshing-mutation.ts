import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

// Its own module, apart from the query client the entry loads: useMutation stays out of the first page's code.
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
