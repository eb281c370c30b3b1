/**
 * Scores a search against the labelled hard set: hit@10 (a judged answer among the first ten) and
 * MRR (1 / rank of the first judged answer, 0 past ten), per class and overall.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HARD_CLASSES, type HardClass } from './queries';
import { readDataset, sourceIdOf } from './data';

export interface HardLabel {
  query: string;
  kind: HardClass;
  /** Positions (0-based lines) in the dataset of the recipes judged to answer the query. */
  relevant: number[];
}

export interface HardLabels {
  dataFile: string;
  sha256: string;
  recipes: number;
  queries: HardLabel[];
}

export const readHardLabels = (): HardLabels =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'labels.json'), 'utf8')) as HardLabels;

/** Dataset position of each source id (what the importer keys a dataset line's recipe by). */
export async function positionsBySourceId(): Promise<Map<string, number>> {
  const positions = new Map<string, number>();
  for await (const { position, record } of readDataset()) positions.set(sourceIdOf(record), position);
  return positions;
}

export interface ClassScore {
  queries: number;
  hitAt10: number;
  mrr: number;
}

export interface HardSetScore {
  overall: ClassScore;
  perClass: Record<HardClass, ClassScore>;
  /** Queries with no judged answer in the first ten. */
  misses: string[];
}

/**
 * `search` returns the dataset positions of a query's results in order (the first ten are read).
 */
export async function scoreHardSet(
  labels: HardLabel[],
  search: (query: string) => Promise<number[]>,
): Promise<HardSetScore> {
  const perQuery: Array<{ kind: HardClass; hit: boolean; reciprocal: number; query: string }> = [];
  for (const label of labels) {
    const relevant = new Set(label.relevant);
    const found = (await search(label.query)).slice(0, 10);
    const rank = found.findIndex((position) => relevant.has(position));
    perQuery.push({ kind: label.kind, query: label.query, hit: rank >= 0, reciprocal: rank >= 0 ? 1 / (rank + 1) : 0 });
  }
  const summarize = (rows: typeof perQuery): ClassScore => ({
    queries: rows.length,
    hitAt10: rows.length ? rows.filter((row) => row.hit).length / rows.length : 0,
    mrr: rows.length ? rows.reduce((sum, row) => sum + row.reciprocal, 0) / rows.length : 0,
  });
  const perClass = Object.fromEntries(
    HARD_CLASSES.map((kind) => [kind, summarize(perQuery.filter((row) => row.kind === kind))]),
  ) as Record<HardClass, ClassScore>;
  return {
    overall: summarize(perQuery),
    perClass,
    misses: perQuery.filter((row) => !row.hit).map((row) => `${row.kind}: ${row.query}`),
  };
}

const percent = (value: number) => `${Math.round(value * 100)}%`.padStart(5);

/** A table of hit@10 and MRR per class, one column pair per engine. */
export function formatHardSetScores(scores: Record<string, HardSetScore>): string {
  const engines = Object.keys(scores);
  const header = `  ${'class'.padEnd(16)}${'n'.padStart(3)}  ${engines.map((engine) => `${engine} hit@10 / MRR`.padEnd(26)).join('')}`;
  const row = (name: string, pick: (score: HardSetScore) => ClassScore) => {
    const first = pick(scores[engines[0]]);
    return `  ${name.padEnd(16)}${String(first.queries).padStart(3)}  ${engines
      .map((engine) => {
        const score = pick(scores[engine]);
        return `${percent(score.hitAt10)} / ${score.mrr.toFixed(2)}`.padEnd(26);
      })
      .join('')}`;
  };
  return [
    header,
    ...HARD_CLASSES.map((kind) => row(kind, (score) => score.perClass[kind])),
    row('overall', (score) => score.overall),
  ].join('\n');
}
