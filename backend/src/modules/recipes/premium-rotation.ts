import { createHash } from 'node:crypto';
import type { Db } from '../../platform/db';

export const FEATURED_PER_MONTH = 5;

/**
 * Picks the month's 5 featured premium recipes from the premium pool. Idempotent and safe to run
 * concurrently: an advisory lock serialises runs, and a month that already has its 5 is left alone.
 * The pick is deterministic per month (a hash order), so every run agrees on it.
 */
export async function rotateFeaturedPremium(
  db: Db,
  monthYear: string,
): Promise<{ changed: boolean; recipeIds: number[] }> {
  return db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`premium-rotation`]);
    const current: Array<{ id: number }> = await trx('recipes')
      .where({ month_year: monthYear, is_premium_exclusive: true })
      .whereNotNull('featured_order')
      .orderBy('featured_order')
      .select('id');
    if (current.length >= FEATURED_PER_MONTH) return { changed: false, recipeIds: current.map((row) => row.id) };

    const pool: Array<{ id: number; source_id: string }> = await trx('recipes')
      .where({ is_premium_exclusive: true })
      .select('id', 'source_id');
    const rank = (sourceId: string) => createHash('sha256').update(`${monthYear}:${sourceId}`).digest('hex');
    const picked = pool.sort((a, b) => rank(a.source_id).localeCompare(rank(b.source_id))).slice(0, FEATURED_PER_MONTH);

    await trx('recipes').whereNotNull('featured_order').update({ featured_order: null });
    for (const [index, recipe] of picked.entries()) {
      await trx('recipes')
        .where({ id: recipe.id })
        .update({ month_year: monthYear, featured_order: index + 1 });
    }
    return { changed: true, recipeIds: picked.map((recipe) => recipe.id) };
  });
}
