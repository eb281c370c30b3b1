import { expect, it } from 'vitest';
import { seedRecipes } from '../../../../db/seeds/recipes.seed';
import { testDatabasePerFile } from '../../testing/test-db';
import { rotateFeaturedPremium } from './premium-rotation';

const database = testDatabasePerFile((created) => seedRecipes(created.db));

const featured = (monthYear: string) =>
  database
    .db('recipes')
    .where({ month_year: monthYear })
    .whereNotNull('featured_order')
    .orderBy('featured_order')
    .select('id', 'featured_order', 'is_premium_exclusive');

it('picks 5 premium recipes for the month with featured order 1–5', async () => {
  const result = await rotateFeaturedPremium(database.db, '2026-11');
  expect(result.changed).toBe(true);
  const rows = await featured('2026-11');
  expect(rows.map((row) => row.featured_order)).toEqual([1, 2, 3, 4, 5]);
  expect(rows.every((row) => row.is_premium_exclusive)).toBe(true);
});

it('changes nothing when run twice or concurrently', async () => {
  const before = (await featured('2026-11')).map((row) => row.id);
  const runs = await Promise.all([1, 2, 3].map(() => rotateFeaturedPremium(database.db, '2026-11')));
  expect(runs.every((run) => !run.changed)).toBe(true);
  expect((await featured('2026-11')).map((row) => row.id)).toEqual(before);
});

it('rotates to a different selection next month, replacing the old one', async () => {
  const november = (await featured('2026-11')).map((row) => row.id);
  const concurrent = await Promise.all([
    rotateFeaturedPremium(database.db, '2026-12'),
    rotateFeaturedPremium(database.db, '2026-12'),
  ]);
  expect(concurrent.filter((run) => run.changed)).toHaveLength(1);
  const december = (await featured('2026-12')).map((row) => row.id);
  expect(december).toHaveLength(5);
  expect(december).not.toEqual(november);
  expect(await featured('2026-11')).toHaveLength(0);
});
