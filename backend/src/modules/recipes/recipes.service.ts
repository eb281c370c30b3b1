import type { RecipeVisibility } from '@common/contracts/recipes';
import type {
  IngredientMatch,
  RecipeDetail,
  RecipeListQuery,
  RecipeListResponse,
} from '@common/contracts/recipes.schema';
import { reachablePages } from '@common/contracts/paging';
import type { Knex } from 'knex';
import type { Db } from '../../platform/db';
import type { RecipeScope } from '../../platform/http/actor';
import type { CatalogReads } from '../../platform/read-replica';
import { notFound } from '../../platform/errors';
import { createTtlCache } from '../../platform/ttl-cache';
import { requirePremium, type PremiumFeature } from '../subscriptions';
import { findByIngredients, searchRecipes, type SearchResult } from './recipe-search';
import { normalizeSearch } from './search/understand';
import { presentRecipeDetail, presentRecipeSummary } from './recipes.presenter';
import * as repo from './recipes.repository';
import { photoUrlsFor, type PhotoSigner } from './photo-urls';

export interface RecipeViewer {
  isPremium: boolean;
  /** The signed-in cook: their own recipes are theirs to see. Without it, the catalog alone. */
  userId?: string;
  /** The cook's scope as read with their session; asked of the database when absent. */
  scope?: RecipeScope;
}

type VisibilityRow = { owner_id: string | null; visibility: RecipeVisibility };

/** Whether seeing the row depends on the viewer's household: another cook's recipe shared with theirs. */
const needsMates = (row: VisibilityRow, viewer: RecipeViewer) =>
  row.owner_id !== null && row.owner_id !== viewer.userId && row.visibility === 'household' && !!viewer.userId;

/**
 * Another cook's recipe answers like a missing one: its existence is nobody else's business, except for
 * the fellow members of their household (`mates`) when they share it with the household.
 */
const visibleTo = (row: VisibilityRow, viewer: RecipeViewer, mates: readonly string[]) =>
  row.owner_id === null ||
  row.owner_id === viewer.userId ||
  (row.visibility === 'household' && mates.includes(row.owner_id));

/** A premium-exclusive recipe, as the one Premium 403 names it. */
export const PREMIUM_RECIPE: PremiumFeature = {
  title: 'A Premium Chef recipe',
  message: 'This recipe is one of the exclusive monthly recipes for Premium Chef members.',
};

/**
 * A search's first RESULT_WINDOW recipes (20 pages of 24) are found once and cached as a window:
 * their ids in order, the first page's rows and the total. Pages 2–20 are then a primary-key read of
 * 24 rows instead of a search of their own (at 730k recipes a search costs 20–400 ms, and paging
 * through one asks for a different page each time, so per-page entries were nearly all misses).
 */
export const RESULT_WINDOW = 480;

/** How long past its freshness a cached result may still be answered while it is recomputed. */
const STALE_SECONDS = 300;

interface ResultWindow {
  ids: number[];
  firstPage: repo.RecipeSummaryRow[];
  total: number;
  totalIsEstimate: boolean;
  query?: SearchResult['query'];
}

export function createRecipesService({
  db,
  catalog = { read: (query) => query(db) },
  listCacheSeconds = 0,
  photoSigner,
  householdMatesQuery,
}: {
  /** The primary: whatever a cook wrote (their own recipes) is read here, so it shows at once. */
  db: Db;
  /** Where the catalog's rows, the same for everyone, are read (a replica when there is one). */
  catalog?: CatalogReads;
  listCacheSeconds?: number;
  /** Signs the URLs of cooks' photos (none: their photos are left out). */
  photoSigner?: PhotoSigner;
  /**
   * The cook's fellow household members' ids as a query (a `user_id` column), asked at each read that
   * needs them, so a member who leaves stops seeing at once.
   */
  householdMatesQuery: (userId: string | Knex.Raw) => Knex.QueryBuilder;
}) {
  /** The mates `rows` need to be judged: asked only when one of them is another cook's household recipe. */
  const matesFor = async (rows: readonly VisibilityRow[], viewer: RecipeViewer): Promise<string[]> =>
    viewer.userId && rows.some((row) => needsMates(row, viewer))
      ? (await householdMatesQuery(viewer.userId)).map((mate: { user_id: string }) => mate.user_id)
      : [];
  const summaryFor = (row: repo.RecipeSummaryRow, viewer: RecipeViewer) =>
    presentRecipeSummary(row, viewer.isPremium, photoUrlsFor(photoSigner, viewer.userId));
  // Rows are the same for every viewer; what a viewer may see of them is decided per request below.
  const cacheOptions = { staleMs: STALE_SECONDS * 1000 };
  const windowCache = createTtlCache<ResultWindow>(listCacheSeconds * 1000, 1000, cacheOptions);
  const pageCache = createTtlCache<SearchResult>(listCacheSeconds * 1000, 1000, cacheOptions);
  const search = (query: RecipeListQuery) =>
    catalog.read((reader) => searchRecipes(reader, query, { includePremium: false }));

  /** One page of a search: from its cached window when inside it, else a search (and entry) of its own. */
  async function findPage(query: RecipeListQuery): Promise<SearchResult> {
    const { page, ...criteria } = query;
    const end = page * query.limit;
    // Keyed on the search as it is searched (case and spacing folded): "Soup" and "soup " are one entry.
    const key = (value: object) => JSON.stringify({ ...value, search: normalizeSearch(query.search) });
    // Uncached (tests, CATALOG_CACHE_SECONDS=0), a window would be computed for every request.
    if (listCacheSeconds <= 0 || end > RESULT_WINDOW) return pageCache.get(key(query), () => search(query));
    const window = await windowCache.get(key(criteria), async () => {
      const windowSize = RESULT_WINDOW - (RESULT_WINDOW % query.limit);
      const found = await search({ ...query, page: 1, limit: windowSize });
      return {
        ids: found.rows.map((row) => row.id),
        firstPage: found.rows.slice(0, query.limit),
        total: found.total,
        totalIsEstimate: found.totalIsEstimate,
        query: found.query,
      };
    });
    const { total, totalIsEstimate, query: understood } = window;
    if (page === 1) return { rows: window.firstPage, total, totalIsEstimate, query: understood };
    const ids = window.ids.slice(end - query.limit, end);
    const byId = new Map((await catalog.read((reader) => repo.findSummaries(reader, ids))).map((row) => [row.id, row]));
    return { rows: ids.flatMap((id) => byId.get(id) ?? []), total, totalIsEstimate, query: understood };
  }

  return {
    /** The cook's RecipeScope as SQL over a column of user ids, for the session query to read along. */
    scopeReadAlong: (userIdColumn: string) =>
      repo.recipeScopeSql(db, db.ref(userIdColumn), householdMatesQuery(db.ref(userIdColumn))),

    async list(viewer: RecipeViewer, query: RecipeListQuery): Promise<RecipeListResponse> {
      // The catalog's pages are cached for everyone; a cook with recipes of their own searches those
      // too, uncached, so a recipe just written is found at once.
      // Only mates who share something make the search uncached, not being in a household alone.
      const { ownsAny, sharingMates: householdMates } = viewer.userId
        ? (viewer.scope ?? (await repo.recipeScope(db, viewer.userId, householdMatesQuery(viewer.userId))))
        : { ownsAny: false, sharingMates: [] };
      const viewerId =
        viewer.userId && (query.mine || query.household || householdMates.length || ownsAny)
          ? viewer.userId
          : undefined;
      const {
        rows,
        total,
        totalIsEstimate,
        query: understood,
      }: Pick<SearchResult, 'rows' | 'total' | 'totalIsEstimate' | 'query'> = viewerId
        ? await searchRecipes(db, query, { includePremium: false, viewerId, householdMates })
        : query.mine || query.household
          ? { rows: [], total: 0, totalIsEstimate: false }
          : await findPage(query);
      // Only the pages a client may ask for (page × limit ≤ MAX_RESULT_DEPTH), whatever the total.
      const totalPages = reachablePages(total, query.limit);
      return {
        recipes: rows.map((row) => summaryFor(row, viewer)),
        total,
        totalIsEstimate,
        totalPages,
        // An estimate can overshoot: a short page is the last one whatever the estimate says.
        hasMore: query.page < totalPages && rows.length === query.limit,
        page: query.page,
        ...(understood ? { query: understood } : {}),
      };
    },

    /** A free viewer gets 403 with an upsell for a premium-exclusive recipe, never its content. */
    async get(viewer: RecipeViewer, id: number): Promise<RecipeDetail> {
      const fromCatalog = await catalog.read((reader) => repo.findRecipe(reader, id));
      // A cook's own recipe, or one the replica has not seen yet (just written), comes from the
      // primary: a cook sees their change at once. A visitor sees catalog recipes only.
      const row = fromCatalog?.owner_id === null || !viewer.userId ? fromCatalog : await repo.findRecipe(db, id);
      if (!row || !visibleTo(row, viewer, await matesFor([row], viewer))) throw notFound('Recipe not found');
      if (row.is_premium_exclusive) {
        requirePremium(viewer.isPremium, PREMIUM_RECIPE, { id: row.id, name: row.name, description: row.description });
      }
      return presentRecipeDetail(row, viewer.isPremium, viewer.userId, photoUrlsFor(photoSigner, viewer.userId));
    },

    async byIngredients(viewer: RecipeViewer, have: string[], limit: number): Promise<IngredientMatch[]> {
      const rows = await catalog.read((reader) => findByIngredients(reader, have, limit));
      return rows.map((row) => ({
        ...summaryFor(row, viewer),
        matchedIngredients: row.matched,
        missingIngredients: row.missing,
        missingLines: row.missingLines,
      }));
    },

    /** Summaries in the order of `ids` (missing ids are skipped). */
    async summaries(viewer: RecipeViewer, ids: number[]) {
      const rows = await repo.findSummaries(db, ids);
      const mates = await matesFor(rows, viewer);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row && visibleTo(row, viewer, mates) ? [summaryFor(row, viewer)] : [];
      });
    },

    /** The recipe a user may act on (favorite, list): 404 when unknown, 403 when premium-only and not premium. */
    async requireAccessible(viewer: RecipeViewer, id: number) {
      const [row] = await repo.findSummaries(db, [id]);
      if (!row || !visibleTo(row, viewer, await matesFor([row], viewer))) throw notFound('Recipe not found');
      if (row.is_premium_exclusive) requirePremium(viewer.isPremium, PREMIUM_RECIPE);
      return row;
    },

    forList: (ids: number[]) => repo.findForList(db, ids),
    cuisines: () => catalog.read(repo.cuisineCounts),
    stats: () => catalog.read(repo.countRecipes),
  };
}

export type RecipesService = ReturnType<typeof createRecipesService>;
