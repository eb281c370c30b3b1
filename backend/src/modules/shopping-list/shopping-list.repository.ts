import { AISLES, DEFAULT_LIST_NAME, type Aisle } from '@common/contracts/shopping-list';
import type { Knex } from 'knex';
import type { Executor } from '../../platform/db';

/**
 * A list's rows are found by its id; `userId` is the list's owner (the cook, or their household's
 * owner), kept on every row for the account export and deletion.
 */
export interface ListRef {
  userId: string;
  listId: string;
}

export interface ListRecipeRow {
  recipe_id: number;
  servings: number | null;
}

export const listRecipes = (db: Executor, list: ListRef): Promise<ListRecipeRow[]> =>
  db('shopping_list_recipes').where({ list_id: list.listId }).orderBy('added_at').select('recipe_id', 'servings');

export const upsertListRecipes = (
  db: Executor,
  list: ListRef,
  rows: Array<{ recipeId: number; servings: number | null }>,
) =>
  db('shopping_list_recipes')
    .insert(
      rows.map((row) => ({
        user_id: list.userId,
        list_id: list.listId,
        recipe_id: row.recipeId,
        servings: row.servings,
      })),
    )
    .onConflict(['list_id', 'recipe_id'])
    .merge(['servings']);

export const setListRecipeServings = (db: Executor, list: ListRef, recipeId: number, servings: number) =>
  db('shopping_list_recipes').where({ list_id: list.listId, recipe_id: recipeId }).update({ servings });

export const deleteListRecipe = (db: Executor, list: ListRef, recipeId: number) =>
  db('shopping_list_recipes').where({ list_id: list.listId, recipe_id: recipeId }).del();

export const customItems = (db: Executor, list: ListRef): Promise<Array<{ id: string; text: string }>> =>
  db('shopping_list_custom_items').where({ list_id: list.listId }).orderBy('created_at').select('id', 'text');

/** Keyed by a client-chosen id, so a replayed offline add is a no-op. */
export const insertCustomItem = (db: Executor, list: ListRef, id: string, text: string) =>
  db('shopping_list_custom_items')
    .insert({ id, user_id: list.userId, list_id: list.listId, text })
    .onConflict('id')
    .ignore();

export const completedKeys = async (db: Executor, list: ListRef): Promise<Set<string>> =>
  new Set(
    (await db('shopping_list_completed').where({ list_id: list.listId }).select('item_key')).map(
      (row: { item_key: string }) => row.item_key,
    ),
  );

export const markCompleted = (db: Executor, list: ListRef, itemKey: string) =>
  db('shopping_list_completed')
    .insert({ user_id: list.userId, list_id: list.listId, item_key: itemKey })
    .onConflict(['list_id', 'item_key'])
    .ignore();

/** Removes the tick of an item, whatever amount it was given for ("<id>@<amount>"). */
export const unmarkCompleted = (db: Executor, list: ListRef, itemId: string) =>
  db('shopping_list_completed')
    .where({ list_id: list.listId })
    .andWhere((where) => where.where('item_key', itemId).orWhere('item_key', 'like', `${itemId}@%`))
    .del();

/** Drops the ticks of lines gone, or whose amount changed. */
export const dropCompleted = (db: Executor, list: ListRef, ticks: readonly string[]) =>
  db('shopping_list_completed').where({ list_id: list.listId }).whereIn('item_key', ticks).del();

export async function clearList(db: Executor, list: ListRef): Promise<void> {
  await db('shopping_list_recipes').where({ list_id: list.listId }).del();
  await db('shopping_list_custom_items').where({ list_id: list.listId }).del();
  await db('shopping_list_completed').where({ list_id: list.listId }).del();
}

// ---------------------------------------------------------------------------------------------
// The lists themselves

export interface ListRow {
  id: string;
  owner_user_id: string;
  name: string;
  is_default: boolean;
  created_at: Date;
}

const LIST_COLUMNS = ['id', 'owner_user_id', 'name', 'is_default', 'created_at'] as const;

/** A list's owner: their id, or an expression that resolves it (the household's owner) in the same query. */
type Owner = string | Knex.Raw;

/** The owner's lists, the default one first, then oldest first. */
export const listsOf = (db: Executor, ownerId: string): Promise<ListRow[]> =>
  db('shopping_lists')
    .where({ owner_user_id: ownerId })
    .orderBy([{ column: 'is_default', order: 'desc' }, 'created_at', 'id'])
    .select(...LIST_COLUMNS);

export const findList = (db: Executor, ownerId: Owner, listId: string): Promise<ListRow | undefined> =>
  db('shopping_lists')
    .where({ owner_user_id: ownerId, id: listId })
    .first(...LIST_COLUMNS);

export const findDefaultList = (db: Executor, ownerId: Owner): Promise<ListRow | undefined> =>
  db('shopping_lists')
    .where({ owner_user_id: ownerId, is_default: true })
    .first(...LIST_COLUMNS);

/** The owner's default list, made on first use (two first uses at once make one). */
export async function ensureDefaultList(db: Executor, ownerId: string): Promise<ListRow> {
  const existing = await findDefaultList(db, ownerId);
  if (existing) return existing;
  await db.raw(
    `insert into shopping_lists (owner_user_id, name, is_default) values (?, ?, true)
     on conflict (owner_user_id) where is_default do nothing`,
    [ownerId, DEFAULT_LIST_NAME],
  );
  return (await findDefaultList(db, ownerId))!;
}

export const countLists = async (db: Executor, ownerId: string): Promise<number> =>
  Number(((await db('shopping_lists').where({ owner_user_id: ownerId }).count({ n: '*' }).first()) as { n: string }).n);

export const findListByName = (db: Executor, ownerId: string, name: string): Promise<ListRow | undefined> =>
  db('shopping_lists')
    .where({ owner_user_id: ownerId, name_key: name.toLowerCase() })
    .first(...LIST_COLUMNS);

export const findListByClientKey = (db: Executor, ownerId: string, clientKey: string): Promise<ListRow | undefined> =>
  db('shopping_lists')
    .where({ owner_user_id: ownerId, client_key: clientKey })
    .first(...LIST_COLUMNS);

export async function insertList(
  db: Executor,
  ownerId: string,
  name: string,
  clientKey: string | null,
): Promise<ListRow> {
  const [row] = (await db('shopping_lists')
    .insert({ owner_user_id: ownerId, name, client_key: clientKey })
    .returning([...LIST_COLUMNS])) as ListRow[];
  return row;
}

export async function renameList(db: Executor, ownerId: string, listId: string, name: string): Promise<ListRow> {
  const [row] = (await db('shopping_lists')
    .where({ owner_user_id: ownerId, id: listId })
    .update({ name })
    .returning([...LIST_COLUMNS])) as ListRow[];
  return row;
}

export const deleteList = (db: Executor, ownerId: string, listId: string) =>
  db('shopping_lists').where({ owner_user_id: ownerId, id: listId, is_default: false }).del();

// ---------------------------------------------------------------------------------------------
// The household's aisle order

/** The stored order (default: the aisle table's), without aisles no longer known and with new ones at the end. */
export async function aisleOrder(db: Executor, ownerId: string): Promise<Aisle[]> {
  const row = (await db('shopping_aisle_orders').where({ owner_user_id: ownerId }).first('aisles')) as
    { aisles: string[] } | undefined;
  const stored = (row?.aisles ?? []).filter((aisle): aisle is Aisle => (AISLES as readonly string[]).includes(aisle));
  return [...new Set([...stored, ...AISLES])];
}

export const saveAisleOrder = (db: Executor, ownerId: string, aisles: readonly Aisle[]) =>
  db('shopping_aisle_orders')
    .insert({ owner_user_id: ownerId, aisles, updated_at: db.fn.now() })
    .onConflict('owner_user_id')
    .merge(['aisles', 'updated_at']);
