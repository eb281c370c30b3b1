import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHousehold } from '../../testing/household';
import { seedRecipeId, startSeededServer } from '../../testing/seeded-server';
import type { TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startSeededServer();
});
afterAll(async () => {
  await server?.close();
});

/** The SQL the app's pool ran while `act` was in flight. */
async function statementsDuring(act: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const onQuery = (query: { sql: string }) => seen.push(query.sql);
  server.deps.db.on('query', onQuery);
  try {
    await act();
  } finally {
    server.deps.db.off('query', onQuery);
  }
  return seen;
}

describe('a shopping-list write', () => {
  it('reads the household once to find the list and once to tell it, and leaves the ticks alone when none lapsed', async () => {
    const { member } = await startHousehold(server.url);
    const carbonara = await seedRecipeId(server, 'italian-spaghetti-carbonara');
    await member.get('/api/shopping-list'); // the default list exists from here on
    const sql = await statementsDuring(async () => {
      expect((await member.post('/api/shopping-list/recipes', { recipeId: carbonara })).status).toBe(201);
    });
    // The session (with what the cook's searches cover), the household's default list, the recipe's
    // access, the upsert, the rebuild's four reads, and one notification to everyone in the household.
    expect(sql).toHaveLength(9);
    expect(sql.filter((statement) => statement.includes('household_members'))).toHaveLength(3);
    expect(sql.filter((statement) => /^delete/i.test(statement))).toEqual([]);
  });
});
