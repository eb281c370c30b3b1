/**
 * `npm run import -- FILE [--report PATH] [--batch 1000] [--limit N]`
 *
 * Uses DATABASE_URL; without it, starts the embedded PostgreSQL the way `npm start` does
 * (.data/pg, port 54329 or EMBEDDED_PG_PORT, database "sous"). Migrates first, then imports.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseCliArgs, USAGE, UsageError } from './cli-args';
import { UnknownFormatError } from './detect-format';
import { importRecipes, type ImportSummary } from './importer';
import { createProgressReporter } from './progress';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const n = (value: number) => value.toLocaleString('en-US');

export function formatSummary(summary: ImportSummary): string {
  const seconds = (summary.elapsedMs / 1000).toFixed(1);
  const rate = Math.round(summary.records / (summary.elapsedMs / 1000));
  return [
    `Read ${n(summary.records)} recipes from ${path.basename(summary.file)} (${summary.format}${summary.gzip ? ', gzip' : ''}) in ${seconds} s (${n(rate)}/s)`,
    `  imported (new): ${n(summary.imported)}`,
    `  updated:        ${n(summary.updated)}`,
    `  unchanged:      ${n(summary.unchanged)}`,
    `  rejected:       ${n(summary.rejected)}${summary.rejected ? `  (reasons in ${summary.reportPath})` : ''}`,
    summary.imported + summary.updated > 0
      ? `  search words refreshed in ${(summary.timings.searchWordsMs / 1000).toFixed(1)} s`
      : '  search words unchanged (no recipe changed)',
    `  time: reading and mapping ${(summary.timings.readAndMapMs / 1000).toFixed(1)} s, waiting for the database ${(summary.timings.writeWaitMs / 1000).toFixed(1)} s; ingredient parse cache ${n(summary.parseCache.hits)} hits, ${n(summary.parseCache.misses)} parsed`,
  ].join('\n');
}

async function main(argv: string[]): Promise<number> {
  let args;
  try {
    args = parseCliArgs(argv);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  if (args === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const file = path.resolve(args.file);
  if (!existsSync(file)) {
    process.stderr.write(`No such file: ${args.file}\n`);
    return 2;
  }

  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!process.env.DATABASE_URL) {
    const { startEmbeddedPostgres } = await import('../../../../../infra/embedded-postgres');
    const dataDir = path.resolve(repoRoot, process.env.DATA_DIR ?? '.data', 'pg');
    process.stderr.write(`DATABASE_URL is not set: starting the embedded PostgreSQL in ${dataDir}\n`);
    const embedded = await startEmbeddedPostgres(dataDir, Number(process.env.EMBEDDED_PG_PORT ?? 54329), 'sous');
    process.env.DATABASE_URL = embedded.url;
    stopEmbedded = embedded.stop;
  }

  const { loadConfig } = await import('../../../platform/config');
  const { createDb } = await import('../../../platform/db');
  const { migrateLatest } = await import('../../../../../db/migration-source');
  const db = createDb(loadConfig().DATABASE_URL, 4);
  try {
    await migrateLatest(db);
    const summary = await importRecipes(db, {
      file,
      batchSize: args.batchSize,
      limit: args.limit,
      reportPath: args.reportPath && path.resolve(args.reportPath),
      writer: args.writer,
      remap: args.remap,
      progress: createProgressReporter(),
    });
    process.stdout.write(`${formatSummary(summary)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof UnknownFormatError || error instanceof UsageError) {
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
    throw error;
  } finally {
    await db.destroy();
    await stopEmbedded?.();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
