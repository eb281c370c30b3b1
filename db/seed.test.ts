import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../backend/src/testing/test-db';
import { seedDatabaseIfChanged } from './seed';

/** `npm start` seeds only when the seed content changed or seed recipes went missing. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

const recipeCount = async () => Number((await database.db('recipes').count({ n: '*' }))[0].n);

it('seeds an empty database, then skips while nothing changed', async () => {
  expect(await seedDatabaseIfChanged(database.db)).toBe(true);
  const seeded = await recipeCount();
  expect(seeded).toBeGreaterThanOrEqual(120);
  expect(await seedDatabaseIfChanged(database.db)).toBe(false);
  expect(await recipeCount()).toBe(seeded);
});

it('seeds again when a seed recipe is missing', async () => {
  const before = await recipeCount();
  const victim = await database.db('recipes').orderBy('id').first('id');
  await database.db('recipes').where({ id: victim.id }).delete();
  expect(await seedDatabaseIfChanged(database.db)).toBe(true);
  expect(await recipeCount()).toBe(before);
});

it('seeds again when the recorded fingerprint differs (the content changed)', async () => {
  await database.db('seed_state').update({ content_hash: 'an older seed' });
  expect(await seedDatabaseIfChanged(database.db)).toBe(true);
  expect(await seedDatabaseIfChanged(database.db)).toBe(false);
});
