import type { Knex } from 'knex';
import type { CatalogStats, CuisineCount, RecipeVisibility } from '@common/contracts/recipes';
import type { Executor } from '../../platform/db';
import type { RecipeScope } from '../../platform/http/actor';
import type { RecipeRowInsert } from './recipe-row';

export interface RecipeRow {
  id: number;
  source_id: string;
  name: string;
  description: string | null;
  image: string | null;
  cuisine: string | null;
  cooking_minutes: number | null;
  prep_time_minutes: number | null;
  total_time_minutes: number | null;
  servings: number | null;
  difficulty: string | null;
  rating: number | null;
  review_count: number;
  ingredients: string[];
  ingredients_structured: unknown;
  instructions: string[];
  tags: string[];
  meal_type: string[];
  dietary: string[];
  foods: string[];
  month_year: string | null;
  featured_order: number | null;
  is_premium_exclusive: boolean;
  calories: number | null;
  total_fat: number | null;
  sugar: number | null;
  sodium: number | null;
  protein: number | null;
  saturated_fat: number | null;
  carbohydrates: number | null;
  fiber: number | null;
  source: string | null;
  source_url: string | null;
  submitted_date: Date | null;
  number_of_steps: number;
  number_of_ingredients: number;
  created_at: Date;
  updated_at: Date;
  /** The cook who wrote it; null for the catalog. */
  owner_id: string | null;
  visibility: RecipeVisibility;
  share_token: string | null;
  source_name: string | null;
  client_key: string | null;
  /** The cook's photo (its sizes are in object storage); null when there is none. */
  photo_id: string | null;
}

/** Columns a list needs (no ingredient or step text: payloads stay small). */
export const summaryColumns = [
  'id',
  'name',
  'description',
  'image',
  'cuisine',
  'cooking_minutes',
  'prep_time_minutes',
  'total_time_minutes',
  'servings',
  'difficulty',
  'rating',
  'review_count',
  'meal_type',
  'dietary',
  'tags',
  'is_premium_exclusive',
  'month_year',
  'featured_order',
  'calories',
  'photo_id',
] as const;

export type RecipeSummaryRow = Pick<RecipeRow, (typeof summaryColumns)[number]>;

/** Inserts or updates by source_id (idempotent imports and seeds). Returns how many rows were written. */
export async function upsertRecipes(db: Executor, rows: RecipeRowInsert[]): Promise<number> {
  if (rows.length === 0) return 0;
  const updatable = Object.keys(rows[0]).filter((column) => column !== 'source_id');
  const written = await db('recipes')
    .insert(rows)
    .onConflict('source_id')
    .merge(
      [...updatable, 'updated_at'].reduce<Record<string, unknown>>((merge, column) => {
        merge[column] = column === 'updated_at' ? db.fn.now() : db.raw('excluded.??', [column]);
        return merge;
      }, {}),
    )
    .returning('id');
  return written.length;
}

export const findRecipe = (db: Executor, id: number): Promise<RecipeRow | undefined> =>
  db('recipes').where({ id }).first();

export const findRecipeIdsBySourceIds = async (db: Executor, sourceIds: string[]): Promise<Map<string, number>> => {
  const rows: Array<{ id: number; source_id: string }> = await db('recipes')
    .whereIn('source_id', sourceIds)
    .select('id', 'source_id');
  return new Map(rows.map((row) => [row.source_id, row.id]));
};

/** What a free cook can browse and open: the premium-exclusive recipes are not counted. */
export async function countRecipes(db: Executor): Promise<CatalogStats> {
  const row = await db('recipes')
    .where('is_premium_exclusive', false)
    .whereNull('owner_id')
    .first(db.raw('count(*)::int as recipes'), db.raw('count(distinct cuisine)::int as cuisines'));
  return { recipes: row?.recipes ?? 0, cuisines: row?.cuisines ?? 0 };
}

export async function cuisineCounts(db: Executor): Promise<CuisineCount[]> {
  return db('recipes')
    .whereNull('owner_id')
    .whereNotNull('cuisine')
    .groupBy('cuisine')
    .select('cuisine', db.raw('count(*)::int as count'))
    .orderBy([{ column: 'count', order: 'desc' }, { column: 'cuisine' }]);
}

/** Rebuilds the typo-correction vocabulary from names, foods, tags and cuisines. */
export async function refreshSearchWords(db: Executor): Promise<void> {
  await db.raw(`
    insert into search_words (word, document_count)
    select word, ndoc from ts_stat($$
      select to_tsvector('simple', unaccent(name) || ' ' || array_to_string(foods, ' ') || ' ' || array_to_string(tags, ' ') || ' ' || coalesce(cuisine, ''))
      from recipes where owner_id is null
    $$)
    where length(word) >= 3 and word ~ '^[a-z]+$'
    on conflict (word) do update set document_count = excluded.document_count`);
}

/** A summary with its owner, for the viewer's access check. */
export type OwnedSummaryRow = RecipeSummaryRow & Pick<RecipeRow, 'owner_id' | 'visibility'>;

export const findSummaries = (db: Executor, ids: number[]): Promise<OwnedSummaryRow[]> =>
  db('recipes')
    .whereIn('id', ids)
    .select(...summaryColumns, 'owner_id', 'visibility');

/** A column of the recipes table, qualified by its alias when the query joins it. */
const recipeColumn = (alias: string | undefined, column: string) => (alias ? `${alias}.${column}` : column);

/** Recipes that `mates` (ids, or a query of them) share with their household. */
export const sharedByHousehold =
  (mates: readonly string[] | Knex.QueryBuilder, alias?: string) => (scope: Knex.QueryBuilder) =>
    // knex takes a list or a subquery here; its overloads do not take the union.
    scope
      .whereIn(recipeColumn(alias, 'owner_id'), mates as readonly string[])
      .where(recipeColumn(alias, 'visibility'), 'household');

/**
 * Recipes the viewer may see, as a where-clause: the catalog, their own, and what their fellow household
 * members (`mates`) share with the household. The SQL twin of the service's own check.
 */
export const recipeVisibleTo =
  (viewerId: string, mates: readonly string[] | Knex.QueryBuilder, alias?: string) => (scope: Knex.QueryBuilder) =>
    scope
      .whereNull(recipeColumn(alias, 'owner_id'))
      .orWhere(recipeColumn(alias, 'owner_id'), viewerId)
      .orWhere(sharedByHousehold(mates, alias));

/**
 * A cook's RecipeScope as one json value, for a cook given by id or by a reference to the outer
 * query's column (so the session query can read it along); `mateIds` is a query of their household
 * mates' ids in a `user_id` column.
 */
export const recipeScopeSql = (db: Executor, ownerId: string | Knex.Raw, mateIds: Knex.QueryBuilder) =>
  db.raw(
    `json_build_object(
       'ownsAny', exists (select 1 from recipes where owner_id = ?),
       'sharingMates', array(select m.user_id from (?) as m
                             where exists (select 1 from recipes r where r.owner_id = m.user_id and r.visibility = 'household')))`,
    [ownerId, mateIds],
  );

export async function recipeScope(db: Executor, ownerId: string, mateIds: Knex.QueryBuilder): Promise<RecipeScope> {
  const { rows } = await db.raw<{ rows: Array<{ scope: RecipeScope }> }>('select ? as scope', [
    recipeScopeSql(db, ownerId, mateIds),
  ]);
  return rows[0].scope;
}

export interface RecipeForList {
  id: number;
  name: string;
  servings: number | null;
  is_premium_exclusive: boolean;
  ingredients_structured: unknown;
}

/** What the shopping list needs of each recipe: name, servings and the parsed ingredient lines. */
export const findForList = (db: Executor, ids: number[]): Promise<RecipeForList[]> =>
  db('recipes').whereIn('id', ids).select('id', 'name', 'servings', 'is_premium_exclusive', 'ingredients_structured');
