/**
 * `npx tsx bench/label-hard-set.ts` — applies each hard query's judging rule (hard-set/queries.ts)
 * to every recipe of the benchmark dataset and writes the positions of the recipes that answer it
 * to hard-set/labels.json. Positions only: the dataset's text is never committed.
 */
import { createHash } from 'node:crypto';
import { createReadStream, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HARD_QUERIES } from '../backend/src/modules/recipes/search/hard-set/queries';
import { HARD_SET_DATA_FILE, readDataset } from '../backend/src/modules/recipes/search/hard-set/data';

const out = path.resolve(import.meta.dirname, '../backend/src/modules/recipes/search/hard-set/labels.json');

const sha256 = await new Promise<string>((resolve, reject) => {
  const hash = createHash('sha256');
  createReadStream(HARD_SET_DATA_FILE)
    .on('data', (chunk) => hash.update(chunk))
    .on('end', () => resolve(hash.digest('hex')))
    .on('error', reject);
});
const relevant = HARD_QUERIES.map(() => [] as number[]);
let recipes = 0;
for await (const { position, record } of readDataset()) {
  recipes += 1;
  const judged = {
    title: record.title ?? '',
    ingredients: (record.ingredients ?? []).join('\n'),
    directions: (record.directions ?? []).join('\n'),
  };
  HARD_QUERIES.forEach((query, index) => {
    if (query.judge(judged)) relevant[index].push(position);
  });
}
const labels = {
  dataFile: path.basename(HARD_SET_DATA_FILE),
  sha256,
  recipes,
  queries: HARD_QUERIES.map((query, index) => ({ query: query.query, kind: query.kind, relevant: relevant[index] })),
};
writeFileSync(out, `${JSON.stringify(labels)}\n`);
for (const entry of labels.queries)
  console.log(`${entry.kind.padEnd(15)} ${entry.query.padEnd(45)} ${entry.relevant.length}`);
