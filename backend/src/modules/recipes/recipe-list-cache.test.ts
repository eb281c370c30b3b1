import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUp, type TestClient } from '../../testing/http-client';
import { startSeededServer } from '../../testing/seeded-server';
import type { TestServer } from '../../testing/test-server';

/** With CATALOG_CACHE_SECONDS set, list pages come from the web process's cache until they expire. */
let server: TestServer;
let cook: TestClient;
beforeAll(async () => {
  server = await startSeededServer({ CATALOG_CACHE_SECONDS: '2' });
  cook = (await signUp(server.url)).client;
});
afterAll(() => server?.close());

interface ListBody {
  recipes: Array<{ id: number; rating: number }>;
  total: number;
}

it('serves a repeated list from the cache, then the database once the entry expires', async () => {
  const first = (await cook.get('/api/recipes?search=curry')).json as unknown as ListBody;
  const target = first.recipes[0];
  await server.deps.db('recipes').where({ id: target.id }).update({ rating: 4.9 });

  const cached = (await cook.get('/api/recipes?search=curry')).json as unknown as ListBody;
  expect(cached.recipes[0]).toEqual(target);
  // Another query is not served from that entry.
  const other = (await cook.get('/api/recipes?search=curry&limit=5')).json as unknown as ListBody;
  expect(other.recipes.find((recipe) => recipe.id === target.id)?.rating).toBe(4.9);

  await new Promise((resolve) => setTimeout(resolve, 2100));
  const fresh = (await cook.get('/api/recipes?search=curry')).json as unknown as ListBody;
  expect(fresh.recipes.find((recipe) => recipe.id === target.id)?.rating).toBe(4.9);
});
