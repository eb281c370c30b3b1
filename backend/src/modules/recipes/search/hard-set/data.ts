/**
 * The benchmark dataset (../shared/data, never committed) read line by line: the hard set's labels
 * are positions in it, so scoring maps each position to the recipe the importer made of that line.
 */
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { createGunzip } from 'node:zlib';

const repoRoot = path.resolve(import.meta.dirname, '../../../../../..');

/** The 73k-recipe file the labels were judged on. */
export const HARD_SET_DATA_FILE =
  process.env.SOUS_HARD_SET_DATA ?? path.resolve(repoRoot, '../shared/data/recipes_dpapathanasiou.jsonl.gz');

export const hardSetDataPresent = () => existsSync(HARD_SET_DATA_FILE);

export interface DatasetLine {
  position: number;
  record: { file?: string; title?: string; ingredients?: string[]; directions?: string[] };
  raw: string;
}

/** Every line of the dataset, in order, with its position (0-based). */
export async function* readDataset(file = HARD_SET_DATA_FILE): AsyncGenerator<DatasetLine> {
  const lines = readline.createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  let position = 0;
  for await (const raw of lines) {
    if (raw.trim()) yield { position, record: JSON.parse(raw) as DatasetLine['record'], raw };
    position += 1;
  }
}

/** The importer's source id of a dataset record (datasetSourceId). */
export const sourceIdOf = (record: DatasetLine['record']) => `dpapathanasiou:${(record.file ?? '').trim()}`;
