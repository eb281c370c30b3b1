import type { RecipeSummary } from './recipes.schema';

/** GET /api/favorites: the cook's saved recipes. */
export interface FavoritesResponse {
  recipes: RecipeSummary[];
  total: number;
}

/** PUT and DELETE /api/favorites/:recipeId */
export interface FavoriteChanged {
  recipeId: number;
  saved: boolean;
}
