import type { Knex } from 'knex';

/** Index builds must run outside a transaction (create index concurrently). */
export const config = { transaction: false };

/** Owners per backfill batch: each batch is a short transaction of its own. */
const BATCH_OWNERS = 500;

/** Each list-row table, the key a row is unique by within its list, and its old per-cook key. */
const TABLES = [
  { name: 'shopping_list_recipes', listKey: ['list_id', 'recipe_id'], oldKey: ['user_id', 'recipe_id'] },
  { name: 'shopping_list_completed', listKey: ['list_id', 'item_key'], oldKey: ['user_id', 'item_key'] },
  { name: 'shopping_list_custom_items', listKey: null, oldKey: null },
] as const;

/**
 * Files every existing row into its owner's default list, then makes `list_id` required and the key
 * of the rows. Safe on large tables: the backfill walks owners in batches through the `user_id` index
 * (short row locks, never the whole table), NOT NULL is proved by a check constraint validated without
 * blocking writes, and indexes build concurrently. Rows written meanwhile are filed by the trigger the
 * previous migration added. Every step can run again after an interruption.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    insert into shopping_lists (owner_user_id, name, is_default)
    select owners.user_id, 'Shopping list', true from (
      select user_id from shopping_list_recipes
      union select user_id from shopping_list_custom_items
      union select user_id from shopping_list_completed
    ) owners
    on conflict (owner_user_id) where is_default do nothing`);

  for (const table of TABLES) {
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const { rows } = await knex.raw<{ rows: Array<{ user_id: string }> }>(
        `select distinct user_id from ?? where user_id > ? order by user_id limit ${BATCH_OWNERS}`,
        [table.name, after],
      );
      if (!rows.length) break;
      await knex.raw(
        `update ?? rows set list_id = lists.id from shopping_lists lists
         where lists.owner_user_id = rows.user_id and lists.is_default
           and rows.user_id = any(?::uuid[]) and rows.list_id is null`,
        [table.name, rows.map((row) => row.user_id)],
      );
      after = rows[rows.length - 1].user_id;
    }

    // NOT NULL through a validated check: validating scans without blocking writes, and SET NOT NULL
    // then trusts the check instead of scanning again under an exclusive lock.
    const check = `${table.name}_list_id_present`;
    await knex.raw('alter table ?? drop constraint if exists ??', [table.name, check]);
    await knex.raw('alter table ?? add constraint ?? check (list_id is not null) not valid', [table.name, check]);
    await knex.raw('alter table ?? validate constraint ??', [table.name, check]);
    await knex.raw('alter table ?? alter column list_id set not null', [table.name]);
    await knex.raw('alter table ?? drop constraint ??', [table.name, check]);
  }

  for (const table of TABLES) {
    if (!table.listKey) continue;
    const keyIndex = `${table.name}_list_key`;
    await knex.raw(`create unique index concurrently if not exists ?? on ?? (${table.listKey.join(', ')})`, [
      keyIndex,
      table.name,
    ]);
    // The old key led with user_id; the cook's rows are still found by it (export, account deletion).
    await knex.raw('create index concurrently if not exists ?? on ?? (user_id)', [`${table.name}_user`, table.name]);
    // A recipe may now be on two of a cook's lists: the list's key replaces the cook's.
    const primary = `${table.name}_pkey`;
    await knex.transaction(async (trx) => {
      await trx.raw('alter table ?? drop constraint if exists ??', [table.name, primary]);
      await trx.raw('alter table ?? add constraint ?? primary key using index ??', [table.name, primary, keyIndex]);
    });
  }
  await knex.raw('create index concurrently if not exists ?? on ?? (list_id, created_at)', [
    'shopping_list_custom_items_list',
    'shopping_list_custom_items',
  ]);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index concurrently if exists shopping_list_custom_items_list');
  // Only the default list's rows fit the per-cook key again.
  for (const table of TABLES) {
    await knex.raw(
      `delete from ?? rows using shopping_lists lists where lists.id = rows.list_id and not lists.is_default`,
      [table.name],
    );
    if (table.oldKey) {
      const primary = `${table.name}_pkey`;
      await knex.raw('alter table ?? drop constraint if exists ??', [table.name, primary]);
      await knex.raw(`alter table ?? add constraint ?? primary key (${table.oldKey.join(', ')})`, [
        table.name,
        primary,
      ]);
      await knex.raw('drop index concurrently if exists ??', [`${table.name}_user`]);
    }
    await knex.raw('alter table ?? alter column list_id drop not null', [table.name]);
  }
}
