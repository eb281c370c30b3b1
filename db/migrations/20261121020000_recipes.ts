import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists pg_trgm');
  await knex.raw('create extension if not exists unaccent');

  await knex.schema.createTable('recipes', (table) => {
    table.increments('id');
    // Stable key from the source ("sous:<slug>" for seed content, "<source>:<path>" for imports): imports upsert on it.
    table.text('source_id').notNullable().unique();
    table.text('name').notNullable();
    table.text('description');
    table.text('image');
    table.text('cuisine');
    table.integer('cooking_minutes');
    table.integer('prep_time_minutes');
    table.integer('total_time_minutes');
    table.integer('servings');
    table.text('difficulty');
    table.decimal('rating', 3, 2);
    table.integer('review_count').notNullable().defaultTo(0);
    table.specificType('ingredients', 'text[]').notNullable();
    table.jsonb('ingredients_structured').notNullable().defaultTo('[]');
    table.specificType('instructions', 'text[]').notNullable();
    table.specificType('tags', 'text[]').notNullable().defaultTo('{}');
    table.specificType('meal_type', 'text[]').notNullable().defaultTo('{}');
    table.specificType('dietary', 'text[]').notNullable().defaultTo('{}');
    // Normalised food names of the ingredients, for "cook with what you have".
    table.specificType('foods', 'text[]').notNullable().defaultTo('{}');
    table.text('month_year');
    table.integer('featured_order');
    table.boolean('is_premium_exclusive').notNullable().defaultTo(false);
    for (const column of [
      'calories',
      'total_fat',
      'sugar',
      'sodium',
      'protein',
      'saturated_fat',
      'carbohydrates',
      'fiber',
    ]) {
      table.decimal(column, 8, 1);
    }
    table.text('source');
    table.text('source_url');
    table.date('submitted_date');
    table.integer('number_of_steps').notNullable().defaultTo(0);
    table.integer('number_of_ingredients').notNullable().defaultTo(0);
    table.specificType('search_vector', 'tsvector');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // Weighted full text (accents folded, so "crepes" finds "crêpes"): name (A) over tags and cuisine (B) over ingredients (C) over description (D).
  await knex.raw(`
    create function recipes_search_vector_update() returns trigger language plpgsql as $$
    begin
      new.search_vector :=
        setweight(to_tsvector('english', unaccent(coalesce(new.name, ''))), 'A') ||
        setweight(to_tsvector('english', unaccent(array_to_string(new.tags, ' ') || ' ' || coalesce(new.cuisine, ''))), 'B') ||
        setweight(to_tsvector('english', unaccent(array_to_string(new.foods, ' ') || ' ' || array_to_string(new.ingredients, ' '))), 'C') ||
        setweight(to_tsvector('english', unaccent(coalesce(new.description, ''))), 'D');
      return new;
    end $$`);
  await knex.raw(`
    create trigger recipes_search_vector before insert or update of name, tags, cuisine, foods, ingredients, description
    on recipes for each row execute function recipes_search_vector_update()`);

  await knex.raw('create index recipes_search_idx on recipes using gin (search_vector)');
  await knex.raw('create index recipes_name_trgm_idx on recipes using gin (lower(name) gin_trgm_ops)');
  await knex.raw('create index recipes_foods_idx on recipes using gin (foods)');
  await knex.raw('create index recipes_meal_type_idx on recipes using gin (meal_type)');
  await knex.raw('create index recipes_dietary_idx on recipes using gin (dietary)');
  await knex.raw('create index recipes_cuisine_idx on recipes (cuisine)');
  await knex.raw(
    'create index recipes_featured_idx on recipes (month_year, featured_order) where featured_order is not null',
  );
  await knex.raw('create index recipes_browse_idx on recipes (is_premium_exclusive, rating desc nulls last, id)');

  // Words that occur in the catalog, for typo correction ("chiken" → "chicken") by trigram similarity.
  await knex.schema.createTable('search_words', (table) => {
    table.text('word').primary();
    table.integer('document_count').notNullable();
  });
  await knex.raw('create index search_words_trgm_idx on search_words using gin (word gin_trgm_ops)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('search_words');
  await knex.schema.dropTable('recipes');
  await knex.raw('drop function if exists recipes_search_vector_update');
}
