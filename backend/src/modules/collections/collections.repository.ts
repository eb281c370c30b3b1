import type { Executor } from '../../platform/db';

/** Every query is scoped to its owner: a cook reaches only their own collections, notes and log. */

export interface CollectionRow {
  id: string;
  name: string;
  created_at: Date;
  updated_at: Date;
}

/** A collection as its list shows it: how many recipes, and the first one (its cover). */
export interface CollectionListRow extends CollectionRow {
  recipe_count: number;
  first_recipe_id: number | null;
}

const listColumns = (db: Executor) => [
  'c.id',
  'c.name',
  'c.created_at',
  'c.updated_at',
  db.raw('(select count(*)::int from collection_recipes cr where cr.collection_id = c.id) as recipe_count'),
  db.raw(`(select cr.recipe_id from collection_recipes cr where cr.collection_id = c.id
           order by cr.position, cr.added_at limit 1) as first_recipe_id`),
];

export const listCollections = (db: Executor, userId: string): Promise<CollectionListRow[]> =>
  db('collections as c')
    .where('c.user_id', userId)
    .orderBy([{ column: 'c.position' }, { column: 'c.created_at' }, { column: 'c.id' }])
    .select(...listColumns(db));

export const findListed = (db: Executor, userId: string, id: string): Promise<CollectionListRow | undefined> =>
  db('collections as c')
    .where({ 'c.user_id': userId, 'c.id': id })
    .first(...listColumns(db));

export const findCollection = (db: Executor, userId: string, id: string, lock = false) => {
  const query = db('collections')
    .where({ user_id: userId, id })
    .first<CollectionRow | undefined>('id', 'name', 'created_at', 'updated_at');
  return lock ? query.forUpdate() : query;
};

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
  name: string,
  clientKey: string | undefined,
): Promise<string> {
  const [last] = await db('collections').where({ user_id: userId }).max({ position: 'position' });
  const [row] = await db('collections')
    .insert({ user_id: userId, name, client_key: clientKey ?? null, position: (last?.position ?? -1) + 1 })
    .returning('id');
  return row.id as string;
}

export const renameCollection = (db: Executor, userId: string, id: string, name: string) =>
  db('collections').where({ user_id: userId, id }).update({ name, updated_at: db.fn.now() });

export const deleteCollection = (db: Executor, userId: string, id: string) =>
  db('collections').where({ user_id: userId, id }).del();

export const touchCollection = (db: Executor, id: string) =>
  db('collections').where({ id }).update({ updated_at: db.fn.now() });

/** The collection's recipe ids in the cook's order (the caller has checked whose collection it is). */
export const memberIds = async (db: Executor, collectionId: string): Promise<number[]> =>
  (
    await db('collection_recipes')
      .where({ collection_id: collectionId })
      .orderBy([{ column: 'position' }, { column: 'added_at' }, { column: 'recipe_id' }])
      .select('recipe_id')
  ).map((row: { recipe_id: number }) => row.recipe_id);

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

export const removeMember = (db: Executor, collectionId: string, recipeId: number) =>
  db('collection_recipes').where({ collection_id: collectionId, recipe_id: recipeId }).del();

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

export const collectionIdsHolding = async (db: Executor, userId: string, recipeId: number): Promise<string[]> =>
  (
    await db('collection_recipes as cr')
      .join('collections as c', 'c.id', 'cr.collection_id')
      .where({ 'c.user_id': userId, 'cr.recipe_id': recipeId })
      .orderBy([{ column: 'c.position' }, { column: 'c.created_at' }])
      .select('c.id')
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
