import type { Executor } from '../../platform/db';

/** All queries are scoped to the owner's user id. */
export interface ListRecipeRow {
  recipe_id: number;
  servings: number | null;
}

export const listRecipes = (db: Executor, userId: string): Promise<ListRecipeRow[]> =>
  db('shopping_list_recipes').where({ user_id: userId }).orderBy('added_at').select('recipe_id', 'servings');

export const upsertListRecipes = (
  db: Executor,
  userId: string,
  rows: Array<{ recipeId: number; servings: number | null }>,
) =>
  db('shopping_list_recipes')
    .insert(rows.map((row) => ({ user_id: userId, recipe_id: row.recipeId, servings: row.servings })))
    .onConflict(['user_id', 'recipe_id'])
    .merge(['servings']);

export const setListRecipeServings = (db: Executor, userId: string, recipeId: number, servings: number) =>
  db('shopping_list_recipes').where({ user_id: userId, recipe_id: recipeId }).update({ servings });

export const deleteListRecipe = (db: Executor, userId: string, recipeId: number) =>
  db('shopping_list_recipes').where({ user_id: userId, recipe_id: recipeId }).del();

export const customItems = (db: Executor, userId: string): Promise<Array<{ id: string; text: string }>> =>
  db('shopping_list_custom_items').where({ user_id: userId }).orderBy('created_at').select('id', 'text');

/** Keyed by a client-chosen id, so a replayed offline add is a no-op. */
export const insertCustomItem = (db: Executor, userId: string, id: string, text: string) =>
  db('shopping_list_custom_items').insert({ id, user_id: userId, text }).onConflict('id').ignore();

export const completedKeys = async (db: Executor, userId: string): Promise<Set<string>> =>
  new Set(
    (await db('shopping_list_completed').where({ user_id: userId }).select('item_key')).map(
      (row: { item_key: string }) => row.item_key,
    ),
  );

export const markCompleted = (db: Executor, userId: string, itemKey: string) =>
  db('shopping_list_completed')
    .insert({ user_id: userId, item_key: itemKey })
    .onConflict(['user_id', 'item_key'])
    .ignore();

/** Removes the tick of an item, whatever amount it was given for ("<id>@<amount>"). */
export const unmarkCompleted = (db: Executor, userId: string, itemId: string) =>
  db('shopping_list_completed')
    .where({ user_id: userId })
    .andWhere((where) => where.where('item_key', itemId).orWhere('item_key', 'like', `${itemId}@%`))
    .del();

/** Drops every tick not in `keep` (lines gone, or whose amount changed). */
export const keepCompleted = (db: Executor, userId: string, keep: readonly string[]) =>
  db('shopping_list_completed').where({ user_id: userId }).whereNotIn('item_key', keep).del();

export const clearCompleted = (db: Executor, userId: string) =>
  db('shopping_list_completed').where({ user_id: userId }).del();

export async function clearList(db: Executor, userId: string): Promise<void> {
  await db('shopping_list_recipes').where({ user_id: userId }).del();
  await db('shopping_list_custom_items').where({ user_id: userId }).del();
  await clearCompleted(db, userId);
}
