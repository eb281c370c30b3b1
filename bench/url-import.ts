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
import { signUp } from '../backend/src/testing/http-client';
import { startRecipePageServer } from '../backend/src/testing/recipe-pages';
import { startBenchServer } from './bench-server';
import { atMost, percentile, printFigures, summarize, type Figure } from './figures';

const RUNS = Number(process.env.URL_IMPORT_BENCH_RUNS ?? 40);
const ROUNDS = Number(process.env.URL_IMPORT_BENCH_ROUNDS ?? 3);
const WARM_UP = 3;

export async function runUrlImportBench(): Promise<Figure[]> {
  const pages = await startRecipePageServer();
  const server = await startBenchServer('url-import', { URL_IMPORT_ALLOWED_HOSTS: pages.host });
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
    await server.close();
    await pages.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  printFigures(await runUrlImportBench());
}
