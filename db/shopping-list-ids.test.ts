import { afterAll, beforeAll, expect, it } from 'vitest';
import { upsertRecipes } from '../backend/src/modules/recipes';
import { createTestDatabase, type TestDatabase } from '../backend/src/testing/test-db';
import { migrationSource } from './migration-source';
import { seedRecipeRows } from './seeds/recipes.seed';

/** The migrations since named lists came, undone, then run again over a database that had lists. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

it('files every existing list row into its owner’s default list, and rows written meanwhile too', async () => {
  const db = database.db;
  while (await db.schema.hasTable('shopping_lists')) await db.migrate.down({ migrationSource });
  expect(await db.schema.hasTable('shopping_lists')).toBe(false);

  const [row] = seedRecipeRows();
  await upsertRecipes(db, [row]);
  const recipeId = (await db('recipes').first('id')).id as number;
  const cooks = await db('users')
    .insert([{ email: 'ana@example.test' }, { email: 'ben@example.test' }, { email: 'cy@example.test' }])
    .returning('id');
  const [ana, ben, cy] = cooks.map((cook: { id: string }) => cook.id);
  await db('shopping_list_recipes').insert([
    { user_id: ana, recipe_id: recipeId, servings: 4 },
    { user_id: ben, recipe_id: recipeId, servings: null },
  ]);
  await db('shopping_list_custom_items').insert({
    id: '00000000-0000-4000-8000-000000000001',
    user_id: ana,
    text: '2 lemons',
  });
  await db('shopping_list_completed').insert({ user_id: ben, item_key: 'abc@def' });

  await db.migrate.latest({ migrationSource });

  const defaults = await db('shopping_lists').select('id', 'owner_user_id', 'name', 'is_default');
  expect(defaults.map((list) => [list.owner_user_id, list.name, list.is_default]).sort()).toEqual(
    [
      [ana, 'Shopping list', true],
      [ben, 'Shopping list', true],
    ].sort(),
  );
  const listOf = Object.fromEntries(defaults.map((list) => [list.owner_user_id, list.id]));
  for (const table of ['shopping_list_recipes', 'shopping_list_custom_items', 'shopping_list_completed']) {
    const rows = await db(table).select('user_id', 'list_id');
    expect(rows.length, table).toBeGreaterThan(0);
    for (const each of rows) expect(each.list_id, table).toBe(listOf[each.user_id]);
  }

  // A row written without a list (a process still on the previous release) lands in the default list,
  // made for it if the cook had none; the list is required from now on.
  await db('shopping_list_custom_items').insert({ id: '00000000-0000-4000-8000-000000000002', user_id: cy, text: 'x' });
  const cyList = await db('shopping_lists').where({ owner_user_id: cy, is_default: true }).first('id');
  expect((await db('shopping_list_custom_items').where({ user_id: cy }).first('list_id')).list_id).toBe(cyList.id);
  const { rows: columns } = await db.raw(
    `select table_name, is_nullable from information_schema.columns where column_name = 'list_id'
       and table_name in ('shopping_list_recipes', 'shopping_list_custom_items', 'shopping_list_completed')`,
  );
  expect(columns.map((column: { is_nullable: string }) => column.is_nullable)).toEqual(['NO', 'NO', 'NO']);

  // The same recipe may now sit on two of a cook's lists.
  const [costco] = await db('shopping_lists').insert({ owner_user_id: ana, name: 'Costco' }).returning('id');
  await db('shopping_list_recipes').insert({ user_id: ana, list_id: costco.id, recipe_id: recipeId });
  const onTwoLists = await db('shopping_list_recipes').where({ user_id: ana }).count({ n: '*' }).first();
  expect(Number(onTwoLists?.n)).toBe(2);
});
