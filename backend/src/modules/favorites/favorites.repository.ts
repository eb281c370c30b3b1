import type { Executor } from '../../platform/db';

/** Every query is scoped to its owner: a user reaches only their own favorites. */
export const favoriteRecipeIds = async (db: Executor, userId: string): Promise<number[]> =>
  (await db('favorites').where({ user_id: userId }).orderBy('created_at', 'desc').select('recipe_id')).map(
    (row: { recipe_id: number }) => row.recipe_id,
  );

export const addFavorite = (db: Executor, userId: string, recipeId: number) =>
  db('favorites').insert({ user_id: userId, recipe_id: recipeId }).onConflict(['user_id', 'recipe_id']).ignore();

export const removeFavorite = (db: Executor, userId: string, recipeId: number) =>
  db('favorites').where({ user_id: userId, recipe_id: recipeId }).del();
