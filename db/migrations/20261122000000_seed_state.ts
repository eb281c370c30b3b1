import type { Knex } from 'knex';

/**
 * What `npm start` last seeded: a fingerprint of the seed rows, so a start whose seed content is
 * unchanged skips re-seeding (and the search-vocabulary rebuild over every recipe).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('seed_state', (table) => {
    table.text('name').primary();
    table.text('content_hash').notNullable();
    table.timestamp('applied_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('seed_state');
}
