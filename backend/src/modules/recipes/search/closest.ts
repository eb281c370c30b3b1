/**
 * Ranking a cook agrees with, and the recipes closest to a query no recipe matches whole.
 */
import type { Knex } from 'knex';
import type { Executor } from '../../../platform/db';
import { summaryColumns, type RecipeSummaryRow } from '../recipes.repository';
import { unitQuery, type SearchUnit } from './understand';

/**
 * The dish the query names first: a name holding every word, then how close the whole name is to
 * the query (trigram similarity, so "Pad Thai" is nearer "pad thai" than "Pad Thai Salad Dressing"),
 * then the weighted text rank without length normalisation (a recipe with many ingredients is not
 * pushed down for them); rating only breaks what is left.
 */
export function relevanceOrder(tsquery: string, text: string): { sql: string; bindings: string[] } {
  return {
    sql: `(name_vector @@ to_tsquery('english', ?)) desc,
          similarity(lower(unaccent(name)), ?) + 0.5 * ts_rank(search_vector, to_tsquery('english', ?), 0) desc,
          rating desc nulls last, review_count desc, id`,
    bindings: [tsquery, text, tsquery],
  };
}

/** How many recipes matching most of the words are looked at, at most: closest first. */
export const CLOSEST_LIMIT = 240;

/**
 * Recipes matching some but not all of the query's units, most units first (those in the name
 * weighing double), then by name similarity. `filtered` carries the list's filters and exclusions.
 */
export async function closestRecipes(
  trx: Executor,
  filtered: Knex.QueryBuilder,
  input: { any: string; strict: string; units: SearchUnit[]; text: string; offset: number; limit: number },
): Promise<{ rows: RecipeSummaryRow[]; total: number }> {
  const { units, text } = input;
  const score = units
    .map(() => `(search_vector @@ to_tsquery('english', ?))::int + 2 * (name_vector @@ to_tsquery('english', ?))::int`)
    .join(' + ');
  const scoreBindings = units.flatMap((unit) => [unitQuery(unit), unitQuery(unit)]);
  const candidates = filtered
    .whereRaw(`search_vector @@ to_tsquery('english', ?)`, [input.any])
    .whereRaw(`not (search_vector @@ to_tsquery('english', ?))`, [input.strict])
    .select(
      'id',
      trx.raw(`${score} as matched`, scoreBindings),
      trx.raw('similarity(lower(unaccent(name)), ?) as near', [text]),
    )
    .orderByRaw('matched desc, near desc, rating desc nulls last, id')
    .limit(CLOSEST_LIMIT);
  const ranked: Array<{ id: number }> = await trx
    .queryBuilder()
    .from(candidates.as('closest'))
    // A recipe matching only a minor word ("for", a vague "healthy") of a longer query is not close.
    .where('matched', '>=', units.length > 2 ? 2 : 1)
    .select('id')
    .orderByRaw('matched desc, near desc, id');
  const ids = ranked.map((row) => row.id).slice(input.offset, input.offset + Math.max(0, input.limit));
  const rows: RecipeSummaryRow[] = ids.length ? await trx('recipes').whereIn('id', ids).select(summaryColumns) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total: ranked.length };
}
