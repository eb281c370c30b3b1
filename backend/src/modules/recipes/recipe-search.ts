import type { Knex } from 'knex';
import type { RecipeListQuery } from '@common/contracts/recipes.schema';
import type { Executor } from '../../platform/db';
import { singularizeFood } from '@common/kitchen/inflect';
import type { ParsedIngredient } from '@common/kitchen/parse-ingredient';
import type { UnderstoodQuery } from '@common/contracts/recipes.schema';
import { missingLines, rankPantryMatches, type PantryCandidate } from './pantry-ranking';
import { queryWords } from './search/understand';
import { closestRecipes, relevanceOrder } from './search/closest';
import { anyQuery, strictQuery, understandSearch, wholeWordQuery } from './search/understand';
import { recipeVisibleTo, sharedByHousehold, summaryColumns, type RecipeSummaryRow } from './recipes.repository';

export { queryWords } from './search/understand';

export interface SearchOptions {
  /** Premium-exclusive recipes are hidden from general browsing; the featured strip asks for them. */
  includePremium: boolean;
  /** The cook whose own recipes are searched with the catalog (or alone, with `mine`); else the catalog alone. */
  viewerId?: string;
  /** The cook's fellow household members: their household-visible recipes are found too (alone, with `household`). */
  householdMates?: readonly string[];
}

/** Which recipes the viewer may find: the catalog, their own and their household's, or their own or household's alone. */
function applyScope(query: Knex.QueryBuilder, filters: RecipeListQuery, options: SearchOptions) {
  const mates = options.viewerId ? (options.householdMates ?? []) : [];
  if (filters.mine) return query.where('owner_id', options.viewerId ?? null).whereNotNull('owner_id');
  if (filters.household) return sharedByHousehold(mates)(query);
  if (!options.viewerId) return query.whereNull('owner_id');
  return query.where(recipeVisibleTo(options.viewerId, mates));
}

function applyFilters(query: Knex.QueryBuilder, filters: RecipeListQuery, options: SearchOptions) {
  applyScope(query, filters, options);
  if (filters.featured) {
    query.whereNotNull('featured_order').where('month_year', currentMonthYear());
  } else if (!options.includePremium) {
    query.where('is_premium_exclusive', false);
  }
  if (filters.mealType) query.whereRaw('meal_type @> ?::text[]', [[filters.mealType]]);
  if (filters.cuisine) query.whereRaw('lower(cuisine) = lower(?)', [filters.cuisine]);
  if (filters.difficulty) query.where('difficulty', filters.difficulty);
  if (filters.maxCookingTime)
    query.whereRaw('coalesce(total_time_minutes, cooking_minutes) <= ?', [filters.maxCookingTime]);
  if (filters.minRating !== undefined && filters.minRating > 0) query.where('rating', '>=', filters.minRating);
  if (filters.dietary?.length) query.whereRaw('dietary @> ?::text[]', [filters.dietary]);
  return query;
}

const hasFilters = (filters: RecipeListQuery) =>
  Boolean(
    filters.mealType ||
    filters.cuisine ||
    filters.difficulty ||
    filters.maxCookingTime ||
    (filters.minRating ?? 0) > 0 ||
    filters.dietary?.length,
  );

export function currentMonthYear(now = new Date()): string {
  return now.toISOString().slice(0, 7);
}

export interface SearchResult {
  rows: RecipeSummaryRow[];
  total: number;
  /** True when `total` is the planner's estimate (more than EXACT_COUNT_LIMIT matches). */
  totalIsEstimate: boolean;
  /** With a search: how it was read. */
  query?: UnderstoodQuery;
}

/**
 * Totals are exact up to this many matches; above it they are PostgreSQL's estimate. An exact
 * count of "butter" at 730k recipes reads ~240k rows (seconds); counting to 1,000 and asking the
 * planner for the rest is a few milliseconds, and nobody pages to recipe 1,001 of "butter".
 */
export const EXACT_COUNT_LIMIT = 1000;

/**
 * Counts up to EXACT_COUNT_LIMIT + 1 matches, then estimates (EXPLAIN's row count). `subset`, when
 * given, selects some of base's rows more cheaply: when it alone holds more than the limit, base is
 * not counted. An exact count comes with the matches' ids, so that ranking them need not find them
 * again.
 */
async function countMatches(
  db: Executor,
  base: Knex.QueryBuilder,
  subset?: Knex.QueryBuilder,
): Promise<{ total: number; estimated: boolean; ids: number[] }> {
  const cappedIds = async (query: Knex.QueryBuilder): Promise<number[]> =>
    (
      await query
        .clone()
        .select('id')
        .limit(EXACT_COUNT_LIMIT + 1)
    ).map((row: { id: number }) => row.id);
  const many = subset !== undefined && (await cappedIds(subset)).length > EXACT_COUNT_LIMIT;
  const ids = many ? [] : await cappedIds(base);
  if (!many && ids.length <= EXACT_COUNT_LIMIT) return { total: ids.length, estimated: false, ids };
  const { sql, bindings } = base.clone().select(db.raw('1')).toSQL();
  const plan = await db.raw(`explain (format json) ${sql}`, bindings);
  const estimate = Math.round(plan.rows[0]['QUERY PLAN'][0].Plan['Plan Rows']);
  return { total: Math.max(EXACT_COUNT_LIMIT + 1, estimate), estimated: true, ids: [] };
}

/**
 * One page of recipes and their total.
 *
 * The search is read first (understandSearch): filler dropped, diet, time and meal words as filters,
 * excluded foods, misspellings corrected in context, other names of a dish searched with it.
 *
 * Ranking: without words, best rated first. With words, when the matches are few (≤ EXACT_COUNT_LIMIT)
 * they are ranked by relevanceOrder (the dish the query names first). When they are many, ranking every match would read every match's vector (seconds at
 * 730k recipes for "butter"), so the page is recipes whose name holds every word, best rated first,
 * then the other matches, best rated first (nameMatchesFirst). When the strict matches (every word)
 * do not fill the page, the recipes matching most of the words follow them (closestRecipes), never
 * above; with no strict match at all the result is marked approximate.
 */
export async function searchRecipes(
  db: Executor,
  listQuery: RecipeListQuery,
  options: SearchOptions,
): Promise<SearchResult> {
  const understood = listQuery.search
    ? await understandSearch(db, listQuery, {
        asTyped: listQuery.asTyped,
        viewerId: options.viewerId,
        householdMates: options.householdMates,
      })
    : null;
  const filters = understood?.filters ?? listQuery;
  const units = understood?.units ?? [];
  const offset = (filters.page - 1) * filters.limit;
  const tsquery = units.length ? strictQuery(units) : null;
  const excluded = understood?.excludedQuery ?? null;
  const dietClauses = understood?.dietClauses ?? [];
  // One read-only transaction, so its settings apply to its queries alone: enough work_mem that a
  // bitmap of tens of thousands of matches stays exact (a lossy one rechecks every row's vector).
  const result = await db.transaction(async (trx) => {
    await trx.raw(`set local work_mem = '32MB'`);
    const filteredIn = (source: Knex.QueryBuilder) => {
      const query = applyFilters(source, filters, options);
      for (const clause of dietClauses) query.whereRaw(clause.sql, clause.bindings);
      if (excluded) query.whereRaw(`not (search_vector @@ to_tsquery('english', ?))`, [excluded]);
      return query;
    };
    const filtered = filteredIn(trx('recipes'));
    const base = filtered.clone();
    if (tsquery) base.whereRaw(`search_vector @@ to_tsquery('english', ?)`, [tsquery]);
    // The recipes holding every word whole (stemmed, not as a prefix) are some of the matches, and
    // recipes_search_idx finds them skipping through its posting lists, where a prefix scan reads
    // every list it covers ("chicken:* & soup:*": 240 ms at 730k recipes, "chicken & soup": 15 ms).
    const wholeWords = tsquery
      ? filtered.clone().whereRaw(`search_vector @@ to_tsquery('english', ?)`, [wholeWordQuery(units)])
      : undefined;

    // Words and filters together can be all but exclusive ("chicken" among Vegetarian recipes): the
    // planner, assuming independence, expects thousands of matches and walks the table to find 1,001
    // that are not there. Bitmaps from the indexes find the few that are.
    const exclusive = Boolean(tsquery) && (hasFilters(filters) || dietClauses.length > 0);
    if (exclusive) await trx.raw('set local enable_seqscan = off; set local enable_indexscan = off');
    const count = await countMatches(trx, base, wholeWords);
    if (exclusive) await trx.raw('set local enable_seqscan = on; set local enable_indexscan = on');
    const page = () => base.clone().select(summaryColumns).limit(filters.limit).offset(offset);
    let rows: RecipeSummaryRow[];
    if (!tsquery || !understood) {
      const order = filters.featured
        ? 'featured_order'
        : filters.mine || filters.household
          ? 'updated_at desc, id desc'
          : 'rating desc nulls last, id';
      rows = await page().orderByRaw(order);
    } else if (!count.estimated) {
      const order = relevanceOrder(tsquery, understood.text);
      rows = await trx('recipes')
        .whereRaw('id = any(?::int[])', [count.ids])
        .select(summaryColumns)
        .limit(filters.limit)
        .offset(offset)
        .orderByRaw(order.sql, order.bindings);
    } else {
      // Only with filters: it is their independence from the words that the planner misjudges. For
      // words alone, name_vector's own statistics guide it well, and a window that misses costs 2–4 ms.
      const windowed = !filters.featured && !options.includePremium && (hasFilters(filters) || dietClauses.length > 0);
      rows = await nameMatchesFirst(trx, filteredIn, windowed, tsquery, offset, filters.limit);
    }
    // Fewer strict matches than the page holds: the recipes matching most of the words follow them.
    // The total counts them only when nothing matched strictly (then they are what is paged through).
    let closest = 0;
    if (tsquery && understood && units.length > 1 && !count.estimated && count.total < offset + filters.limit) {
      const found = await closestRecipes(trx, filteredIn(trx('recipes')), {
        any: anyQuery(units),
        strict: tsquery,
        units,
        text: understood.text,
        offset: Math.max(0, offset - count.total),
        limit: filters.limit - rows.length,
      });
      rows = [...rows, ...found.rows];
      if (count.total === 0) closest = found.total;
    }
    return { rows, total: count.total + closest, totalIsEstimate: count.estimated, strictTotal: count.total };
  });
  const { strictTotal, ...found } = result;
  if (!understood) return found;
  return { ...found, query: { ...understood.query, approximate: Boolean(tsquery) && strictTotal === 0 } };
}

/**
 * How many of the best-rated listed recipes a filtered page of many matches is first looked for
 * among. The planner estimates a name match and a filter as independent, and they rarely are ("salad"
 * names among Salads: estimated 344, really 4,629), so it sorts thousands of bitmap matches where
 * reading the best-rated recipes in order finds a page in a few hundred (8–10 ms against 0.5–1 ms at
 * 73k recipes).
 */
const BEST_RATED_WINDOW = 2000;

/**
 * The page for a search with many matches: recipes whose name holds every word, best rated first,
 * then the other matches, best rated first. The name matches come from name_vector alone (a name
 * that matches implies a search_vector that does), so this first query never builds the bitmap of
 * every match in recipes_search_idx, whose prefix scans cost tens of milliseconds at 730k recipes
 * ("chicken:*" alone is 111k recipes); its planner picks between that short index and walking
 * recipes_browse_idx, on name_vector's own statistics. The other matches are read only when the
 * name matches do not fill the page.
 *
 * With filters (`windowed`), each part is looked for first among the BEST_RATED_WINDOW best-rated
 * listed recipes: when they hold enough matches, those are the best-rated matches of all, since every
 * recipe past the window ranks after every recipe in it. Otherwise, the whole catalog is searched as
 * above.
 */
async function nameMatchesFirst(
  trx: Executor,
  filteredIn: (source: Knex.QueryBuilder) => Knex.QueryBuilder,
  windowed: boolean,
  tsquery: string,
  offset: number,
  limit: number,
): Promise<RecipeSummaryRow[]> {
  const wanted = offset + limit;
  const nameMatches = (query: Knex.QueryBuilder) =>
    query.whereRaw(`name_vector @@ to_tsquery('english', ?)`, [tsquery]);
  const otherMatches = (query: Knex.QueryBuilder) =>
    query
      .whereRaw(`search_vector @@ to_tsquery('english', ?)`, [tsquery])
      .whereRaw(`not (name_vector @@ to_tsquery('english', ?))`, [tsquery]);
  const bestRated = async (
    matches: (query: Knex.QueryBuilder) => Knex.QueryBuilder,
    count: number,
  ): Promise<RecipeSummaryRow[]> => {
    const page = (source: Knex.QueryBuilder) =>
      matches(filteredIn(source)).select(summaryColumns).orderByRaw('rating desc nulls last, id').limit(count);
    if (windowed) {
      const window = trx
        .queryBuilder()
        .from(
          trx.raw(
            `(select * from recipes where not is_premium_exclusive order by rating desc nulls last, id limit ?) as best_rated`,
            [BEST_RATED_WINDOW],
          ),
        );
      const found: RecipeSummaryRow[] = await page(window);
      if (found.length === count) return found;
    }
    return page(trx('recipes'));
  };
  const named = await bestRated(nameMatches, wanted);
  const rest = named.length < wanted ? await bestRated(otherMatches, wanted - named.length) : [];
  return [...named, ...rest].slice(offset, wanted);
}

export interface IngredientMatchRow extends RecipeSummaryRow {
  matched: string[];
  missing: string[];
  /** The recipe's lines holding a missing food, as written (with their amounts). */
  missingLines: string[];
}

const CANDIDATES = 400;

/**
 * Recipes ranked for what the cook has (rankPantryMatches). Candidates are recipes whose foods name every one of the
 * cook's ingredients first, then those naming any, best rated first in each (CANDIDATES of them,
 * where ranking every "chicken or rice" recipe would read hundreds of thousands); then the exact
 * missing list is computed for each.
 *
 * Candidates come from recipe_pantry (each recipe's foods as stemmed words, its rating and whether
 * it is listed, ~200 bytes a row): a recipe whose foods do not hold the words cannot count a food as
 * had, so mentions in a name or a description only took candidate places. The words are matched
 * whole, as the "had" test does: a prefix would only add candidates that cannot count ("egg:*" finds
 * eggplant).
 */
export async function findByIngredients(db: Executor, have: string[], limit: number): Promise<IngredientMatchRow[]> {
  const haveFoods = [...new Set(have.map((item) => singularizeFood(item.toLowerCase().trim())).filter(Boolean))];
  const words = [...new Set(haveFoods.flatMap((food) => queryWords(food)))];
  if (words.length === 0) return [];
  const allQuery = words.join(' & ');
  const anyWordQuery = words.join(' | ');
  // As in searchRecipes: a bitmap of tens of thousands of candidates stays exact (a lossy one
  // rechecks the food vector of every row on its pages).
  return db.transaction(async (trx) => {
    await trx.raw(`set local work_mem = '32MB'`);
    // The candidates come back with what ranking needs and nothing more: the page's rows are read
    // for the `limit` best only. Foods as JSON: node-postgres's text[] parser took 3–5 ms for 400 rows.
    const result = await trx.raw(
      `with every_word as (
         select recipe_id from recipe_pantry
         where food_vector @@ to_tsquery('english', :allQuery) and listed
         order by rating desc nulls last, recipe_id
         limit :candidates
       ),
       any_word as (
         select recipe_id from recipe_pantry
         where food_vector @@ to_tsquery('english', :anyQuery) and listed
           and not food_vector @@ to_tsquery('english', :allQuery)
         order by rating desc nulls last, recipe_id
         limit greatest(0, :candidates - (select count(*) from every_word))
       )
       select r.id, r.name, r.rating, coalesce(r.total_time_minutes, r.cooking_minutes) as "totalMinutes",
              to_json(r.foods) as foods
       from recipes r
       where r.id in (select recipe_id from every_word union all select recipe_id from any_word)`,
      { allQuery, anyQuery: anyWordQuery, candidates: CANDIDATES },
    );
    const candidates = result.rows as PantryCandidate[];
    // Ranked here rather than with a regex per food in SQL: 400 candidates × their foods took
    // PostgreSQL ~10 ms at 73k recipes, and this well under one.
    const best = rankPantryMatches(haveFoods, candidates, limit);
    const ids = best.map((match) => match.id);
    const rows: Array<RecipeSummaryRow & { ingredients_structured: ParsedIngredient[] | string }> = await trx('recipes')
      .whereIn('id', ids)
      .select(...summaryColumns, 'ingredients_structured');
    const byId = new Map(rows.map((row) => [row.id, row]));
    return best.flatMap(({ id, matched, missing }) => {
      const row = byId.get(id);
      if (!row) return [];
      const { ingredients_structured: structured, ...summary } = row;
      const lines = typeof structured === 'string' ? (JSON.parse(structured) as ParsedIngredient[]) : structured;
      return [{ ...summary, matched, missing, missingLines: missingLines(lines ?? [], missing) }];
    });
  });
}
export { hasWholeWord, isPantryStaple } from './pantry-staples';
