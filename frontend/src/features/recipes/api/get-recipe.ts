import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecipeDetail } from '@common/contracts/recipes.schema';
import { ApiError, apiGet } from '../../../lib/api';

/** What a 403 `premium_required` answer carries instead of the recipe. */
export interface PremiumUpsell {
  title: string;
  message: string;
  price: string;
  upgradeUrl: string;
  recipe?: { id: number; name: string; description: string | null };
}

export const getRecipe = (id: number) => apiGet<RecipeDetail>(`/api/recipes/${id}`);

export const recipeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['/api/recipes', String(id)],
    queryFn: () => getRecipe(id),
  });

/** The whole recipe. A premium-exclusive recipe answers 403 for free users: see premiumUpsellOf. */
export function useRecipe(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return useQuery({ ...recipeQueryOptions(valid ? id : 0), enabled: valid });
}

/** The upsell payload when the error is the server's 403 premium_required, else null. */
export function premiumUpsellOf(error: unknown): PremiumUpsell | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const body = error.body as { code?: string; upsell?: PremiumUpsell } | null;
  if (!body || typeof body !== 'object' || body.code !== 'premium_required') return null;
  return (
    body.upsell ?? {
      title: 'A Premium Chef recipe',
      message: 'This recipe is one of the exclusive monthly recipes for Premium Chef members.',
      price: '$9.99/month',
      upgradeUrl: '/subscribe',
    }
  );
}
