import type { Knex } from 'knex';

/**
 * When each line of a list was last ticked or unticked, by the cook's own clock: two members ticking
 * offline and syncing later in either order end with the later action's state (docs/list-sync.md).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('shopping_list_mark_times', (table) => {
    table.uuid('list_id').notNullable().references('shopping_lists.id').onDelete('CASCADE');
    table.text('item_id').notNullable();
    table.timestamp('acted_at', { useTz: true }).notNullable();
    table.boolean('completed').notNullable();
    table.primary(['list_id', 'item_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('shopping_list_mark_times');
}
