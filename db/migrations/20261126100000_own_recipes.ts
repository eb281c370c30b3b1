import type { Knex } from 'knex';

/**
 * A recipe may belong to a cook. `owner_id` null is the catalog (premium exclusivity and the monthly
 * rotation apply there alone); a cook's recipe is seen by its owner, by their household once
 * households exist, and by anyone holding its share link when its visibility is `link`. Closing the
 * account takes the cook's recipes with it.
 *
 * `client_key` makes a create idempotent per owner: an editor submitted twice sends the same key and
 * the second insert finds the first row.
 */
const pantryRows = (listed: string) => `
  select id, ${listed}, rating, strip(to_tsvector('english', unaccent(array_to_string(foods, ' '))))`;

/** The pantry search ("cook with what you have") lists catalog recipes only: a cook's own stay theirs. */
const pantrySync = (listed: string) => `
  create or replace function recipe_pantry_sync() returns trigger language plpgsql as $$
  begin
    insert into recipe_pantry (recipe_id, listed, rating, food_vector)
    ${pantryRows(listed)} from changed_recipes
    on conflict (recipe_id) do update
      set listed = excluded.listed, rating = excluded.rating, food_vector = excluded.food_vector
      where (recipe_pantry.listed, recipe_pantry.rating, recipe_pantry.food_vector)
        is distinct from (excluded.listed, excluded.rating, excluded.food_vector);
    return null;
  end $$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table recipes
      add column owner_id uuid references users (id) on delete cascade,
      add column visibility text not null default 'private'
        constraint recipes_visibility_check check (visibility in ('private', 'household', 'link')),
      add column share_token text constraint recipes_share_token_key unique,
      add column source_name text,
      add column client_key text,
      add constraint recipes_owned_not_premium check (owner_id is null or not is_premium_exclusive)`);
  // "My recipes", newest edit first; and the owner's idempotency keys.
  await knex.raw(
    'create index recipes_owner_idx on recipes (owner_id, updated_at desc, id desc) where owner_id is not null',
  );
  await knex.raw(
    'create unique index recipes_owner_client_key_idx on recipes (owner_id, client_key) where client_key is not null',
  );
  await knex.raw(pantrySync('not is_premium_exclusive and owner_id is null'));
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(pantrySync('not is_premium_exclusive'));
  await knex('recipes').whereNotNull('owner_id').del();
  await knex.raw('drop index if exists recipes_owner_client_key_idx');
  await knex.raw('drop index if exists recipes_owner_idx');
  await knex.raw(`
    alter table recipes
      drop constraint if exists recipes_owned_not_premium,
      drop column if exists client_key,
      drop column if exists source_name,
      drop column if exists share_token,
      drop column if exists visibility,
      drop column if exists owner_id`);
}
