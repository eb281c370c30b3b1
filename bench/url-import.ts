/**
 * URL import: a cook saves a recipe from a web page, end to end — POST /api/recipes/import-url on the
 * real server, which fetches the page through the SSRF-safe fetcher, reads its JSON-LD, parses every
 * ingredient line, saves the recipe, then fetches the page's photo and runs it through the photo
 * pipeline (three WebP sizes). The page is served from this machine (its host allowed through
 * URL_IMPORT_ALLOWED_HOSTS), so the figure is Sous's own time, not a remote site's.
 *
 * Figure: p95 of the request's wall time over URL_IMPORT_BENCH_RUNS imports (default 40, after 3 warm-up
 * imports), in each of URL_IMPORT_BENCH_ROUNDS rounds (default 3). Target: ≤ 1 s. `tsx bench/url-import.ts`
 * prints the table; `npm run bench -- url-import` runs it as a section.
 */
import path from 'node:path';
import { parseConfig } from '../backend/src/platform/config';
import { createLogger } from '../backend/src/platform/logger';
import { startServer } from '../backend/src/server';
import { freePort } from '../backend/src/testing/free-port';
import { signUp } from '../backend/src/testing/http-client';
import { startRecipePageServer } from '../backend/src/testing/recipe-pages';
import { dropDatabase, recreateDatabase } from './bench-database';
import { atMost, percentile, printFigures, summarize, type Figure } from './figures';

const root = path.resolve(import.meta.dirname, '..');
const DATABASE = 'sous_bench_url_import';
const RUNS = Number(process.env.URL_IMPORT_BENCH_RUNS ?? 40);
const ROUNDS = Number(process.env.URL_IMPORT_BENCH_ROUNDS ?? 3);
const WARM_UP = 3;

export async function runUrlImportBench(): Promise<Figure[]> {
  const pages = await startRecipePageServer();
  const port = await freePort();
  const config = parseConfig({
    NODE_ENV: 'development',
    PORT: String(port),
    METRICS_PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    DATABASE_URL: await recreateDatabase(DATABASE),
    REDIS_URL: process.env.REDIS_URL,
    QUEUE_PREFIX: 'bench-url-import',
    MIGRATE_ON_START: 'true',
    DATA_DIR: path.join(root, '.data/bench-url-import'),
    RATE_API_PER_MINUTE: '100000',
    URL_IMPORT_ALLOWED_HOSTS: pages.host,
  });
  const server = await startServer(config, createLogger(config.LOG_LEVEL));
  try {
    const { client } = await signUp(server.url);
    const importOnce = async () => {
      const started = performance.now();
      const response = await client.post('/api/recipes/import-url', { url: `${pages.url}/plain` });
      if (response.status !== 201) throw new Error(`import answered ${response.status}: ${response.text}`);
      if (!String(response.json.image ?? '').includes('/api/media/recipes/')) throw new Error('the photo was not kept');
      return performance.now() - started;
    };
    for (let i = 0; i < WARM_UP; i += 1) await importOnce();
    const p95s: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i += 1) samples.push(await importOnce());
      p95s.push(percentile(samples, 95));
    }
    return [
      {
        section: 'URL import',
        name: 'import of a saved page end to end (fetch, read, save, photo), p95',
        unit: 'ms',
        ...summarize(p95s),
        target: atMost(1000),
        note: `${ROUNDS} rounds of ${RUNS} sequential imports of a local JSON-LD page with a photo`,
      },
    ];
  } finally {
    await server.stop();
    await pages.close();
    await dropDatabase(DATABASE);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  printFigures(await runUrlImportBench());
}
