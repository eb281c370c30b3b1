import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportedDraft } from '@common/contracts/recipe-import.schema';
import type { RecipeDetail } from '@common/contracts/recipes.schema';
import { apiRequest, apiUpload } from '../../../lib/api';
import { recipeQueryOptions } from '../../../lib/queries/get-recipe';

/** POST /api/recipes/import-url: the server reads the page and saves its recipe as the cook's own. */
export function useImportUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => apiRequest<RecipeDetail>('POST', '/api/recipes/import-url', { url }),
    onSuccess: (recipe) => {
      queryClient.setQueryData(recipeQueryOptions(recipe.id).queryKey, recipe);
      void queryClient.invalidateQueries({ queryKey: ['/api/recipes', 'list'] });
    },
  });
}

/** POST /api/recipes/import-text: pasted text read into a draft (nothing saved). */
export function useImportText() {
  return useMutation({
    mutationFn: (text: string) => apiRequest<ImportedDraft>('POST', '/api/recipes/import-text', { text }),
  });
}

/** POST /api/recipes/import-file: a JSON-LD or Mealie file read into drafts (nothing saved). */
export function useImportFile() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiUpload<{ drafts: ImportedDraft[] }>('/api/recipes/import-file', form);
    },
  });
}
