import { seedDatabase } from '../../../db/seed';
import { startTestServer, type TestServer } from './test-server';

/** A test server whose database holds the project's seed content (recipes, meal plans, …). */
export async function startSeededServer(overrides: Record<string, string> = {}): Promise<TestServer> {
  const server = await startTestServer(overrides);
  await seedDatabase(server.deps.db);
  return server;
}

/** The id of a seed recipe by its slug. */
export async function seedRecipeId(server: TestServer, slug: string): Promise<number> {
  const row = await server.deps
    .db('recipes')
    .where({ source_id: `sous:${slug}` })
    .first('id');
  if (!row) throw new Error(`no seed recipe ${slug}`);
  return row.id;
}
