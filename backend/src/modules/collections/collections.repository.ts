import type { Knex } from 'knex';
import type { CollectionVisibility } from '@common/contracts/collections';
import type { Executor } from '../../platform/db';
import { recipeVisibleTo } from '../recipes';

/**
 * Every query is scoped to who reads: a cook reaches their own collections, notes and log, and the
 * collections their fellow household members share with the household.
 */

/** The cook, and their fellow household members now (whose household collections and recipes they see). */
export interface Reader {
  userId: string;
  mates: readonly string[];
}

export interface CollectionRow {
  id: string;
  user_id: string;
  name: string;
  visibility: CollectionVisibility;
  created_at: Date;
  updated_at: Date;
}

/** A collection as its list shows it: how many recipes the reader sees, and the first of them (its cover). */
export interface CollectionListRow extends CollectionRow {
  recipe_count: number;
  first_recipe_id: number | null;
}

const rowColumns = ['c.id', 'c.user_id', 'c.name', 'c.visibility', 'c.created_at', 'c.updated_at'];

/** Collections the reader may open: their own, and their household members' shared with the household. */
const readable = (reader: Reader) => (scope: Knex.QueryBuilder) =>
  scope
    .where('c.user_id', reader.userId)
    .orWhere((shared) => shared.whereIn('c.user_id', reader.mates).where('c.visibility', 'household'));

/** The rows of the collection `c` whose recipe the reader may see (another member's private one is not). */
const visibleMembers = (db: Executor, reader: Reader) =>
  db('collection_recipes as cr')
    .join('recipes as r', 'r.id', 'cr.recipe_id')
    .whereRaw('cr.collection_id = c.id')
    .where(recipeVisibleTo(reader.userId, reader.mates, 'r'));

/** The reader's own collections in their order, then those shared with them, each owner's in that owner's order. */
const inReadersOrder = (query: Knex.QueryBuilder, reader: Reader) =>
  query.orderByRaw('c.user_id = ? desc, c.user_id, c.position, c.created_at, c.id', [reader.userId]);

const listColumns = (db: Executor, reader: Reader) => [
  ...rowColumns,
  visibleMembers(db, reader).select(db.raw('count(*)::int')).as('recipe_count'),
  visibleMembers(db, reader)
    .orderBy([{ column: 'cr.position' }, { column: 'cr.added_at' }])
    .limit(1)
    .select('cr.recipe_id')
    .as('first_recipe_id'),
];

export const listCollections = (db: Executor, reader: Reader): Promise<CollectionListRow[]> =>
  inReadersOrder(db('collections as c').where(readable(reader)), reader).select(...listColumns(db, reader));

export const findListed = (db: Executor, reader: Reader, id: string): Promise<CollectionListRow | undefined> =>
  db('collections as c')
    .where('c.id', id)
    .where(readable(reader))
    .first(...listColumns(db, reader));

/** The collection, locked for a change, when the reader may open it. */
export const lockCollection = (db: Executor, reader: Reader, id: string) =>
  db('collections as c')
    .where('c.id', id)
    .where(readable(reader))
    .first<CollectionRow | undefined>(...rowColumns)
    .forUpdate();

/** The ids of the cook's own collections, in their order. */
export const ownCollectionIds = async (db: Executor, userId: string): Promise<string[]> =>
  (await db('collections').where({ user_id: userId }).orderBy(['position', 'created_at', 'id']).select('id')).map(
    (row: { id: string }) => row.id,
  );

export const findByClientKey = (db: Executor, userId: string, clientKey: string) =>
  db('collections').where({ user_id: userId, client_key: clientKey }).first<{ id: string } | undefined>('id');

/** One cook's creates and reorders of collections wait for each other (the count cap, the next position). */
export const lockCooksCollections = (db: Executor, userId: string) =>
  db.raw("select pg_advisory_xact_lock(hashtext('collections:' || ?))", [userId]);

/** How many rows of `table` match `where` (the caps on collections, recipes and entries). */
async function countWhere(db: Executor, table: string, where: Record<string, string | number>): Promise<number> {
  const row = await db(table).where(where).first(db.raw('count(*)::int as count'));
  return row?.count ?? 0;
}

export const countCollections = (db: Executor, userId: string) => countWhere(db, 'collections', { user_id: userId });

/** At the end of the cook's collections (the caller holds lockCooksCollections). */
export async function insertCollection(
  db: Executor,
  userId: string,
  fields: { name: string; visibility: CollectionVisibility; clientKey: string | undefined },
): Promise<string> {
  const [last] = await db('collections').where({ user_id: userId }).max({ position: 'position' });
  const [row] = await db('collections')
    .insert({
      user_id: userId,
      name: fields.name,
      visibility: fields.visibility,
      client_key: fields.clientKey ?? null,
      position: (last?.position ?? -1) + 1,
    })
    .returning('id');
  return row.id as string;
}

/** The caller has checked who may change it. */
export const updateCollection = (
  db: Executor,
  id: string,
  changes: { name?: string; visibility?: CollectionVisibility },
) =>
  db('collections')
    .where({ id })
    .update({ ...changes, updated_at: db.fn.now() });

export const deleteCollection = (db: Executor, userId: string, id: string) =>
  db('collections').where({ user_id: userId, id }).del();

export const touchCollection = (db: Executor, id: string) =>
  db('collections').where({ id }).update({ updated_at: db.fn.now() });

/**
 * The collection's recipe ids in its order (the caller has checked who may read it): all of them, or only
 * those `reader` may see.
 */
export const memberIds = async (db: Executor, collectionId: string, reader?: Reader): Promise<number[]> => {
  const query = db('collection_recipes as cr')
    .where('cr.collection_id', collectionId)
    .orderBy([{ column: 'cr.position' }, { column: 'cr.added_at' }, { column: 'cr.recipe_id' }])
    .select('cr.recipe_id');
  if (reader)
    query.join('recipes as r', 'r.id', 'cr.recipe_id').where(recipeVisibleTo(reader.userId, reader.mates, 'r'));
  return (await query).map((row: { recipe_id: number }) => row.recipe_id);
};

export const countMembers = (db: Executor, collectionId: string) =>
  countWhere(db, 'collection_recipes', { collection_id: collectionId });

export const isMember = async (db: Executor, collectionId: string, recipeId: number): Promise<boolean> =>
  Boolean(
    await db('collection_recipes').where({ collection_id: collectionId, recipe_id: recipeId }).first('recipe_id'),
  );

/** At the end of the collection; a recipe already in it stays where it is (the caller holds the collection's row lock). */
export async function addMember(db: Executor, collectionId: string, recipeId: number): Promise<void> {
  const [last] = await db('collection_recipes').where({ collection_id: collectionId }).max({ position: 'position' });
  await db('collection_recipes')
    .insert({ collection_id: collectionId, recipe_id: recipeId, position: (last?.position ?? -1) + 1 })
    .onConflict(['collection_id', 'recipe_id'])
    .ignore();
}

/** Takes a recipe out, when `reader` may see it: one they cannot see is not there to them. */
export const removeMember = (db: Executor, collectionId: string, recipeId: number, reader: Reader) =>
  db('collection_recipes')
    .where({ collection_id: collectionId, recipe_id: recipeId })
    .whereExists(
      db('recipes').where('id', recipeId).where(recipeVisibleTo(reader.userId, reader.mates)).select(db.raw('1')),
    )
    .del();

/**
 * Positions follow `ids` among the rows of `table` whose `scope` column holds `owner`; the caller has
 * checked that `ids` are exactly those rows.
 */
const setPositions = (
  db: Executor,
  table: 'collections' | 'collection_recipes',
  scope: 'user_id' | 'collection_id',
  owner: string,
  idColumn: 'id' | 'recipe_id',
  ids: string[] | number[],
) =>
  db.raw(
    `update ?? as t set position = o.ord
       from unnest(?::${idColumn === 'id' ? 'uuid' : 'int'}[]) with ordinality as o(id, ord)
      where t.?? = ? and t.?? = o.id`,
    [table, ids, scope, owner, idColumn],
  );

export const setMemberOrder = (db: Executor, collectionId: string, recipeIds: number[]) =>
  setPositions(db, 'collection_recipes', 'collection_id', collectionId, 'recipe_id', recipeIds);

export const setCollectionOrder = (db: Executor, userId: string, ids: string[]) =>
  setPositions(db, 'collections', 'user_id', userId, 'id', ids);

/** Which of the collections the reader may open hold the recipe. */
export const collectionIdsHolding = async (db: Executor, reader: Reader, recipeId: number): Promise<string[]> =>
  (
    await inReadersOrder(
      db('collection_recipes as cr')
        .join('collections as c', 'c.id', 'cr.collection_id')
        .where('cr.recipe_id', recipeId)
        .where(readable(reader)),
      reader,
    ).select('c.id')
  ).map((row: { id: string }) => row.id);

export interface NoteRow {
  text: string;
  updated_at: Date;
}

export const findNote = (db: Executor, userId: string, recipeId: number) =>
  db('recipe_notes').where({ user_id: userId, recipe_id: recipeId }).first<NoteRow | undefined>('text', 'updated_at');

export async function upsertNote(db: Executor, userId: string, recipeId: number, text: string): Promise<NoteRow> {
  const [row] = await db('recipe_notes')
    .insert({ user_id: userId, recipe_id: recipeId, text })
    .onConflict(['user_id', 'recipe_id'])
    .merge({ text, updated_at: db.fn.now() })
    .returning(['text', 'updated_at']);
  return row as NoteRow;
}

export const deleteNote = (db: Executor, userId: string, recipeId: number) =>
  db('recipe_notes').where({ user_id: userId, recipe_id: recipeId }).del();

export interface CookedRow {
  id: string;
  recipe_id: number;
  date: string;
  rating: number | null;
  note: string | null;
  created_at: Date;
}

const cookedColumns = (db: Executor) => [
  'id',
  'recipe_id',
  db.raw(`to_char(date, 'YYYY-MM-DD') as date`),
  'rating',
  'note',
  'created_at',
];

export const cookedEntries = (db: Executor, userId: string, recipeId: number): Promise<CookedRow[]> =>
  db('cooked_entries')
    .where({ user_id: userId, recipe_id: recipeId })
    .orderBy([
      { column: 'date', order: 'desc' },
      { column: 'created_at', order: 'desc' },
    ])
    .select(...cookedColumns(db));

export const countCooked = (db: Executor, userId: string, recipeId: number) =>
  countWhere(db, 'cooked_entries', { user_id: userId, recipe_id: recipeId });

export async function insertCooked(
  db: Executor,
  userId: string,
  recipeId: number,
  entry: { date: string; rating: number | null; note: string | null },
): Promise<CookedRow> {
  const [{ id }] = await db('cooked_entries')
    .insert({ user_id: userId, recipe_id: recipeId, ...entry })
    .returning('id');
  return db('cooked_entries')
    .where({ id })
    .first(...cookedColumns(db));
}

export const deleteCooked = (db: Executor, userId: string, recipeId: number, entryId: string) =>
  db('cooked_entries').where({ user_id: userId, recipe_id: recipeId, id: entryId }).del();
