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
 * Recipes matching most but not all of the query's units (one of two, two of three or four, three
 * of five), most units first (those in the name counting twice), then by name similarity. `filtered` carries the list's filters and exclusions.
 */
export async function closestRecipes(
  trx: Executor,
  filtered: Knex.QueryBuilder,
  input: { any: string; strict: string; units: SearchUnit[]; text: string; offset: number; limit: number },
): Promise<{ rows: RecipeSummaryRow[]; total: number }> {
  const { units, text } = input;
  const held = units.map(() => `(search_vector @@ to_tsquery('english', ?))::int`).join(' + ');
  const named = units.map(() => `(name_vector @@ to_tsquery('english', ?))::int`).join(' + ');
  const unitBindings = units.map(unitQuery);
  const ranked: Array<{ id: number }> = await filtered
    .whereRaw(`search_vector @@ to_tsquery('english', ?)`, [input.any])
    .whereRaw(`not (search_vector @@ to_tsquery('english', ?))`, [input.strict])
    // At least half of the words ("chips" alone is not close to "chocolate chip cookies").
    .whereRaw(`${held} >= ?`, [...unitBindings, Math.ceil(units.length / 2)])
    .select('id')
    .orderByRaw(`${held} + ${named} desc, similarity(lower(unaccent(name)), ?) desc, rating desc nulls last, id`, [
      ...unitBindings,
      ...unitBindings,
      text,
    ])
    .limit(CLOSEST_LIMIT);
  const ids = ranked.map((row) => row.id).slice(input.offset, input.offset + Math.max(0, input.limit));
  const rows: RecipeSummaryRow[] = ids.length ? await trx('recipes').whereIn('id', ids).select(summaryColumns) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total: ranked.length };
}
