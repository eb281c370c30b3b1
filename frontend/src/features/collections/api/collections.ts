import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CollectionDetail,
  CollectionList,
  CollectionSummary,
  RecipeCollections,
} from '@common/contracts/collections.schema';
import type { CollectionVisibility } from '@common/contracts/collections';
import { apiGet, apiRequest } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { COLLECTIONS_QUERY_KEY } from '../../../lib/query-keys';

export type { CollectionDetail, CollectionSummary, CollectionVisibility };

const COLLECTIONS_URL = COLLECTIONS_QUERY_KEY[0];
const collectionsKey = COLLECTIONS_QUERY_KEY;
const collectionUrl = (id: string) => `${COLLECTIONS_URL}/${encodeURIComponent(id)}`;
const collectionKey = (id: string) => [COLLECTIONS_URL, id] as const;
const holdingKey = (recipeId: number) => [COLLECTIONS_URL, 'holding', recipeId] as const;

/** GET /api/collections: the cook's collections in their order, then those their household shares. */
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
const useCollectionsMutation = <Input, Output>(request: (input: Input) => Promise<Output>) =>
  useRefreshingMutation(request, collectionsKey);

export const useCreateCollection = () =>
  useCollectionsMutation((input: { name: string; clientKey?: string }) =>
    apiRequest<CollectionSummary>('POST', COLLECTIONS_URL, input),
  );

/** PATCH /api/collections/:id: a new name, or (its owner) who sees it. */
export const useUpdateCollection = () =>
  useCollectionsMutation(({ id, ...changes }: { id: string; name?: string; visibility?: CollectionVisibility }) =>
    apiRequest<CollectionSummary>('PATCH', collectionUrl(id), changes),
  );

export const useDeleteCollection = () =>
  useCollectionsMutation((id: string) => apiRequest<void>('DELETE', collectionUrl(id)));

/** PUT or DELETE /api/collections/:id/recipes/:recipeId (both idempotent). */
export const useSetInCollection = () =>
  useCollectionsMutation(({ id, recipeId, saved }: { id: string; recipeId: number; saved: boolean }) =>
    apiRequest<unknown>(saved ? 'PUT' : 'DELETE', `${collectionUrl(id)}/recipes/${recipeId}`),
  );

/**
 * A PUT of a new order of `key`'s data: the new order shows at once, the server's answer replaces it,
 * and a refusal puts the old order back.
 */
function useOrderMutation<Data, Id>(
  key: readonly unknown[],
  request: (ids: Id[]) => Promise<Data>,
  reordered: (before: Data, ids: Id[]) => Data,
  onSaved?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const before = queryClient.getQueryData<Data>(key);
      if (before) queryClient.setQueryData<Data>(key, reordered(before, ids));
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      onSaved?.();
    },
  });
}

/** `items` in the order of `ids` (any not named are dropped). */
const inOrder = <T extends { id: Id }, Id>(items: T[], ids: Id[]) => {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

/** PUT /api/collections/:id/order: the recipes the cook sees, in their new order. */
export function useReorderCollection(id: string) {
  const queryClient = useQueryClient();
  return useOrderMutation<CollectionDetail, number>(
    collectionKey(id),
    (recipeIds) => apiRequest<CollectionDetail>('PUT', `${collectionUrl(id)}/order`, { recipeIds }),
    (before, recipeIds) => ({ ...before, recipes: inOrder(before.recipes, recipeIds) }),
    () => void queryClient.invalidateQueries({ queryKey: collectionsKey, exact: true }),
  );
}

/** PUT /api/collections/order: the cook's own collections in their new order (shared ones stay after them). */
export const useReorderCollections = () =>
  useOrderMutation<CollectionSummary[], string>(
    collectionsKey,
    async (collectionIds) =>
      (await apiRequest<CollectionList>('PUT', `${COLLECTIONS_URL}/order`, { collectionIds })).collections,
    (before, ids) => [...inOrder(before, ids), ...before.filter((collection) => !collection.mine)],
  );
