import type { Knex } from 'knex';

/**
 * What "cook with what you have" searches, in a narrow table of its own: each recipe's foods as words
 * (English-stemmed, accents folded, no positions), whether it is listed (not premium-exclusive), and
 * its rating. Choosing the best-rated candidates that use some foods means reading the rating of every
 * match; in `recipes` (2.8 kB a row, its vectors often out of line) that was one heap page a match
 * ("eggs, flour, sugar": 8,874 matches, 5,849 pages, 20 ms at 73k recipes). Here a row is ~200 bytes,
 * so the same matches sit on a quarter of the pages and the whole table stays in shared buffers.
 *
 * Kept by statement-level triggers on `recipes` (one set-based upsert per statement, so an import batch
 * of 1,000 rows is one insert here, not 1,000); a deleted recipe's row goes by the foreign key.
 */
const PANTRY_ROWS = `
  select id, not is_premium_exclusive, rating, strip(to_tsvector('english', unaccent(array_to_string(foods, ' '))))`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table recipe_pantry (
      recipe_id integer primary key references recipes (id) on delete cascade,
      listed boolean not null,
      rating numeric(3, 2),
      food_vector tsvector not null
    )`);
  await knex.raw(`
    create function recipe_pantry_sync() returns trigger language plpgsql as $$
    begin
      insert into recipe_pantry (recipe_id, listed, rating, food_vector)
      ${PANTRY_ROWS} from changed_recipes
      on conflict (recipe_id) do update
        set listed = excluded.listed, rating = excluded.rating, food_vector = excluded.food_vector
        where (recipe_pantry.listed, recipe_pantry.rating, recipe_pantry.food_vector)
          is distinct from (excluded.listed, excluded.rating, excluded.food_vector);
      return null;
    end $$`);
  await knex.raw(`
    create trigger recipe_pantry_on_insert after insert on recipes
    referencing new table as changed_recipes for each statement execute function recipe_pantry_sync()`);
  await knex.raw(`
    create trigger recipe_pantry_on_update after update on recipes
    referencing new table as changed_recipes for each statement execute function recipe_pantry_sync()`);
  await knex.raw(`insert into recipe_pantry (recipe_id, listed, rating, food_vector) ${PANTRY_ROWS} from recipes`);
  await knex.raw('create index recipe_pantry_food_idx on recipe_pantry using gin (food_vector)');
  // For foods in many recipes ("potato"), walking the best rated until enough match beats a bitmap.
  await knex.raw(
    'create index recipe_pantry_rating_idx on recipe_pantry (rating desc nulls last, recipe_id) where listed',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists recipe_pantry_on_update on recipes');
  await knex.raw('drop trigger if exists recipe_pantry_on_insert on recipes');
  await knex.raw('drop table if exists recipe_pantry');
  await knex.raw('drop function if exists recipe_pantry_sync()');
}
