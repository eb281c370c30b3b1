import { useQuery } from '@tanstack/react-query';
import type { RecipeDetail } from '@common/contracts/recipes.schema';
import { ApiError, apiGet } from '../../../lib/api';

/** GET /api/recipes/:id, sharing the recipe screens' cache entry; enabled only with an id (spec section 5). */
export function useCookRecipe(id: number | null) {
  return useQuery({
    queryKey: ['/api/recipes', String(id ?? 0)],
    queryFn: () => apiGet<RecipeDetail>(`/api/recipes/${id}`),
    enabled: id !== null,
  });
}

/** True for the server's 403 `premium_required` (a premium-exclusive recipe, viewer not premium). */
export function isPremiumRequired(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  const body = error.body as { code?: string } | null;
  return Boolean(body && typeof body === 'object' && body.code === 'premium_required');
}
