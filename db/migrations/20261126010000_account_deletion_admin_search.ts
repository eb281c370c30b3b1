import type { Knex } from 'knex';

/**
 * Closing an account keeps the cook's site reviews, anonymised: a review's author becomes null when
 * the account goes, instead of the review going with it. The admins' user list searches e-mail and name with a
 * substring match and pages newest first, so both get an index.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table reviews drop constraint reviews_user_id_foreign');
  await knex.raw('alter table reviews alter column user_id drop not null');
  await knex.raw(
    'alter table reviews add constraint reviews_user_id_foreign foreign key (user_id) references users(id) on delete set null',
  );

  // The expression the admin search filters on (users.repository's `searchable`), trigram-indexed for `like '%…%'`.
  await knex.raw(
    `create index users_search_trgm_idx on users using gin
       (lower(email || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '')) gin_trgm_ops)`,
  );
  await knex.raw('create index users_created_at_idx on users (created_at desc, id desc)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index users_created_at_idx');
  await knex.raw('drop index users_search_trgm_idx');
  // Reviews whose author is gone cannot go back under a not-null author.
  await knex('reviews').whereNull('user_id').del();
  await knex.raw('alter table reviews drop constraint reviews_user_id_foreign');
  await knex.raw('alter table reviews alter column user_id set not null');
  await knex.raw(
    'alter table reviews add constraint reviews_user_id_foreign foreign key (user_id) references users(id) on delete cascade',
  );
}
