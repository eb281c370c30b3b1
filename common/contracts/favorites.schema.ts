import { z } from 'zod';
import { defineRoutes, get } from './api.schema';
import { recipeSummary } from './recipes.schema';

export const favoriteRecipeParam = z.object({ recipeId: z.coerce.number().int().min(1).max(2_147_483_647) });

/** GET /api/favorites: the cook's saved recipes. */
export const favoritesList = z.object({ recipes: z.array(recipeSummary), total: z.number().int() });
export type FavoritesList = z.infer<typeof favoritesList>;

const favoriteState = (saved: boolean) => z.object({ recipeId: z.number().int(), saved: z.literal(saved) });

export const favoritesApi = defineRoutes({
  list: get('/api/favorites', "The cook's saved recipes", favoritesList),
  save: {
    method: 'put',
    path: '/api/favorites/:recipeId',
    summary: 'Save a recipe',
    params: favoriteRecipeParam,
    responses: { 200: favoriteState(true) },
  },
  remove: {
    method: 'delete',
    path: '/api/favorites/:recipeId',
    summary: 'Forget a saved recipe',
    params: favoriteRecipeParam,
    responses: { 200: favoriteState(false) },
  },
});
