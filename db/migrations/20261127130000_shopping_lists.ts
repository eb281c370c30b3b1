import type { Knex } from 'knex';

/** The tables whose rows belong to one shopping list. */
const LIST_ROW_TABLES = ['shopping_list_recipes', 'shopping_list_custom_items', 'shopping_list_completed'];

/**
 * Named shopping lists ("Costco") beside the default one, and the household's aisle order. Lists belong
 * to the owner of the cook's household (or the cook), like the list did. This step only adds: the
 * tables, a nullable `list_id` on the list's rows, and a trigger that files a row written without a
 * list (by a process still running the previous release) into its owner's default list. The next
 * migration backfills and indexes outside a transaction.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('shopping_lists', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('owner_user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.text('name').notNullable();
    // Names are unique per owner ignoring case: "Costco" and "costco" would read as one list.
    table.specificType('name_key', 'text generated always as (lower(name)) stored');
    table.boolean('is_default').notNullable().defaultTo(false);
    // Client-chosen, so a create replayed by an offline queue makes one list.
    table.uuid('client_key');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(['owner_user_id', 'name_key']);
    table.unique(['owner_user_id', 'client_key']);
    table.unique(['owner_user_id'], {
      indexName: 'shopping_lists_one_default',
      predicate: knex.whereRaw('is_default'),
    });
  });
  await knex.schema.createTable('shopping_aisle_orders', (table) => {
    table.uuid('owner_user_id').primary().references('users.id').onDelete('CASCADE');
    table.specificType('aisles', 'text[]').notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // A new nullable column without a default is a catalog change: no rewrite, no scan.
  for (const name of LIST_ROW_TABLES) {
    await knex.raw(`alter table ?? add column list_id uuid references shopping_lists (id) on delete cascade`, [name]);
  }
  await knex.raw(`
    create function shopping_list_rows_default_list() returns trigger language plpgsql as $$
    begin
      if new.list_id is null then
        insert into shopping_lists (owner_user_id, name, is_default) values (new.user_id, 'Shopping list', true)
          on conflict (owner_user_id) where is_default do nothing;
        select id into new.list_id from shopping_lists where owner_user_id = new.user_id and is_default;
      end if;
      return new;
    end $$`);
  for (const name of LIST_ROW_TABLES) {
    await knex.raw(
      `create trigger ${name}_default_list before insert on ?? for each row execute function shopping_list_rows_default_list()`,
      [name],
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const name of LIST_ROW_TABLES) {
    await knex.raw(`drop trigger if exists ${name}_default_list on ??`, [name]);
    await knex.raw('alter table ?? drop column if exists list_id', [name]);
  }
  await knex.raw('drop function if exists shopping_list_rows_default_list()');
  await knex.schema.dropTable('shopping_aisle_orders');
  await knex.schema.dropTable('shopping_lists');
}
