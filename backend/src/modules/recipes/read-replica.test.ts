import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateLatest } from '../../../../db/migration-source';
import { createDb, type Db } from '../../platform/db';
import { createLogger } from '../../platform/logger';
import { startServer, type RunningServer } from '../../server';
import { signUp, type TestClient } from '../../testing/http-client';
import { startReplicatedCluster } from '../../testing/pg-cluster';
import { testConfig } from '../../testing/test-server';
import { waitFor } from '../../testing/wait-for';
import { toRecipeRow, type RecipeInput } from './recipe-row';
import { upsertRecipes } from './recipes.repository';

/**
 * DATABASE_READ_URL against a real hot standby, streaming from its own primary (both started here from
 * the machine's PostgreSQL programs, on free ports, and removed after). Replay is paused on the standby
 * to make the lag as long as the test needs: what the primary has and the standby does not shows
 * which of the two answered.
 */
let cluster: Awaited<ReturnType<typeof startReplicatedCluster>>;
let server: RunningServer;
let primary: Db;
let standby: Db;
let cook: TestClient;
let catalogId: number;

const catalogRecipe = (name: string, cuisine: string): RecipeInput => ({
  sourceId: `replica-test:${name}`,
  name,
  cuisine,
  ingredients: ['2 cups flour', '1 egg'],
  instructions: ['Mix.', 'Bake for 20 minutes.'],
});

async function replicaCaughtUp(): Promise<void> {
  const { rows } = await primary.raw('select pg_current_wal_lsn()::text as lsn');
  await waitFor(async () => {
    const replayed = await standby.raw('select pg_last_wal_replay_lsn() >= ?::pg_lsn as done', [rows[0].lsn]);
    return replayed.rows[0].done as boolean;
  }, 20_000);
}

async function pauseReplay(): Promise<void> {
  await standby.raw('select pg_wal_replay_pause()');
  await waitFor(
    async () => (await standby.raw('select pg_get_wal_replay_pause_state() as state')).rows[0].state === 'paused',
  );
}

const resumeReplay = () => standby.raw('select pg_wal_replay_resume()');

const cuisines = async (client: TestClient) =>
  ((await client.get('/api/cuisines')).json.cuisines as Array<{ cuisine: string }>).map((row) => row.cuisine);

beforeAll(async () => {
  cluster = await startReplicatedCluster();
  const admin = createDb(cluster.primary.url(), 1);
  await admin.raw('create database sous');
  await admin.destroy();
  primary = createDb(cluster.primary.url('sous'), 2);
  await migrateLatest(primary);
  await upsertRecipes(primary, [toRecipeRow(catalogRecipe('Standby soup', 'Italian'))]);
  catalogId = (await primary('recipes').where({ name: 'Standby soup' }).first('id')).id;
  standby = createDb(cluster.standby.url('sous'), 2);
  await replicaCaughtUp();
  const config = testConfig(cluster.primary.url('sous'), { DATABASE_READ_URL: cluster.standby.url('sous') });
  server = await startServer(config, createLogger('silent'));
  cook = (await signUp(server.url)).client;
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await primary?.destroy();
  await standby?.destroy();
  await cluster?.close();
});

describe('DATABASE_READ_URL (a streaming replica)', () => {
  it('answers catalog browsing from the replica', async () => {
    await pauseReplay();
    const before = await cook.get('/api/recipes');
    expect(before.status).toBe(200);
    // Only on the primary while replay is paused.
    await upsertRecipes(primary, [toRecipeRow(catalogRecipe('Primary-only pie', 'Replicanian'))]);

    const list = await cook.get('/api/recipes');
    expect(list.json.total).toBe(before.json.total);
    expect(await cuisines(cook)).not.toContain('Replicanian');
    expect((await cook.get(`/api/recipes/${catalogId}`)).json.name).toBe('Standby soup');
    const readers = await standby.raw(
      "select count(*)::int as count from pg_stat_activity where application_name = 'sous-read'",
    );
    expect(readers.rows[0].count).toBeGreaterThan(0);

    await resumeReplay();
    // A standby can report its replay past the primary's position a moment before the row shows to its
    // queries, so the test waits for the row itself.
    await waitFor(async () => (await cuisines(cook)).includes('Replicanian'), 20_000);
    expect((await cook.get('/api/recipes')).json.total).toBe(Number(before.json.total) + 1);
  });

  it("reads a cook's own writes back at once, however far the replica lags", async () => {
    const written = await cook.post('/api/recipes', {
      name: 'Lagging lasagne',
      ingredients: ['12 lasagne sheets'],
      instructions: ['Layer and bake.'],
    });
    expect(written.status, written.text).toBe(201);
    const id = written.json.id as number;
    await replicaCaughtUp();
    await pauseReplay();
    try {
      // The replica holds the recipe as it was; the cook sees it as it is now.
      const renamed = await cook.patch(`/api/recipes/${id}`, { name: 'Lasagne, renamed' });
      expect(renamed.status, renamed.text).toBe(200);
      expect((await cook.get(`/api/recipes/${id}`)).json.name).toBe('Lasagne, renamed');
      // Written while the replica replays nothing at all.
      const fresh = await cook.post('/api/recipes', {
        name: 'Unreplicated risotto',
        ingredients: ['1 cup arborio rice'],
        instructions: ['Stir.'],
      });
      expect(fresh.status, fresh.text).toBe(201);
      expect((await cook.get(`/api/recipes/${fresh.json.id}`)).json.name).toBe('Unreplicated risotto');
      const mine = await cook.get('/api/recipes?mine=true');
      expect((mine.json.recipes as Array<{ name: string }>).map((recipe) => recipe.name)).toEqual(
        expect.arrayContaining(['Lasagne, renamed', 'Unreplicated risotto']),
      );
      expect((await cook.put(`/api/favorites/${catalogId}`)).status).toBe(200);
      const favorites = await cook.get('/api/favorites');
      expect((favorites.json.recipes as Array<{ id: number }>).map((recipe) => recipe.id)).toContain(catalogId);
      const replicaRow = await standby('recipes').where({ id: fresh.json.id }).first();
      expect(replicaRow).toBeUndefined();
    } finally {
      await resumeReplay();
    }
  });

  it('keeps serving the catalog from the primary while the replica is down', async () => {
    await cluster.standby.stop('immediate');
    const list = await cook.get('/api/recipes');
    expect(list.status, list.text).toBe(200);
    expect((await cook.get(`/api/recipes/${catalogId}`)).status).toBe(200);
    expect(await cuisines(cook)).toContain('Replicanian');
    const byIngredients = await cook.get('/api/recipes/by-ingredients?have=flour');
    expect(byIngredients.status, byIngredients.text).toBe(200);
  });
});
