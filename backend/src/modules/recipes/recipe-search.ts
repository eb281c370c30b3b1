import type { Knex } from 'knex';
import type { RecipeListQuery } from '../../contracts/recipes';
import type { Executor } from '../../platform/db';
import { singularizeFood } from './ingredients/inflect';
import { summaryColumns, type RecipeSummaryRow } from './recipes.repository';

/** Lower-case words of letters and digits only: safe to put into a tsquery. */
export function queryWords(search: string): string[] {
  return search
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

/**
 * Replaces words the catalog has never seen with the closest word it has (trigram similarity),
 * so "chiken" searches for "chicken". A word that is a known word or a prefix of one stays.
 */
export async function correctWords(db: Executor, words: string[]): Promise<string[]> {
  if (words.length === 0) return words;
  const result = await db.raw(
    `select q.word as original,
            coalesce(
              (select q.word where exists (select 1 from search_words w where w.word = q.word)
                 or length(q.word) < 4
                 or exists (select 1 from search_words w where w.word like q.word || '%')),
              (select w.word from search_words w where w.word % q.word
                 order by similarity(w.word, q.word) desc, w.document_count desc limit 1),
              q.word) as corrected
     from unnest(?::text[]) with ordinality as q(word, position)
     order by q.position`,
    [words],
  );
  return (result.rows as Array<{ corrected: string }>).map((row) => row.corrected);
}

/** "w1:* & w2:*": every word must match, each as a prefix ("lasag" finds lasagna), English-stemmed. */
export const prefixQuery = (words: string[]) => words.map((word) => `${word}:*`).join(' & ');

export interface SearchOptions {
  /** Premium-exclusive recipes are hidden from general browsing; the featured strip asks for them. */
  includePremium: boolean;
}

function applyFilters(query: Knex.QueryBuilder, filters: RecipeListQuery, options: SearchOptions) {
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

export function currentMonthYear(now = new Date()): string {
  return now.toISOString().slice(0, 7);
}

export interface SearchResult {
  rows: RecipeSummaryRow[];
  total: number;
}

export async function searchRecipes(
  db: Executor,
  filters: RecipeListQuery,
  options: SearchOptions,
): Promise<SearchResult> {
  const words = filters.search ? await correctWords(db, queryWords(filters.search)) : [];
  const offset = (filters.page - 1) * filters.limit;
  const base = db('recipes');
  applyFilters(base, filters, options);

  if (words.length === 0) {
    const [rows, count] = await Promise.all([
      base
        .clone()
        .select(summaryColumns)
        .orderByRaw(filters.featured ? 'featured_order' : 'rating desc nulls last, id')
        .limit(filters.limit)
        .offset(offset),
      base.clone().count<{ total: number }[]>({ total: '*' }),
    ]);
    return { rows, total: Number(count[0].total) };
  }

  const tsquery = prefixQuery(words);
  base.whereRaw(`search_vector @@ to_tsquery('english', ?)`, [tsquery]);
  const [rows, count] = await Promise.all([
    base
      .clone()
      .select(summaryColumns)
      .orderByRaw(`ts_rank_cd(search_vector, to_tsquery('english', ?), 1) desc, rating desc nulls last, id`, [tsquery])
      .limit(filters.limit)
      .offset(offset),
    base.clone().count<{ total: number }[]>({ total: '*' }),
  ]);
  return { rows, total: Number(count[0].total) };
}

/** Things every kitchen has: never counted as missing (after dropping words like "kosher" or "neutral"). */
const PANTRY_STAPLES = new Set([
  'salt',
  'pepper',
  'black pepper',
  'white pepper',
  'water',
  'oil',
  'olive oil',
  'vegetable oil',
  'canola oil',
  'cooking spray',
  'ice',
  'sugar',
  'granulated sugar',
  'flour',
  'all-purpose flour',
  'butter',
]);
const STAPLE_QUALIFIERS =
  /\b(kosher|sea|fine|flaky|coarse|coarsely|freshly|fresh|ground|cracked|neutral|extra[- ]virgin|light|cold|warm|hot|boiling|iced|unsalted|salted|table|plain)\b/g;

export function isPantryStaple(food: string): boolean {
  const core = food.toLowerCase().replace(STAPLE_QUALIFIERS, ' ').replace(/\s+/g, ' ').trim();
  return PANTRY_STAPLES.has(core) || core.split(/ (?:and|or) /).every((part) => PANTRY_STAPLES.has(part));
}

export interface IngredientMatchRow extends RecipeSummaryRow {
  matched: string[];
  missing: string[];
}

const CANDIDATES = 400;

/**
 * Recipes ranked by how few of their ingredients the cook lacks. A recipe food counts as "had"
 * when one of the cook's ingredients appears in it as a whole word ("chicken" covers "chicken thigh");
 * pantry staples never count as missing. Candidates come from full text (any named ingredient,
 * best matches first), then the exact missing list is computed for each.
 */
export async function findByIngredients(db: Executor, have: string[], limit: number): Promise<IngredientMatchRow[]> {
  const haveFoods = [...new Set(have.map((item) => singularizeFood(item.toLowerCase().trim())).filter(Boolean))];
  const words = [...new Set(haveFoods.flatMap((food) => queryWords(food)))];
  if (words.length === 0) return [];
  const anyQuery = words.map((word) => `${word}:*`).join(' | ');
  const result = await db.raw(
    `select ${summaryColumns.join(', ')}, foods,
       array(select f from unnest(foods) f
             where exists (select 1 from unnest(:have::text[]) h where f ~ ('\\m' || h || '\\M'))) as matched
     from recipes
     where search_vector @@ to_tsquery('english', :anyQuery) and not is_premium_exclusive
     order by ts_rank_cd(search_vector, to_tsquery('english', :anyQuery)) desc
     limit :candidates`,
    { anyQuery, have: haveFoods.map(escapeRegex), candidates: CANDIDATES },
  );
  const rows = result.rows as Array<RecipeSummaryRow & { foods: string[]; matched: string[] }>;
  return rows
    .filter((row) => row.matched.length > 0)
    .map(({ foods, ...row }) => ({
      ...row,
      missing: foods.filter((food) => !row.matched.includes(food) && !isPantryStaple(food)),
    }))
    .sort(
      (a, b) =>
        a.missing.length - b.missing.length ||
        b.matched.length - a.matched.length ||
        (Number(b.rating) || 0) - (Number(a.rating) || 0) ||
        a.id - b.id,
    )
    .slice(0, limit);
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
