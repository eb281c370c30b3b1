import { parseArgs } from 'node:util';
import type { ImportWriter } from './importer';

export const USAGE = `Usage: npm run import -- FILE [--report PATH] [--batch 1000] [--limit N] [--writer json|upsert-recipes] [--remap]

Imports recipes into the database at DATABASE_URL (or the embedded PostgreSQL under .data/pg).
FILE is JSON Lines (plain or .gz, e.g. ../shared/data/recipes_dpapathanasiou.jsonl.gz), Food.com
RAW_recipes.csv, or a schema.org Recipe JSON-LD document; the format is detected from the content.
Rejected records are listed in --report (default import-report-<timestamp>.jsonl).
A record imported before from the same text is skipped as unchanged; --remap maps and compares every
record again (after the mapping changed without MAPPING_VERSION being raised).`;

export interface CliArgs {
  file: string;
  reportPath?: string;
  batchSize: number;
  limit?: number;
  writer: ImportWriter;
  remap: boolean;
}

export class UsageError extends Error {}

const parseOptions = (argv: string[]) =>
  parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      report: { type: 'string' },
      batch: { type: 'string' },
      limit: { type: 'string' },
      writer: { type: 'string' },
      remap: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });

const positiveInt = (value: string | undefined, name: string): number | undefined => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${name} must be a positive whole number`);
  return n;
};

export function parseCliArgs(argv: string[]): CliArgs | 'help' {
  let parsed;
  try {
    parsed = parseOptions(argv);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  if (positionals.length !== 1) throw new UsageError('Give exactly one FILE to import');
  const writer = values.writer ?? 'json';
  if (writer !== 'json' && writer !== 'upsert-recipes') throw new UsageError('--writer must be json or upsert-recipes');
  return {
    file: positionals[0],
    reportPath: values.report,
    batchSize: positiveInt(values.batch, 'batch') ?? 1000,
    limit: positiveInt(values.limit, 'limit'),
    writer,
    remap: values.remap === true,
  };
}
