/**
 * `npx tsx bench/hard-set.ts [DATABASE_URL]` — scores the app's search and the naive baseline on
 * the labelled hard set, against a database holding the benchmark dataset imported whole (as the
 * search benchmark builds it). Prints hit@10 and MRR per class.
 */
import type { Knex } from 'knex';
import { recipeListQuery } from '@common/contracts/recipes.schema';
import { searchRecipes } from '../backend/src/modules/recipes/recipe-search';
import {
  formatHardSetScores,
  positionsBySourceId,
  readHardLabels,
  scoreHardSet,
  type HardSetScore,
} from '../backend/src/modules/recipes/search/hard-set/score';
import { createDb } from '../backend/src/platform/db';

/** Dataset positions of a page of recipe ids. */
async function toPositions(db: Knex, ids: number[], positions: Map<string, number>): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows: Array<{ id: number; source_id: string }> = await db('recipes')
    .whereIn('id', ids)
    .select('id', 'source_id');
  const byId = new Map(rows.map((row) => [row.id, positions.get(row.source_id) ?? -1]));
  return ids.map((id) => byId.get(id) ?? -1);
}

/** The app's search and the naive name ILIKE '%query%' ORDER BY name, each scored on the hard set. */
export async function scoreEngines(db: Knex): Promise<Record<string, HardSetScore>> {
  const labels = readHardLabels().queries;
  const positions = await positionsBySourceId();
  const sous = await scoreHardSet(labels, async (search) => {
    const { rows } = await searchRecipes(db, recipeListQuery.parse({ search, limit: '10' }), { includePremium: false });
    return toPositions(
      db,
      rows.map((row) => row.id),
      positions,
    );
  });
  const naive = await scoreHardSet(labels, async (search) => {
    const rows: Array<{ id: number }> = await db('recipes')
      .where('is_premium_exclusive', false)
      .whereRaw('name ilike ?', [`%${search}%`])
      .orderBy('name')
      .limit(10)
      .select('id');
    return toPositions(
      db,
      rows.map((row) => row.id),
      positions,
    );
  });
  return { sous, naive };
}

if (process.argv[1]?.endsWith('hard-set.ts')) {
  const db = createDb(process.argv[2] ?? process.env.DATABASE_URL ?? '', 2);
  try {
    const scores = await scoreEngines(db);
    console.log(formatHardSetScores(scores));
    console.log(`\nsous misses:\n  ${scores.sous.misses.join('\n  ')}`);
  } finally {
    await db.destroy();
  }
}
