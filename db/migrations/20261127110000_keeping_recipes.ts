import type { Knex } from 'knex';

/**
 * What a cook keeps of recipes: named collections (cookbooks) in their own order, a private note per
 * recipe, and an "I made this" log. All of it is the cook's alone and goes with their account.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('collections', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.text('name').notNullable();
    table.integer('position').notNullable().defaultTo(0);
    // A client-chosen key: a create sent twice (a double tap, a retry) is one collection.
    table.text('client_key');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // "Soups" and "soups" are one name to the cook (names are stored trimmed).
    table.specificType('name_folded', 'text GENERATED ALWAYS AS (lower(name)) STORED');
    table.unique(['user_id', 'client_key']);
    table.unique(['user_id', 'name_folded']);
  });
  await knex.raw(
    `ALTER TABLE collections ADD CONSTRAINT collections_name_length CHECK (char_length(name) BETWEEN 1 AND 60)`,
  );

  await knex.schema.createTable('collection_recipes', (table) => {
    table.uuid('collection_id').notNullable().references('collections.id').onDelete('CASCADE');
    table.integer('recipe_id').notNullable().references('recipes.id').onDelete('CASCADE');
    table.integer('position').notNullable();
    table.timestamp('added_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['collection_id', 'recipe_id']);
    table.index(['recipe_id']);
  });

  await knex.schema.createTable('recipe_notes', (table) => {
    table.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.integer('recipe_id').notNullable().references('recipes.id').onDelete('CASCADE');
    table.text('text').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['user_id', 'recipe_id']);
    table.index(['recipe_id']);
  });

  await knex.schema.createTable('cooked_entries', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.integer('recipe_id').notNullable().references('recipes.id').onDelete('CASCADE');
    table.date('date').notNullable();
    table.smallint('rating');
    table.text('note');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['user_id', 'recipe_id', 'date']);
    table.index(['recipe_id']);
  });
  await knex.raw(
    'ALTER TABLE cooked_entries ADD CONSTRAINT cooked_entries_rating CHECK (rating IS NULL OR rating BETWEEN 1 AND 5)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('cooked_entries');
  await knex.schema.dropTable('recipe_notes');
  await knex.schema.dropTable('collection_recipes');
  await knex.schema.dropTable('collections');
}
