import type { Knex } from 'knex';

/** Favorites, the shopping list and meal plans: what a cook uses every week. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('favorites', (table) => {
    table.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.integer('recipe_id').notNullable().references('recipes.id').onDelete('CASCADE');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['user_id', 'recipe_id']);
  });

  // The list is derived: recipes added (with servings) + the cook's own lines, merged on read.
  await knex.schema.createTable('shopping_list_recipes', (table) => {
    table.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.integer('recipe_id').notNullable().references('recipes.id').onDelete('CASCADE');
    table.integer('servings');
    table.timestamp('added_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['user_id', 'recipe_id']);
  });
  await knex.schema.createTable('shopping_list_custom_items', (table) => {
    // Client-chosen id: a line added offline and replayed twice is still one line.
    table.uuid('id').primary();
    table.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.text('text').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['user_id']);
  });
  await knex.schema.createTable('shopping_list_completed', (table) => {
    table.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.text('item_key').notNullable();
    table.timestamp('completed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['user_id', 'item_key']);
  });

  await knex.schema.createTable('meal_plans', (table) => {
    table.text('id').primary();
    table.text('name').notNullable();
    table.text('description').notNullable();
    table.text('difficulty').notNullable();
    table.specificType('tags', 'text[]').notNullable().defaultTo('{}');
    table.text('image');
    table.text('duration').notNullable().defaultTo('7 days');
    table.integer('sort_order').notNullable();
  });
  await knex.schema.createTable('meal_plan_meals', (table) => {
    table.text('plan_id').notNullable().references('meal_plans.id').onDelete('CASCADE');
    table.smallint('day_index').notNullable(); // 0 = Monday
    table.text('meal').notNullable(); // breakfast | lunch | dinner
    table.integer('recipe_id').notNullable().references('recipes.id').onDelete('CASCADE');
    table.primary(['plan_id', 'day_index', 'meal']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'meal_plan_meals',
    'meal_plans',
    'shopping_list_completed',
    'shopping_list_custom_items',
    'shopping_list_recipes',
    'favorites',
  ]) {
    await knex.schema.dropTable(table);
  }
}
