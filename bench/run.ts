/**
 * `npm run bench`: every figure this project tracks, with its target, as one table and as JSON
 * (bench/results/latest.json). Sections can be chosen: `npm run bench -- search load` (default: all of
 * kitchen, list, web, url-import, photos, search, load, queue, fanout, cold-start, in that order).
 *
 * The large catalog comes from ../shared/data (73k recipes, grown to 730k by the search section);
 * without it the catalog sections are skipped and the table says so. The load section serves the
 * search section's 730k database, so it runs after it; asked for alone (`npm run bench -- load`), it
 * reuses the database an earlier search run left (sous_bench at 730k) when it is there, and says so.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { passes, printFigures, type Figure } from './figures';
import { runListRebuildBench } from './list-rebuild';

const root = path.resolve(import.meta.dirname, '..');
const DATA_FILE = path.resolve(root, process.env.BENCH_DATA_FILE ?? '../shared/data/recipes_dpapathanasiou.jsonl.gz');
const ALL = [
  'kitchen',
  'list',
  'web',
  'url-import',
  'photos',
  'search',
  'load',
  'queue',
  'fanout',
  'cold-start',
] as const;
type Section = (typeof ALL)[number];

const requested = process.argv.slice(2).filter((arg): arg is Section => (ALL as readonly string[]).includes(arg));
const sections = new Set<Section>(requested.length ? requested : ALL);
const log = (line: string) => process.stderr.write(`${line}\n`);
const started = Date.now();
const figures: Figure[] = [];
const skipped: string[] = [];
/** Minutes each section took, so that the whole run's length can be read and kept under 30 minutes. */
const sectionMinutes: Record<string, number> = {};
let sectionStarted = Date.now();
const endSection = (name: string) => {
  sectionMinutes[name] = Number(((Date.now() - sectionStarted) / 60_000).toFixed(1));
  log(`(${name}: ${sectionMinutes[name]} min)`);
  sectionStarted = Date.now();
};

/** Sections that threw: the run goes on, so that one broken section does not cost the others' figures. */
const broken: string[] = [];
async function guarded(name: string, work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    log(`${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    broken.push(name);
    endSection(name);
  }
}

/** A section that is one bench: skipped unless asked for, timed, its figures added to the table. */
async function runSection(name: Section, announce: string, bench: () => Promise<Figure[]>) {
  if (!sections.has(name)) return;
  log(announce);
  await guarded(name, async () => {
    figures.push(...(await bench()));
    endSection(name);
  });
}

if (sections.has('kitchen')) {
  const { runKitchenBench } = await import('./kitchen');
  const kitchen = runKitchenBench();
  figures.push(...kitchen.figures);
  skipped.push(...kitchen.skipped);
  endSection('kitchen');
}

if (sections.has('list')) {
  figures.push(...runListRebuildBench());
  endSection('list');
}

// Before the catalog sections: Lighthouse multiplies the CPU time it sees, so it runs while the machine
// is quiet (not in the wake of a 730k-row import, its vacuum or the queue's drain).
await runSection('web', 'Web: bundle sizes and Lighthouse…', async () => (await import('./web')).runWebBench());

await runSection('url-import', 'URL import: a local recipe page imported end to end…', async () =>
  (await import('./url-import')).runUrlImportBench(),
);

await runSection(
  'photos',
  'Photos: a 12-megapixel photo made into its WebP sizes, and uploaded end to end…',
  async () => (await import('./photos')).runPhotoBench(),
);

if (sections.has('search') || sections.has('load')) {
  const { catalogAt, existingGrownDatabase, runSearchBench } = await import('./search');
  // BENCH_LOAD_DATABASE_URL: the load section serves that migrated catalog instead (an A/B of two
  // commits on one day, each on a database of its own schema).
  const loadDatabase = process.env.BENCH_LOAD_DATABASE_URL;
  const reused = sections.has('search')
    ? undefined
    : loadDatabase
      ? await catalogAt(loadDatabase)
      : await existingGrownDatabase();
  if (reused) {
    log(
      `Load: serving ${new URL(reused.databaseUrl).pathname.slice(1)} (${reused.recipeCount.toLocaleString('en-US')} recipes)` +
        (loadDatabase ? '.' : ' from an earlier search run; `npm run bench -- search load` rebuilds it.'),
    );
  }
  if (!reused && !existsSync(DATA_FILE)) {
    skipped.push(`search, import and load: ${path.relative(root, DATA_FILE)} is not here`);
  } else {
    let catalog = reused;
    if (!catalog)
      await guarded('search', async () => {
        const search = await runSearchBench();
        if (sections.has('search')) figures.push(...search.figures);
        catalog = search;
        endSection('search');
      });
    if (catalog && sections.has('load')) {
      const { databaseUrl, recipeCount } = catalog;
      await guarded('load', async () => {
        const { runLoadBench } = await import('./load');
        figures.push(...(await runLoadBench({ databaseUrl, recipeCount, log })));
        endSection('load');
      });
    }
  }
}

await runSection('queue', 'Queue: 10,000 review.submitted events on Redis and on PostgreSQL…', async () =>
  (await import('./queue')).runQueueBench(),
);
await runSection('fanout', 'Live events: 1,000 open event streams over 2 web processes…', async () =>
  (await import('./fanout')).runFanoutBench(log),
);
await runSection('cold-start', 'Cold start: npm start on an existing .data/ until /readyz…', async () =>
  (await import('./cold-start')).runColdStartBench(),
);

printFigures(figures);
for (const line of skipped) console.log(`Skipped ${line}.`);
if (broken.length) console.log(`Failed (their error is above): ${broken.join(', ')}.`);
const failed = figures.filter((figure) => passes(figure) === false);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(`${figures.length} figures, ${failed.length} below target; ${minutes} min on ${os.cpus().length} cores.`);
console.log(
  `Minutes per section: ${Object.entries(sectionMinutes)
    .map(([name, spent]) => `${name} ${spent}`)
    .join(', ')}.`,
);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/latest.json'),
  `${JSON.stringify({ at: new Date().toISOString(), node: process.version, cpus: os.cpus().length, minutes: Number(minutes), sectionMinutes, figures, skipped, broken }, null, 2)}\n`,
);
if (broken.length) process.exitCode = 1;
