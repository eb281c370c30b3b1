import { afterAll, beforeAll } from 'vitest';
import { seedDatabase } from '../../../db/seed';
import type { Db } from '../platform/db';
import { startTestServer, type TestServer } from './test-server';

/** A test server whose database holds the project's seed content (recipes, meal plans, …). */
export async function startSeededServer(overrides: Record<string, string> = {}): Promise<TestServer> {
  const server = await startTestServer(overrides);
  await seedDatabase(server.deps.db);
  return server;
}

/**
 * A test server for the calling file: started, seeded (the whole seed unless `seed` says otherwise)
 * and `prepare`d before its tests, closed after them. Its fields are there from the first hook on.
 */
export function seededServerPerFile(
  prepare: (server: TestServer) => Promise<unknown> = async () => undefined,
  seed: (db: Db) => Promise<unknown> = seedDatabase,
): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(server, await startTestServer());
    await seed(server.deps.db);
    await prepare(server);
  });
  afterAll(() => server.close?.());
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
