/**
 * A candidate revision of searchRecipes (backend/src/modules/recipes/recipe-search.ts), kept here
 * so the benchmark can measure it next to the real one without touching the module. Each change
 * can be switched on alone:
 *
 * - countMemo: totals are memoised per filter set and corrected words for 60 s (bounded map).
 *   Browsing and popular searches repeat constantly, and the count is the expensive half of
 *   every list request (count(*) over every match).
 * - count 'bitmap': a text search's count runs with enable_seqscan off (transaction-local). The
 *   planner costs `search_vector @@ q` as a cheap operator and picks a sequential scan for common
 *   words, which decompresses every row's search_vector; the GIN bitmap visits only the matches.
 * - count 'capped': exact up to 1,000 matches (count over a LIMIT 1001 subquery, which stops
 *   early); above that, the planner's row estimate. The API would need to say the total is an
 *   estimate ("about 38,000 recipes"); an exact count of 390k matches cannot be cheap.
 * - nameFirst: results are recipes whose name contains every query word, by rating then id,
 *   followed by the other matches in the same order, instead of ts_rank_cd over every match.
 *   ts_rank_cd must read and decompress the search_vector of all matches (24k rows for "butter"
 *   at 73k, 240k at 730k) to return 24. Both steps are ORDER BY rating desc nulls last, id LIMIT n,
 *   which the planner can serve by walking recipes_browse_idx and stopping after n hits when the
 *   words are common, or from the GIN/trigram indexes and a small sort when they are rare.
 *   The name test is lower(name) LIKE '%word%' per word, so recipes_name_trgm_idx and its statistics apply.
 */
import type { RecipeListQuery } from '../backend/src/contracts/recipes';
/* eslint-disable sous/imports -- a variant of the module's own code, measured by the benchmark */
import { correctWords, currentMonthYear, prefixQuery, queryWords } from '../backend/src/modules/recipes/recipe-search';
import { summaryColumns, type RecipeSummaryRow } from '../backend/src/modules/recipes/recipes.repository';
/* eslint-enable sous/imports */
import type { Knex } from 'knex';
import type { Executor } from '../backend/src/platform/db';

export interface ProposalSwitches {
  countMemo: boolean;
  count: 'exact' | 'bitmap' | 'capped';
  nameFirst: boolean;
}

const COUNT_CAP = 1000;

interface SearchOptions {
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

const COUNT_TTL_MS = 60_000;
const COUNT_MEMO_MAX = 5_000;

export function createProposedSearch(switches: ProposalSwitches) {
  const counts = new Map<string, { total: number; at: number }>();

  return async function searchRecipesProposed(
    db: Executor,
    filters: RecipeListQuery,
    options: SearchOptions,
  ): Promise<{ rows: RecipeSummaryRow[]; total: number }> {
    const words = filters.search ? await correctWords(db, queryWords(filters.search)) : [];
    const offset = (filters.page - 1) * filters.limit;
    const base = db('recipes');
    applyFilters(base, filters, options);
    const tsquery = words.length ? prefixQuery(words) : null;
    if (tsquery) base.whereRaw(`search_vector @@ to_tsquery('english', ?)`, [tsquery]);

    const pageOf = () => base.clone().select(summaryColumns).limit(filters.limit).offset(offset);
    let rowsQuery: Promise<RecipeSummaryRow[]>;
    if (!tsquery) {
      rowsQuery = pageOf().orderByRaw(filters.featured ? 'featured_order' : 'rating desc nulls last, id');
    } else if (switches.nameFirst) {
      // Query words are lower-case letters and digits already (queryWords), so they are safe in
      // LIKE; one LIKE per word (not LIKE ALL) so recipes_name_trgm_idx can serve them.
      const patterns = words.map((word) => `%${word}%`);
      const nameMatch = patterns.map(() => 'lower(name) like ?').join(' and ');
      const wanted = offset + filters.limit;
      const ordered = (nameMatches: boolean, limit: number) =>
        base
          .clone()
          .whereRaw(nameMatches ? nameMatch : `not (${nameMatch})`, patterns)
          .select(summaryColumns)
          .orderByRaw('rating desc nulls last, id')
          .limit(limit);
      rowsQuery = (async () => {
        const named: RecipeSummaryRow[] = await ordered(true, wanted);
        const rest: RecipeSummaryRow[] = named.length < wanted ? await ordered(false, wanted - named.length) : [];
        return [...named, ...rest].slice(offset, wanted);
      })();
    } else {
      rowsQuery = pageOf().orderByRaw(
        `ts_rank_cd(search_vector, to_tsquery('english', ?), 1) desc, rating desc nulls last, id`,
        [tsquery],
      );
    }

    const key = JSON.stringify([{ ...filters, page: 0, limit: 0, search: undefined }, words, options.includePremium]);
    const count = async (): Promise<number> => {
      const memo = switches.countMemo ? counts.get(key) : undefined;
      if (memo && Date.now() - memo.at < COUNT_TTL_MS) return memo.total;
      let total: number;
      if (switches.count === 'capped') {
        const capped = await db.count<{ total: number }[]>({ total: '*' }).from(
          base
            .clone()
            .select(db.raw('1'))
            .limit(COUNT_CAP + 1)
            .as('capped'),
        );
        total = Number(capped[0].total);
        if (total > COUNT_CAP) {
          const { sql, bindings } = base.clone().select(db.raw('1')).toSQL();
          const plan = await db.raw(`explain (format json) ${sql}`, bindings);
          total = Math.max(COUNT_CAP + 1, Math.round(plan.rows[0]['QUERY PLAN'][0].Plan['Plan Rows']));
        }
      } else {
        const countQuery = base.clone().count<{ total: number }[]>({ total: '*' });
        const rows =
          tsquery && switches.count === 'bitmap'
            ? await db.transaction(async (trx) => {
                await trx.raw('set local enable_seqscan = off');
                return countQuery.transacting(trx);
              })
            : await countQuery;
        total = Number(rows[0].total);
      }
      if (switches.countMemo) {
        if (counts.size >= COUNT_MEMO_MAX) counts.clear();
        counts.set(key, { total, at: Date.now() });
      }
      return total;
    };

    const [rows, total] = await Promise.all([rowsQuery, count()]);
    return { rows, total };
  };
}
