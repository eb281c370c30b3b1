import type { Knex } from 'knex';

/** A masterclass's length as its media plays, read from the file when the catalog registers it. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('masterclasses', (table) => {
    table.integer('duration_seconds');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('masterclasses', (table) => {
    table.dropColumn('duration_seconds');
  });
}
