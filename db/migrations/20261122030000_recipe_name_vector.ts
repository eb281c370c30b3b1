import type { Knex } from 'knex';

/**
 * The name's words on their own, with their own GIN index: "the name holds every word" (the first
 * part of a search page with many matches) is then a bitmap of a short index, where it was
 * `lower(name) like` over every matched row, or a walk of the rating index past thousands of rows.
 * Same text configuration and accent folding as the name's part (weight A) of search_vector, so a
 * name that matches a query implies a search_vector that does.
 *
 * A column filled by the search trigger, not a generated one: unaccent() is not immutable, and the
 * benchmark's growth step copies every column with the trigger off.
 */
const searchVectorUpdate = (withName: boolean) => `
  create or replace function recipes_search_vector_update() returns trigger language plpgsql as $$
  begin
    new.search_vector :=
      setweight(to_tsvector('english', unaccent(coalesce(new.name, ''))), 'A') ||
      setweight(to_tsvector('english', unaccent(array_to_string(new.tags, ' ') || ' ' || coalesce(new.cuisine, ''))), 'B') ||
      setweight(to_tsvector('english', unaccent(array_to_string(new.foods, ' ') || ' ' || array_to_string(new.ingredients, ' '))), 'C') ||
      setweight(to_tsvector('english', unaccent(coalesce(new.description, ''))), 'D');${
        withName ? `\n    new.name_vector := to_tsvector('english', unaccent(coalesce(new.name, '')));` : ''
      }
    return new;
  end $$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table recipes add column name_vector tsvector');
  await knex.raw(searchVectorUpdate(true));
  // The trigger fires on updates of the text columns only, so this backfill does not recompute search_vector.
  await knex.raw(`update recipes set name_vector = to_tsvector('english', unaccent(coalesce(name, '')))`);
  await knex.raw('create index recipes_name_vector_idx on recipes using gin (name_vector)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists recipes_name_vector_idx');
  await knex.raw(searchVectorUpdate(false));
  await knex.raw('alter table recipes drop column if exists name_vector');
}
