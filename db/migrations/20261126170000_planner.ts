import type { Knex } from 'knex';

/** The cook's own week: entries by date and meal (a recipe with servings, or a note), and a calendar feed. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('planner_entries', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.date('date').notNullable();
    table.text('meal').notNullable();
    table.integer('recipe_id').references('recipes.id').onDelete('CASCADE');
    table.integer('servings');
    table.text('note');
    table.integer('position').notNullable().defaultTo(0);
    // A client-chosen key: a create sent twice (a double tap, an offline replay) is one entry.
    table.uuid('client_key');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['user_id', 'date']);
    table.unique(['user_id', 'client_key']);
  });
  await knex.raw(`
    ALTER TABLE planner_entries
      ADD CONSTRAINT planner_entries_meal CHECK (meal IN ('breakfast', 'lunch', 'dinner', 'snack')),
      ADD CONSTRAINT planner_entries_recipe_or_note CHECK (recipe_id IS NOT NULL OR note IS NOT NULL),
      ADD CONSTRAINT planner_entries_servings CHECK (servings IS NULL OR servings BETWEEN 1 AND 100)`);

  // The feed's URL is the credential: only its hash is kept, one per cook, replaced to revoke.
  await knex.schema.createTable('planner_calendar_links', (table) => {
    table.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    table.text('token_hash').notNullable().unique();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('planner_calendar_links');
  await knex.schema.dropTable('planner_entries');
}
