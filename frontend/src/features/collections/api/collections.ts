import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CollectionDetail,
  CollectionList,
  CollectionSummary,
  RecipeCollections,
} from '@common/contracts/collections.schema';
import { apiGet, apiRequest } from '../../../lib/api';

export type { CollectionDetail, CollectionSummary };

const COLLECTIONS_URL = '/api/collections';
const collectionsKey = [COLLECTIONS_URL] as const;
const collectionUrl = (id: string) => `${COLLECTIONS_URL}/${encodeURIComponent(id)}`;
const collectionKey = (id: string) => [COLLECTIONS_URL, id] as const;
const holdingKey = (recipeId: number) => [COLLECTIONS_URL, 'holding', recipeId] as const;

/** GET /api/collections: the cook's collections in their order. */
export const useCollections = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: collectionsKey,
    queryFn: async () => (await apiGet<CollectionList>(COLLECTIONS_URL)).collections,
    enabled,
  });

/** GET /api/collections/:id: one collection with its recipes in order (no retry: a 404 stays one). */
export const useCollection = (id: string) =>
  useQuery({
    queryKey: collectionKey(id),
    queryFn: () => apiGet<CollectionDetail>(collectionUrl(id)),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });

/** GET /api/recipes/:id/collection-ids: which of the cook's collections hold the recipe. */
export const useCollectionsHolding = (recipeId: number, enabled: boolean) =>
  useQuery({
    queryKey: holdingKey(recipeId),
    queryFn: async () =>
      new Set((await apiGet<RecipeCollections>(`/api/recipes/${recipeId}/collection-ids`)).collectionIds),
    enabled,
  });

/** A change to collections: every collections query (list, detail, which hold a recipe) is read again. */
function useCollectionsMutation<Input, Output>(request: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionsKey }),
  });
}

export const useCreateCollection = () =>
  useCollectionsMutation((input: { name: string; clientKey?: string }) =>
    apiRequest<CollectionSummary>('POST', COLLECTIONS_URL, input),
  );

export const useRenameCollection = () =>
  useCollectionsMutation(({ id, name }: { id: string; name: string }) =>
    apiRequest<CollectionSummary>('PATCH', collectionUrl(id), { name }),
  );

export const useDeleteCollection = () =>
  useCollectionsMutation((id: string) => apiRequest<void>('DELETE', collectionUrl(id)));

/** PUT or DELETE /api/collections/:id/recipes/:recipeId (both idempotent). */
export const useSetInCollection = () =>
  useCollectionsMutation(({ id, recipeId, saved }: { id: string; recipeId: number; saved: boolean }) =>
    apiRequest<unknown>(saved ? 'PUT' : 'DELETE', `${collectionUrl(id)}/recipes/${recipeId}`),
  );

/**
 * PUT /api/collections/:id/order. The new order shows at once; the server's answer replaces it, and a
 * refusal puts the old order back.
 */
export function useReorderCollection(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recipeIds: number[]) =>
      apiRequest<CollectionDetail>('PUT', `${collectionUrl(id)}/order`, { recipeIds }),
    onMutate: async (recipeIds) => {
      await queryClient.cancelQueries({ queryKey: collectionKey(id) });
      const before = queryClient.getQueryData<CollectionDetail>(collectionKey(id));
      if (before) {
        const byId = new Map(before.recipes.map((recipe) => [recipe.id, recipe]));
        const recipes = recipeIds.flatMap((recipeId) => byId.get(recipeId) ?? []);
        queryClient.setQueryData<CollectionDetail>(collectionKey(id), { ...before, recipes });
      }
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(collectionKey(id), context.before);
    },
    onSuccess: (detail) => {
      queryClient.setQueryData(collectionKey(id), detail);
      void queryClient.invalidateQueries({ queryKey: collectionsKey, exact: true });
    },
  });
}
