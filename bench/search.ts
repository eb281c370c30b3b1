/**
 * `npm run bench:search` — import and search benchmark on the machine's PostgreSQL.
 *
 * 1. Recreates a dedicated database (BENCH_DATABASE, default sous_bench) on the server at
 *    DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), migrates it, imports the
 *    73,322-recipe dataset with the real importer, then imports it again (the re-run).
 * 2. Runs a fixed mix of queries through searchRecipes/findByIngredients (plain queries and the
 *    labelled hard set, uncached), and the same mix as a naive `ILIKE '%q%' ORDER BY name` baseline,
 *    at 73k recipes; scores both on the hard set (hit@10 and MRR per class, bench/hard-set.ts).
 * 3. Measures first-page browse (GET /api/recipes, signed in) with autocannon, 50 connections,
 *    against a web process started as `npm run web` starts it, autocannon in a process of its own.
 * 4. Mixes 20 cooks × 1,000 own recipes into the 73k catalog and runs the mix as a visitor and as one
 *    of the cooks (owner and household visibility in the plan), alternately; then takes them away.
 * 5. Grows the catalog to 10× (each recipe copied 9 times with source_id "<id>#copy-N") with one
 *    INSERT ... SELECT (triggers off, search_vector, name_vector and recipe_pantry rows copied,
 *    secondary indexes rebuilt after), and repeats 2 and 3.
 *
 * Every latency figure of ours is the median over BENCH_RUNS runs (default 3) with min and max; a
 * run executes the whole mix BENCH_PASSES times (default 3) after one warm-up pass. The naive
 * baseline runs one measured pass after its warm-up (its queries take seconds at 730k).
 * Prints a table, pass/fail per target, and writes bench/results/search.json.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateLatest } from '../db/migration-source';
import type { RecipeListQuery } from '@common/contracts/recipes.schema';
// The benchmark drives the recipes module's internals directly, as its tests do.
import { importRecipes, type ImportSummary } from '../backend/src/modules/recipes/import/importer';
import { createProgressReporter } from '../backend/src/modules/recipes/import/progress';
import { findByIngredients, searchRecipes, type SearchOptions } from '../backend/src/modules/recipes/recipe-search';
import { summaryColumns } from '../backend/src/modules/recipes/recipes.repository';
import { createDb, type Db } from '../backend/src/platform/db';
import { HARD_QUERIES } from '../backend/src/modules/recipes/search/hard-set/queries';
import { HARD_CLASSES } from '../backend/src/modules/recipes/search/hard-set/queries';
import { formatHardSetScores, type HardSetScore } from '../backend/src/modules/recipes/search/hard-set/score';
import { ADMIN_URL, databaseUrl as urlOfDatabase, recreateDatabase } from './bench-database';
import { scoreEngines } from './hard-set';
import { sessionCookie } from './web';
import { atLeast, atMost, type Figure } from './figures';
import { localProductionEnv } from '../infra/local-production-env';
import { freePort } from '../backend/src/testing/free-port';
import { buildServer } from '../infra/build-server';
import { npmScriptNodeArgs, postgresCpuSeconds, postgresCpuSecondsBetween, spawnNode } from './processes';

const root = path.resolve(import.meta.dirname, '..');
const BENCH_DATABASE = process.env.BENCH_DATABASE ?? 'sous_bench';
const DATA_FILE = path.resolve(root, process.env.BENCH_DATA_FILE ?? '../shared/data/recipes_dpapathanasiou.jsonl.gz');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PASSES = Number(process.env.BENCH_PASSES ?? 3);
const COPIES = 10;
const OWN_COOKS = Number(process.env.BENCH_OWN_COOKS ?? 20);
const OWN_RECIPES_EACH = 1000;
const HTTP_SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 15);
const RESULTS_DIR = path.join(root, 'bench/results');
const TARGETS = {
  importSeconds: 30,
  rerunSeconds: 10,
  p95At73k: 50,
  p99At73k: 250,
  p95At730k: 120,
  p99At730k: 250,
  browseRps: 1000,
  /** A cook's search with their own recipes mixed in, against the catalog's alone (p95 at 73k). */
  ownRecipesRatio: 1.1,
  hardHitAt10: 0.85,
  hardClassHitAt10: 0.7,
};

// ---------------------------------------------------------------- the query mix

type MixQuery =
  | { label: string; kind: 'search'; filters: Partial<RecipeListQuery> }
  | { label: string; kind: 'ingredients'; have: string[] };

const search = (label: string, filters: Partial<RecipeListQuery>): MixQuery => ({ label, kind: 'search', filters });
const text = (q: string, filters: Partial<RecipeListQuery> = {}) => search(q, { search: q, ...filters });

/** 50 plain queries: common, rare, multi-word, typos, prefixes, filters only, filters + search, ingredients. */
export const PLAIN_MIX: MixQuery[] = [
  // common words
  text('butter'),
  text('chicken'),
  text('salt'),
  text('sugar'),
  text('garlic'),
  text('cheese'),
  text('chocolate'),
  text('pasta'),
  // rare words
  text('quince'),
  text('kohlrabi'),
  text('sumac'),
  text('tamarind'),
  text('persimmon'),
  text('fenugreek'),
  // multi-word
  text('chicken soup'),
  text('chocolate chip cookies'),
  text('beef stew'),
  text('lemon garlic shrimp'),
  text('apple pie'),
  text('banana bread'),
  // typos
  text('chiken'),
  text('choclate'),
  text('spagetti'),
  text('brocoli'),
  text('cinamon'),
  // prefixes
  text('lasag'),
  text('choc'),
  text('parm'),
  text('caram'),
  text('guac'),
  // filters only
  search('[browse] page 1', {}),
  search('[browse] page 100', { page: 100 }),
  search('[filter] mealType=Dessert', { mealType: 'Dessert' }),
  search('[filter] dietary=Vegetarian', { dietary: ['Vegetarian'] }),
  search('[filter] cuisine=Italian', { cuisine: 'Italian' }),
  search('[filter] Dinner + Gluten-Free', { mealType: 'Dinner', dietary: ['Gluten-Free'] }),
  search('[filter] maxCookingTime=30', { maxCookingTime: 30 }),
  // filters + search
  search('chicken + Dinner', { search: 'chicken', mealType: 'Dinner' }),
  search('cake + Vegetarian', { search: 'cake', dietary: ['Vegetarian'] }),
  search('pasta + Italian', { search: 'pasta', cuisine: 'Italian' }),
  search('soup + Vegan', { search: 'soup', dietary: ['Vegan'] }),
  search('salad + Salad', { search: 'salad', mealType: 'Salad' }),
  search('pie + Dessert + Vegetarian', { search: 'pie', mealType: 'Dessert', dietary: ['Vegetarian'] }),
  // ingredient search ("cook with what you have")
  { label: '[have] chicken, rice', kind: 'ingredients', have: ['chicken', 'rice'] },
  { label: '[have] eggs, flour, sugar', kind: 'ingredients', have: ['eggs', 'flour', 'sugar'] },
  { label: '[have] tomato, basil, mozzarella', kind: 'ingredients', have: ['tomato', 'basil', 'mozzarella'] },
  { label: '[have] potato', kind: 'ingredients', have: ['potato'] },
  { label: '[have] tofu, soy sauce, ginger', kind: 'ingredients', have: ['tofu', 'soy sauce', 'ginger'] },
  { label: '[have] salmon, lemon, dill', kind: 'ingredients', have: ['salmon', 'lemon', 'dill'] },
  { label: '[have] black beans, corn, avocado', kind: 'ingredients', have: ['black beans', 'corn', 'avocado'] },
];

/** The plain queries and the labelled hard set (as cooks type them: phrases, exclusions, two typos...). */
export const QUERY_MIX: MixQuery[] = [
  ...PLAIN_MIX,
  ...HARD_QUERIES.map((hard) => search(`[hard] ${hard.query}`, { search: hard.query })),
];

const PAGE_SIZE = 24;
const BY_INGREDIENTS_LIMIT = 30;

const fullFilters = (filters: Partial<RecipeListQuery>): RecipeListQuery => ({
  page: 1,
  limit: PAGE_SIZE,
  featured: false,
  dietary: undefined,
  ...filters,
});

/** What the app runs; returns the total the UI would show (for ingredients: matches returned). */
async function runSous(db: Db, query: MixQuery, options: SearchOptions = { includePremium: false }): Promise<number> {
  if (query.kind === 'ingredients') return (await findByIngredients(db, query.have, BY_INGREDIENTS_LIMIT)).length;
  return (await searchRecipes(db, fullFilters(query.filters), options)).total;
}

/**
 * The naive alternative: substring match on the name (or on the ingredient text for "have"
 * queries), ORDER BY name, with the same filters, rows and count in parallel as searchRecipes does.
 */
async function runBaseline(db: Db, query: MixQuery): Promise<number> {
  const base = db('recipes').where('is_premium_exclusive', false);
  let limit = PAGE_SIZE;
  let offset = 0;
  if (query.kind === 'ingredients') {
    for (const item of query.have) base.whereRaw(`array_to_string(ingredients, ' ') ilike ?`, [`%${item}%`]);
    limit = BY_INGREDIENTS_LIMIT;
  } else {
    const filters = fullFilters(query.filters);
    offset = (filters.page - 1) * filters.limit;
    if (filters.search) base.whereRaw('name ilike ?', [`%${filters.search}%`]);
    if (filters.mealType) base.whereRaw('meal_type @> ?::text[]', [[filters.mealType]]);
    if (filters.cuisine) base.whereRaw('lower(cuisine) = lower(?)', [filters.cuisine]);
    if (filters.maxCookingTime)
      base.whereRaw('coalesce(total_time_minutes, cooking_minutes) <= ?', [filters.maxCookingTime]);
    if (filters.dietary?.length) base.whereRaw('dietary @> ?::text[]', [filters.dietary]);
  }
  const [, count] = await Promise.all([
    base.clone().select(summaryColumns).orderBy('name').limit(limit).offset(offset),
    base.clone().count<{ total: number }[]>({ total: '*' }),
  ]);
  return Number(count[0].total);
}

// ---------------------------------------------------------------- statistics

interface Spread {
  median: number;
  min: number;
  max: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const spread = (values: number[]): Spread => ({
  median: median(values),
  min: Math.min(...values),
  max: Math.max(...values),
});

interface MixResult {
  p50: Spread;
  p95: Spread;
  p99: Spread;
  perQuery: Array<{ label: string; total: number; medianMs: number }>;
}

async function measureMix(
  db: Db,
  run: (db: Db, query: MixQuery) => Promise<number>,
  { runs: runCount = RUNS, passes = PASSES } = {},
): Promise<MixResult> {
  const totals = new Map<string, number>();
  for (const query of QUERY_MIX) totals.set(query.label, await run(db, query)); // warm-up pass
  const perQuery = new Map<string, number[]>(QUERY_MIX.map((query) => [query.label, []]));
  const runs: Array<{ p50: number; p95: number; p99: number }> = [];
  for (let r = 0; r < runCount; r++) {
    const samples: number[] = [];
    for (let pass = 0; pass < passes; pass++) {
      for (const query of QUERY_MIX) {
        const started = performance.now();
        await run(db, query);
        const ms = performance.now() - started;
        samples.push(ms);
        perQuery.get(query.label)?.push(ms);
      }
    }
    samples.sort((a, b) => a - b);
    runs.push({ p50: percentile(samples, 50), p95: percentile(samples, 95), p99: percentile(samples, 99) });
  }
  return {
    p50: spread(runs.map((run) => run.p50)),
    p95: spread(runs.map((run) => run.p95)),
    p99: spread(runs.map((run) => run.p99)),
    perQuery: QUERY_MIX.map((query) => ({
      label: query.label,
      total: totals.get(query.label) ?? 0,
      medianMs: median(perQuery.get(query.label) ?? [0]),
    })),
  };
}

interface OwnRecipesResult {
  rows: number;
  catalog: { p50: Spread; p95: Spread };
  cook: { p50: Spread; p95: Spread };
  /** The cook's p95 over the visitor's, run by run. */
  ratio: Spread;
  /** Per query, median ms of the catalog alone and as the cook, the cook's slowest against the catalog first. */
  perQuery: Array<{ label: string; catalogMs: number; cookMs: number }>;
}

/**
 * The mix as a visitor sees it (the catalog alone) and as a cook with their own recipes and their
 * household's (owner and visibility in every query's plan), alternately, RUNS times each, on the same
 * database, so that both meet the same machine.
 */
async function measureOwnRecipes(db: Db, rows: number, viewer: SearchOptions): Promise<OwnRecipesResult> {
  const asCook = (executor: Db, query: MixQuery) => runSous(executor, query, viewer);
  const catalog: MixResult[] = [];
  const cook: MixResult[] = [];
  for (let r = 0; r < RUNS; r++) {
    catalog.push(await measureMix(db, runSous, { runs: 1 }));
    cook.push(await measureMix(db, asCook, { runs: 1 }));
  }
  const summary = (results: MixResult[]) => ({
    p50: spread(results.map((result) => result.p50.median)),
    p95: spread(results.map((result) => result.p95.median)),
  });
  const perQueryMedian = (results: MixResult[], i: number) =>
    median(results.map((result) => result.perQuery[i].medianMs));
  const perQuery = QUERY_MIX.map((query, i) => ({
    label: query.label,
    catalogMs: perQueryMedian(catalog, i),
    cookMs: perQueryMedian(cook, i),
  })).sort((a, b) => b.cookMs - b.catalogMs - (a.cookMs - a.catalogMs));
  const ratio = spread(cook.map((result, r) => result.p95.median / catalog[r].p95.median));
  return { rows, catalog: summary(catalog), cook: summary(cook), ratio, perQuery };
}

// ---------------------------------------------------------------- database set-up

/**
 * 73k → 730k in SQL: nine copies of every imported recipe under "<source_id>#copy-N". The copies
 * have exactly the originals' content, so the triggers are switched off and what they fill is copied
 * instead of recomputed: search_vector and name_vector (every column of recipes is copied) and the
 * copies' recipe_pantry rows (their originals' rows under the copies' ids). The secondary indexes of
 * both tables are dropped first and rebuilt after (one sort per index instead of 660k incremental GIN
 * inserts). Same schema, same index definitions.
 */
async function growCatalog(db: Db): Promise<number> {
  const started = performance.now();
  const indexes = (
    await db.raw(`
      select indexname, indexdef from pg_indexes
      where schemaname = current_schema() and tablename in ('recipes', 'recipe_pantry')
        and indexname not in (select conname from pg_constraint where conrelid in ('recipes'::regclass, 'recipe_pantry'::regclass))`)
  ).rows as Array<{ indexname: string; indexdef: string }>;
  const columns = (
    await db.raw(`
      select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = 'recipes' and column_name <> 'id'
      order by ordinal_position`)
  ).rows.map((row: { column_name: string }) => row.column_name) as string[];
  await db.transaction(async (trx) => {
    for (const index of indexes) await trx.raw(`drop index "${index.indexname}"`);
    await trx.raw('alter table recipes disable trigger user');
    await trx.raw(
      `insert into recipes (${columns.join(', ')})
       select ${columns.map((column) => (column === 'source_id' ? `source_id || '#copy-' || copy` : column)).join(', ')}
       from recipes, generate_series(1, ${COPIES - 1}) as copy
       where source_id not like '%#copy-%'
       order by copy, id`,
    );
    await trx.raw(
      `insert into recipe_pantry (recipe_id, listed, rating, food_vector)
       select copy.id, pantry.listed, pantry.rating, pantry.food_vector
       from recipes copy
       join recipes original on original.source_id = split_part(copy.source_id, '#copy-', 1)
       join recipe_pantry pantry on pantry.recipe_id = original.id
       where copy.source_id like '%#copy-%'
       order by copy.id`,
    );
    await trx.raw('alter table recipes enable trigger user');
    await trx.raw(`set local maintenance_work_mem = '1GB'`);
    for (const index of indexes) await trx.raw(index.indexdef);
  });
  await db.raw('vacuum analyze recipes');
  await db.raw('vacuum analyze recipe_pantry');
  return performance.now() - started;
}

/**
 * Cooks' own recipes among the catalog: OWN_COOKS cooks with OWN_RECIPES_EACH recipes each, copies of
 * distinct catalog recipes (so they hold the words the mix searches for) with no rating, as a cook's
 * recipe has. The cooks are in households of two, and every fourth recipe of each is shared with the
 * household. One INSERT ... SELECT through the triggers, as the app's inserts go (search words, the
 * pantry row), then what autovacuum would do. Returns who searches: the first cook, with their mate.
 */
async function addOwnRecipes(db: Db): Promise<{ rows: number; viewer: SearchOptions }> {
  const cooks: string[] = (
    await db('users')
      .insert(Array.from({ length: OWN_COOKS }, (_, i) => ({ email: `bench-cook-${i}@example.test` })))
      .returning('id')
  ).map((row: { id: string }) => row.id);
  const columns = (
    await db.raw(`
      select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = 'recipes'
        and column_name not in ('id', 'search_vector', 'name_vector')
      order by ordinal_position`)
  ).rows.map((row: { column_name: string }) => row.column_name) as string[];
  const own: Record<string, string> = {
    source_id: `'own:bench-' || n`,
    owner_id: `(?::uuid[])[(n / ${OWN_RECIPES_EACH})::int + 1]`,
    visibility: `case when n % 4 = 0 then 'household' else 'private' end`,
    rating: 'null',
    review_count: '0',
    is_premium_exclusive: 'false',
    featured_order: 'null',
    month_year: 'null',
    share_token: 'null',
    client_key: 'null',
  };
  const inserted = await db.raw(
    `insert into recipes (${columns.join(', ')})
     select ${columns.map((column) => own[column] ?? column).join(', ')}
     from (select *, row_number() over (order by id) - 1 as n from recipes where owner_id is null) catalog
     where n < ?`,
    [cooks, OWN_COOKS * OWN_RECIPES_EACH],
  );
  await db.raw('vacuum analyze recipes');
  await db.raw('vacuum analyze recipe_pantry');
  return { rows: inserted.rowCount, viewer: { includePremium: false, viewerId: cooks[0], householdMates: [cooks[1]] } };
}

/** Takes the cooks of addOwnRecipes away again (their recipes with them), so the catalog grows alone. */
async function removeOwnRecipes(db: Db): Promise<void> {
  await db('users').where('email', 'like', 'bench-cook-%@example.test').del();
}

// ---------------------------------------------------------------- HTTP browse under load

interface HttpResult {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

function runAutocannon(url: string, cookie: string, seconds: number): Promise<HttpResult> {
  const bin = path.join(root, 'node_modules/autocannon/autocannon.js');
  const args = [bin, '-c', '50', '-d', String(seconds), '-j', '-H', `cookie=${cookie}`, url];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}: ${err}`));
      const result = JSON.parse(out);
      resolve({
        requestsPerSecond: result.requests.average,
        latencyP50Ms: result.latency.p50,
        latencyP99Ms: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
  });
}

/** The server bundle, built once per run for the browse measurements. */
let serverBuilt: Promise<unknown> | undefined;

/**
 * First-page browse under autocannon against a web process started as `npm run web` starts it (the
 * server bundle, its own heap), as the load bench does: in this process the server would share a
 * heap with the import's caches and the mix's results, and measured 20-30 % slower for it.
 */
async function measureBrowse(
  databaseUrl: string,
): Promise<HttpResult & { sampleStatus: number; total: number; floor: HttpResult }> {
  serverBuilt ??= buildServer();
  await serverBuilt;
  const port = await freePort();
  // The origin the client calls must be the app's own, or the CSRF rule refuses its sign-up.
  const base = `http://127.0.0.1:${port}`;
  const web = await spawnNode(
    npmScriptNodeArgs('web'),
    {
      ...localProductionEnv(port),
      APP_ORIGIN: base,
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_MAX: '20',
      // The per-session API limit (600/min) would turn the load test into 429s.
      RATE_API_PER_MINUTE: '100000000',
      RUN_WORKER_IN_WEB: 'false',
      DATA_DIR: path.join(os.tmpdir(), `sous-bench-${process.pid}`),
      QUEUE_PREFIX: `bench${process.pid}`,
    },
    base,
  );
  try {
    const cookie = await sessionCookie(base);
    const sample = await fetch(`${base}/api/recipes`, { headers: { cookie } });
    const body = (await sample.json()) as { total?: number };
    await runAutocannon(`${base}/api/recipes`, cookie, 3); // warm-up
    const result = await runAutocannon(`${base}/api/recipes`, cookie, HTTP_SECONDS);
    // The same middleware (session, rate limit) with no recipe query: the ceiling for any API read.
    const floor = await runAutocannon(`${base}/api/config`, cookie, Math.max(3, Math.round(HTTP_SECONDS / 3)));
    return { ...result, sampleStatus: sample.status, total: body.total ?? -1, floor };
  } finally {
    await web.stop();
  }
}

// ---------------------------------------------------------------- report

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2));
const showSpread = (s: Spread) => `${ms(s.median)} (${ms(s.min)}–${ms(s.max)})`;
const pad = (value: string, width: number) => value.padEnd(width);
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

export interface SearchBenchResult {
  figures: Figure[];
  /** The benchmark database, left in place at 730k recipes for the load benchmark. */
  databaseUrl: string;
  recipeCount: number;
}

/**
 * The database an earlier search run left at 730k recipes, if it is there: it exists and the growth
 * step committed (that step is one transaction, indexes included, so its copies mean it finished).
 * Lets `npm run bench -- load` skip the 15-minute import and growth.
 */
export async function existingGrownDatabase(): Promise<{ databaseUrl: string; recipeCount: number } | undefined> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [BENCH_DATABASE]);
    if (found.rowCount === 0) return undefined;
  } finally {
    await admin.end();
  }
  const url = urlOfDatabase(BENCH_DATABASE);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const grown = await client.query(
      `select (select count(*) from recipes)::int as recipes,
              exists (select 1 from recipes where source_id like '%#copy-%') as grown`,
    );
    const { recipes, grown: isGrown } = grown.rows[0] as { recipes: number; grown: boolean };
    return isGrown ? { databaseUrl: url, recipeCount: recipes } : undefined;
  } catch {
    return undefined; // not migrated, or not a benchmark database
  } finally {
    await client.end();
  }
}

/** The catalog of a migrated database at `databaseUrl`, as the load benchmark serves it. */
export async function catalogAt(databaseUrl: string): Promise<{ databaseUrl: string; recipeCount: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ recipes: number }>('select count(*)::int as recipes from recipes');
    return { databaseUrl, recipeCount: rows[0].recipes };
  } finally {
    await client.end();
  }
}

export async function runSearchBench(): Promise<SearchBenchResult> {
  const startedAt = new Date();
  const load = () => os.loadavg().map((value) => Number(value.toFixed(2)));
  process.stderr.write(`Bench database ${BENCH_DATABASE} on ${new URL(ADMIN_URL).host}; load ${load().join(' ')}\n`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const url = await recreateDatabase(BENCH_DATABASE);
  const db = createDb(url, 10);
  const results: Record<string, unknown> = {
    startedAt: startedAt.toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryGb: Math.round(os.totalmem() / 1e9),
      node: process.version,
      loadAverageAtStart: load(),
    },
    config: { runs: RUNS, passes: PASSES, queries: QUERY_MIX.length, httpSeconds: HTTP_SECONDS, dataFile: DATA_FILE },
  };
  try {
    await migrateLatest(db);
    results.postgres = (await db.raw('show server_version')).rows[0].server_version;

    // CPU time too: on a busy machine wall time says little, CPU time says what the import costs.
    const timedImport = async (reportName: string) => {
      const cpuBefore = process.cpuUsage();
      const pgBefore = postgresCpuSeconds(BENCH_DATABASE);
      const summary = await importRecipes(db, {
        file: DATA_FILE,
        reportPath: path.join(RESULTS_DIR, reportName),
        progress: createProgressReporter(),
      });
      const cpu = process.cpuUsage(cpuBefore);
      const pgCpu = postgresCpuSecondsBetween(pgBefore, postgresCpuSeconds(BENCH_DATABASE));
      return { summary, nodeCpuSeconds: (cpu.user + cpu.system) / 1e6, pgCpuSeconds: pgCpu };
    };
    process.stderr.write('Import (fresh database)…\n');
    const firstRun = await timedImport('import-report.jsonl');
    const first = firstRun.summary;
    process.stderr.write('Import again (re-run)…\n');
    const rerunRun = await timedImport('import-report-rerun.jsonl');
    const rerun = rerunRun.summary;
    const importSummary = ({
      summary,
      nodeCpuSeconds,
      pgCpuSeconds,
    }: {
      summary: ImportSummary;
      nodeCpuSeconds: number;
      pgCpuSeconds: number;
    }) => ({
      seconds: Number((summary.elapsedMs / 1000).toFixed(2)),
      nodeCpuSeconds: Number(nodeCpuSeconds.toFixed(2)),
      postgresBackendCpuSeconds: Number(pgCpuSeconds.toFixed(2)),
      records: summary.records,
      imported: summary.imported,
      updated: summary.updated,
      unchanged: summary.unchanged,
      rejected: summary.rejected,
      timingsMs: Object.fromEntries(Object.entries(summary.timings).map(([key, value]) => [key, Math.round(value)])),
      parseCache: summary.parseCache,
    });
    results.import = { first: importSummary(firstRun), rerun: importSummary(rerunRun) };
    // What autovacuum would do within a minute or two of an import, done now so the mix runs on
    // statistics and visibility maps as a settled catalog has them (recipe_pantry is the triggers').
    await db.raw('vacuum analyze recipes');
    await db.raw('vacuum analyze recipe_pantry');

    const scales: Record<string, { recipes: number; sous: MixResult; baseline: MixResult; http?: unknown }> = {};
    const measureScale = async (name: string) => {
      const recipes = Number((await db('recipes').count({ n: '*' }))[0].n);
      process.stderr.write(`Query mix at ${recipes.toLocaleString('en-US')} recipes…\n`);
      const sous = await measureMix(db, runSous);
      process.stderr.write('  naive baseline…\n');
      // One measured pass after the warm-up: a query of the baseline takes seconds at 730k, and its
      // 50 samples place its p95 well enough for a ratio of 10–20×.
      const baseline = await measureMix(db, runBaseline, { runs: 1, passes: 1 });
      process.stderr.write('  HTTP browse under autocannon…\n');
      const http = await measureBrowse(url);
      scales[name] = { recipes, sous, baseline, http };
    };
    await measureScale('73k');
    process.stderr.write('Hard set (hit@10, MRR) at 73k…\n');
    const hard = await scoreEngines(db);
    results.hardSet = hard;
    process.stderr.write(
      `Query mix at 73k with ${OWN_COOKS} cooks × ${OWN_RECIPES_EACH.toLocaleString('en-US')} own recipes mixed in…\n`,
    );
    const added = await addOwnRecipes(db);
    const ownRecipes = await measureOwnRecipes(db, added.rows, added.viewer);
    results.ownRecipes = ownRecipes;
    process.stderr.write(
      `  p95 as a cook ${ms(ownRecipes.cook.p95.median)} ms, the catalog alone ${ms(ownRecipes.catalog.p95.median)} ms: ` +
        `${(ownRecipes.cook.p95.median / ownRecipes.catalog.p95.median).toFixed(2)}×\n`,
    );
    await removeOwnRecipes(db);
    process.stderr.write(`Growing the catalog ${COPIES}×…\n`);
    const growMs = await growCatalog(db);
    results.growSeconds = Number((growMs / 1000).toFixed(1));
    await measureScale('730k');
    results.scales = scales;
    results.loadAverageAtEnd = load();

    // ---- print
    const lines: string[] = [];
    const f = first.elapsedMs / 1000;
    const r = rerun.elapsedMs / 1000;
    lines.push('', `Import of ${first.records.toLocaleString('en-US')} recipes (${path.basename(DATA_FILE)})`);
    lines.push(
      `  first run ${f.toFixed(1)} s  (new ${first.imported}, rejected ${first.rejected}; reading+mapping ${(first.timings.readAndMapMs / 1000).toFixed(1)} s, waiting for writes ${(first.timings.writeWaitMs / 1000).toFixed(1)} s, search words ${(first.timings.searchWordsMs / 1000).toFixed(1)} s; CPU: Node ${firstRun.nodeCpuSeconds.toFixed(1)} s, PostgreSQL backends ${firstRun.pgCpuSeconds.toFixed(1)} s)`,
    );
    lines.push(
      `  re-run    ${r.toFixed(1)} s  (unchanged ${rerun.unchanged}, updated ${rerun.updated}, new ${rerun.imported}; CPU: Node ${rerunRun.nodeCpuSeconds.toFixed(1)} s, PostgreSQL backends ${rerunRun.pgCpuSeconds.toFixed(1)} s)`,
    );
    lines.push(
      '',
      `Search latency, ms: median of ${RUNS} runs (min–max); each run = ${PASSES} passes over ${QUERY_MIX.length} queries`,
    );
    lines.push(
      `  ${pad('scale', 8)}${pad('engine', 10)}${pad('p50', 22)}${pad('p95', 22)}${pad('p99', 22)}browse rps (p50/p99 ms)`,
    );
    for (const [name, scale] of Object.entries(scales)) {
      const http = scale.http as HttpResult & { floor: HttpResult };
      lines.push(
        `  ${pad(name, 8)}${pad('sous', 10)}${pad(showSpread(scale.sous.p50), 22)}${pad(showSpread(scale.sous.p95), 22)}${pad(showSpread(scale.sous.p99), 22)}${Math.round(http.requestsPerSecond)} (${http.latencyP50Ms}/${http.latencyP99Ms})${http.non2xx ? `  non-2xx ${http.non2xx}` : ''}; GET /api/config ${Math.round(http.floor.requestsPerSecond)}`,
      );
      lines.push(
        `  ${pad('', 8)}${pad('naive', 10)}${pad(showSpread(scale.baseline.p50), 22)}${pad(showSpread(scale.baseline.p95), 22)}${pad(showSpread(scale.baseline.p99), 22)}`,
      );
      lines.push(
        `  ${pad('', 8)}${pad('naive/sous', 10)}${pad(`${(scale.baseline.p50.median / scale.sous.p50.median).toFixed(1)}×`, 22)}${pad(`${(scale.baseline.p95.median / scale.sous.p95.median).toFixed(1)}×`, 22)}${pad(`${(scale.baseline.p99.median / scale.sous.p99.median).toFixed(1)}×`, 22)}`,
      );
    }
    lines.push('', 'Per query: total | median ms sous 73k | 730k total | median ms sous 730k | naive 73k | naive 730k');
    const s73 = scales['73k'];
    const s730 = scales['730k'];
    QUERY_MIX.forEach((query, i) => {
      const a = s73.sous.perQuery[i];
      const b = s730.sous.perQuery[i];
      lines.push(
        `  ${pad(query.label, 34)}${pad(String(a.total), 8)}${pad(ms(a.medianMs), 8)}${pad(String(b.total), 9)}${pad(ms(b.medianMs), 8)}${pad(ms(s73.baseline.perQuery[i].medianMs), 8)}${ms(s730.baseline.perQuery[i].medianMs)}`,
      );
    });
    const ownRatio = ownRecipes.cook.p95.median / ownRecipes.catalog.p95.median;
    lines.push(
      '',
      `Own recipes at 73k: ${ownRecipes.rows.toLocaleString('en-US')} cooks' recipes mixed in (${OWN_COOKS} cooks × ${OWN_RECIPES_EACH.toLocaleString('en-US')}), ${RUNS} alternating runs of each`,
      `  ${pad('searcher', 34)}${pad('p50', 22)}p95`,
      `  ${pad('visitor (catalog alone)', 34)}${pad(showSpread(ownRecipes.catalog.p50), 22)}${showSpread(ownRecipes.catalog.p95)}`,
      `  ${pad('cook (own + household recipes)', 34)}${pad(showSpread(ownRecipes.cook.p50), 22)}${showSpread(ownRecipes.cook.p95)}`,
      `  cook / visitor p95: ${ownRatio.toFixed(2)}× (target ≤ ${TARGETS.ownRecipesRatio}×); slowest for the cook against the catalog:`,
      ...ownRecipes.perQuery
        .slice(0, 5)
        .map((query) => `    ${pad(query.label, 34)}${ms(query.catalogMs)} → ${ms(query.cookMs)} ms`),
    );
    lines.push('', 'Hard set at 73k: hit@10 / MRR per class (bench/hard-set.ts)', formatHardSetScores(hard));
    const weakest = Math.min(...HARD_CLASSES.map((kind) => hard.sous.perClass[kind].hitAt10));
    const http73 = s73.http as HttpResult;
    const targets = [
      ['import 73k ≤ 30 s', f <= TARGETS.importSeconds, `${f.toFixed(1)} s`],
      ['re-run ≤ 10 s', r <= TARGETS.rerunSeconds, `${r.toFixed(1)} s`],
      ['p95 ≤ 50 ms at 73k', s73.sous.p95.median <= TARGETS.p95At73k, `${ms(s73.sous.p95.median)} ms`],
      ['p99 ≤ 250 ms at 73k', s73.sous.p99.median <= TARGETS.p99At73k, `${ms(s73.sous.p99.median)} ms`],
      [
        `cook with own recipes ≤ ${TARGETS.ownRecipesRatio}× (73k)`,
        ownRatio <= TARGETS.ownRecipesRatio,
        `${ms(ownRecipes.cook.p95.median)} ms vs ${ms(ownRecipes.catalog.p95.median)} ms, ${ownRatio.toFixed(2)}×`,
      ],
      ['p95 ≤ 120 ms at 730k', s730.sous.p95.median <= TARGETS.p95At730k, `${ms(s730.sous.p95.median)} ms`],
      ['p99 ≤ 250 ms at 730k', s730.sous.p99.median <= TARGETS.p99At730k, `${ms(s730.sous.p99.median)} ms`],
      [
        'browse ≥ 1,000 rps (73k)',
        http73.requestsPerSecond >= TARGETS.browseRps && http73.non2xx === 0,
        `${Math.round(http73.requestsPerSecond)} rps`,
      ],
      [
        'hard set hit@10 ≥ 85 % (73k)',
        hard.sous.overall.hitAt10 >= TARGETS.hardHitAt10,
        `${Math.round(hard.sous.overall.hitAt10 * 100)} % (naive ${Math.round(hard.naive.overall.hitAt10 * 100)} %)`,
      ],
      ['no hard class < 70 % (73k)', weakest >= TARGETS.hardClassHitAt10, `lowest ${Math.round(weakest * 100)} %`],
    ] as const;
    results.targets = targets.map(([name, ok, value]) => ({ name, pass: ok, value }));
    lines.push('', 'Targets');
    for (const [name, ok, value] of targets) lines.push(`  ${verdict(ok)}  ${pad(name, 28)}${value}`);
    lines.push(
      '',
      `Load average (1/5/15 min) at start ${(results.machine as { loadAverageAtStart: number[] }).loadAverageAtStart.join(' ')}, at end ${load().join(' ')}, on ${os.cpus().length} cores.`,
    );
    console.log(lines.join('\n'));

    writeFileSync(path.join(RESULTS_DIR, 'search.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nWrote ${path.relative(root, path.join(RESULTS_DIR, 'search.json'))}`);
    return {
      figures: [...searchFigures(first, rerun, scales), ...ownRecipesFigures(ownRecipes), ...hardSetFigures(hard)],
      databaseUrl: url,
      recipeCount: scales['730k'].recipes,
    };
  } finally {
    await db.destroy();
  }
}

function searchFigures(
  first: ImportSummary,
  rerun: ImportSummary,
  scales: Record<string, { recipes: number; sous: MixResult; baseline: MixResult; http?: unknown }>,
): Figure[] {
  const seconds = (summary: ImportSummary) => Number((summary.elapsedMs / 1000).toFixed(1));
  const once = (value: number) => ({ median: value, min: value, max: value });
  const figures: Figure[] = [
    {
      section: 'Import',
      name: `${first.records.toLocaleString('en-US')} recipes, fresh database`,
      unit: 's',
      ...once(seconds(first)),
      target: atMost(TARGETS.importSeconds),
    },
    {
      section: 'Import',
      name: 'the same file again (idempotent re-run)',
      unit: 's',
      ...once(seconds(rerun)),
      target: atMost(TARGETS.rerunSeconds),
    },
  ];
  for (const [name, scale] of Object.entries(scales)) {
    const big = name === '730k';
    const ratio = Number((scale.baseline.p95.median / scale.sous.p95.median).toFixed(1));
    figures.push(
      { section: 'Search', name: `p50 at ${name}`, unit: 'ms', ...scale.sous.p50 },
      {
        section: 'Search',
        name: `p95 at ${name} (${QUERY_MIX.length}-query mix)`,
        unit: 'ms',
        ...scale.sous.p95,
        target: atMost(big ? TARGETS.p95At730k : TARGETS.p95At73k),
        note: `naive ILIKE baseline p95 ${scale.baseline.p95.median.toFixed(1)} ms = ${ratio}× ours`,
      },
      {
        section: 'Search',
        name: `p99 at ${name}`,
        unit: 'ms',
        ...scale.sous.p99,
        ...(big ? { target: atMost(TARGETS.p99At730k) } : {}),
      },
    );
    const http = scale.http as (HttpResult & { floor: HttpResult }) | undefined;
    if (http) {
      figures.push({
        section: 'Search',
        name: `first-page browse at ${name}, autocannon 50 connections`,
        unit: 'req/s',
        ...once(Math.round(http.requestsPerSecond)),
        target: atLeast(TARGETS.browseRps),
        note: `p99 ${http.latencyP99Ms} ms, non-2xx ${http.non2xx}; GET /api/config ${Math.round(http.floor.requestsPerSecond)} req/s`,
      });
    }
  }
  return figures;
}

function ownRecipesFigures(own: OwnRecipesResult): Figure[] {
  const ratio = own.cook.p95.median / own.catalog.p95.median;
  const round = (value: number) => Number(value.toFixed(2));
  return [
    {
      section: 'Search',
      name: `p95 at 73k as a cook, ${own.rows.toLocaleString('en-US')} own recipes mixed in (${OWN_COOKS} × ${OWN_RECIPES_EACH.toLocaleString('en-US')})`,
      unit: 'ms',
      ...own.cook.p95,
      note: `the catalog alone, alternating runs: ${ms(own.catalog.p95.median)} ms (${ms(own.catalog.p95.min)}–${ms(own.catalog.p95.max)}); p50 ${ms(own.cook.p50.median)} vs ${ms(own.catalog.p50.median)} ms`,
    },
    {
      section: 'Search',
      name: 'the same, against the catalog alone (p95 ratio)',
      unit: '×',
      median: Number(ratio.toFixed(2)),
      min: round(own.ratio.min),
      max: round(own.ratio.max),
      target: atMost(TARGETS.ownRecipesRatio),
      note: 'the ratio of the two medians; min and max: of each run against the visitor’s run before it',
    },
  ];
}

function hardSetFigures(hard: Record<string, HardSetScore>): Figure[] {
  const percent = (value: number) => Math.round(value * 100);
  const once = (value: number) => ({ median: value, min: value, max: value });
  return [
    {
      section: 'Search',
      name: `hard set hit@10 at 73k (${HARD_QUERIES.length} queries)`,
      unit: '%',
      ...once(percent(hard.sous.overall.hitAt10)),
      target: atLeast(percent(TARGETS.hardHitAt10)),
      note: `MRR ${hard.sous.overall.mrr.toFixed(2)}; naive baseline ${percent(hard.naive.overall.hitAt10)} % (MRR ${hard.naive.overall.mrr.toFixed(2)})`,
    },
    ...HARD_CLASSES.map((kind): Figure => ({
      section: 'Search',
      name: `hard set hit@10, ${kind}`,
      unit: '%',
      ...once(percent(hard.sous.perClass[kind].hitAt10)),
      target: atLeast(percent(TARGETS.hardClassHitAt10)),
      note: `MRR ${hard.sous.perClass[kind].mrr.toFixed(2)}; naive ${percent(hard.naive.perClass[kind].hitAt10)} %`,
    })),
  ];
}

if (process.argv[1]?.endsWith('search.ts')) await runSearchBench();
