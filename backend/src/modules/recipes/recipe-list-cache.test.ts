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
  recipes: Array<{ id: number; name: string; rating: number }>;
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

  // Once expired, the entry is still answered while one request's worth of work refreshes it.
  await new Promise((resolve) => setTimeout(resolve, 2100));
  const stale = (await cook.get('/api/recipes?search=curry')).json as unknown as ListBody;
  expect(stale.recipes[0]).toEqual(target);
  await expect
    .poll(async () => {
      const fresh = (await cook.get('/api/recipes?search=curry')).json as unknown as ListBody;
      return fresh.recipes.find((recipe) => recipe.id === target.id)?.rating;
    })
    .toBe(4.9);
});

it('pages through a search from one cached window: the same recipes as searching each page, with no new search', async () => {
  const searches: string[] = [];
  const onQuery = ({ sql }: { sql: string }) => {
    if (sql.includes('search_vector @@')) searches.push(sql);
  };
  const pages = async (client: TestClient) => {
    const seen: string[][] = [];
    for (let page = 1; page <= 4; page += 1) {
      const body = (await client.get(`/api/recipes?search=chicken&limit=3&page=${page}`)).json as unknown as ListBody;
      seen.push(body.recipes.map((recipe) => recipe.name));
    }
    return seen;
  };
  server.deps.db.on('query', onQuery);
  try {
    const windowed = await pages(cook);
    // The first page found the window (its count and its rows); the next three were read by id.
    const afterFirst = searches.length;
    expect(afterFirst).toBeGreaterThan(0);
    expect(await pages(cook)).toEqual(windowed);
    expect(searches.length).toBe(afterFirst);
    expect(windowed.flat().length).toBe(12);
    expect(new Set(windowed.flat()).size).toBe(12);

    // A server without the cache searches every page on its own: the same pages, in the same order.
    const uncached = await startSeededServer({ CATALOG_CACHE_SECONDS: '0' });
    try {
      expect(await pages((await signUp(uncached.url)).client)).toEqual(windowed);
    } finally {
      await uncached.close();
    }
  } finally {
    server.deps.db.removeListener('query', onQuery);
  }
});

it('keys the cache on the search as it is searched: "Soup" after "soup" is not searched again', async () => {
  const searches: string[] = [];
  const onQuery = ({ sql }: { sql: string }) => {
    if (sql.includes('search_vector @@')) searches.push(sql);
  };
  server.deps.db.on('query', onQuery);
  try {
    const lower = (await cook.get('/api/recipes?search=tomato%20soup')).json as unknown as ListBody;
    const afterFirst = searches.length;
    expect(afterFirst).toBeGreaterThan(0);
    const upper = (await cook.get('/api/recipes?search=Tomato%20%20Soup')).json as unknown as ListBody;
    expect(upper.recipes).toEqual(lower.recipes);
    expect(searches.length).toBe(afterFirst);
  } finally {
    server.deps.db.removeListener('query', onQuery);
  }
});

it("answers a signed-in cook's cached page with the session's one query, which also reads what their searches cover", async () => {
  await cook.get('/api/recipes?search=stew');
  const sql: string[] = [];
  const onQuery = ({ sql: text }: { sql: string }) => sql.push(text);
  server.deps.db.on('query', onQuery);
  try {
    expect((await cook.get('/api/recipes?search=stew')).status).toBe(200);
  } finally {
    server.deps.db.off('query', onQuery);
  }
  expect(sql).toHaveLength(1);
  expect(sql[0]).toContain('"sessions"');
});
