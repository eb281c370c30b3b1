import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CookedEntry, CookedEntryRequest, CookedLog, RecipeNote } from '@common/contracts/collections.schema';
import { apiGet, apiRequest } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

export type { CookedEntry };

const noteUrl = (recipeId: number) => `/api/recipes/${recipeId}/note`;
const cookedUrl = (recipeId: number) => `/api/recipes/${recipeId}/cooked`;
const noteKey = (recipeId: number) => [noteUrl(recipeId)] as const;
const cookedKey = (recipeId: number) => [cookedUrl(recipeId)] as const;

/** GET /api/recipes/:id/note: the cook's private note (text null: none yet). */
export const useRecipeNote = (recipeId: number) =>
  useQuery({ queryKey: noteKey(recipeId), queryFn: () => apiGet<RecipeNote>(noteUrl(recipeId)) });

/** PUT (text) or DELETE (null) /api/recipes/:id/note. */
export function useSaveRecipeNote(recipeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string | null): Promise<RecipeNote> =>
      text === null
        ? (await apiRequest<void>('DELETE', noteUrl(recipeId)), { recipeId, text: null, updatedAt: null })
        : apiRequest<RecipeNote>('PUT', noteUrl(recipeId), { text }),
    onSuccess: (note) => queryClient.setQueryData(noteKey(recipeId), note),
  });
}

/** GET /api/recipes/:id/cooked: when the cook made it, newest first. */
export const useCookedLog = (recipeId: number) =>
  useQuery({
    queryKey: cookedKey(recipeId),
    queryFn: async () => (await apiGet<CookedLog>(cookedUrl(recipeId))).entries,
  });

const useCookedMutation = <Input>(recipeId: number, request: (input: Input) => Promise<unknown>) =>
  useRefreshingMutation(request, cookedKey(recipeId));

export const useLogCooked = (recipeId: number) =>
  useCookedMutation(recipeId, (entry: CookedEntryRequest) =>
    apiRequest<CookedEntry>('POST', cookedUrl(recipeId), entry),
  );

export const useDeleteCooked = (recipeId: number) =>
  useCookedMutation(recipeId, (entryId: string) =>
    apiRequest<void>('DELETE', `${cookedUrl(recipeId)}/${encodeURIComponent(entryId)}`),
  );
