import type { Knex } from 'knex';

/**
 * Indexes that match the browse filters' expressions exactly (an index on `cuisine` cannot serve
 * `lower(cuisine) = lower(?)`, nor one on a column the coalesce of two). At 730k recipes, without
 * them "cuisine=Italian" and "maxCookingTime=30" read the whole table.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists recipes_cuisine_idx');
  await knex.raw('create index recipes_cuisine_lower_idx on recipes (lower(cuisine))');
  await knex.raw('create index recipes_total_time_idx on recipes ((coalesce(total_time_minutes, cooking_minutes)))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists recipes_total_time_idx');
  await knex.raw('drop index if exists recipes_cuisine_lower_idx');
  await knex.raw('create index recipes_cuisine_idx on recipes (cuisine)');
}
