import type { Knex } from 'knex';

/**
 * Who may see a collection: its owner alone (`private`), or also their household's members (`household`),
 * the same words as a cook's own recipes. Members read and edit a household collection; its owner alone
 * deletes it or makes it private again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table collections
      add column visibility text not null default 'private'
        constraint collections_visibility_check check (visibility in ('private', 'household'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table collections drop column if exists visibility');
}
