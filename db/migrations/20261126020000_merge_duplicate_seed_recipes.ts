import type { Knex } from 'knex';

/**
 * The seed catalog held near-duplicates; the seed content now keeps one of each pair. A cook's
 * favorites, list, plan meals, ratings and reviews of the dropped twin move to the kept one, then
 * the dropped row goes (the seed no longer writes it, so it would linger unlisted otherwise).
 * Where the cook already had the kept twin (favorite, list, rating), their own row for it wins.
 */
const TWINS: Array<[dropped: string, kept: string]> = [
  ['sous:middle-eastern-falafel', 'sous:mediterranean-herb-falafel-tahini'],
  ['sous:middle-eastern-red-lentil-soup', 'sous:mediterranean-lemony-red-lentil-soup'],
  ['sous:middle-eastern-shakshuka', 'sous:mediterranean-skillet-shakshuka'],
  ['sous:mediterranean-spinach-feta-spanakopita', 'sous:greek-spanakopita'],
  ['sous:premium-butter-croissants', 'sous:french-homemade-butter-croissants'],
  ['sous:premium-seafood-paella', 'sous:spanish-seafood-paella'],
];

export async function up(knex: Knex): Promise<void> {
  for (const [droppedSource, keptSource] of TWINS) {
    const dropped = await knex('recipes').where({ source_id: droppedSource }).first('id');
    if (!dropped) continue;
    const kept = await knex('recipes').where({ source_id: keptSource }).first('id');
    if (!kept) {
      // The next seed upserts on source_id: the row becomes the kept twin under its own id.
      await knex('recipes').where({ id: dropped.id }).update({ source_id: keptSource });
      continue;
    }
    const ids = { dropped: dropped.id as number, kept: kept.id as number };
    await knex.raw(
      `insert into favorites (user_id, recipe_id, created_at)
       select user_id, :kept, created_at from favorites where recipe_id = :dropped
       on conflict do nothing`,
      ids,
    );
    await knex.raw(
      `insert into shopping_list_recipes (user_id, recipe_id, servings, added_at)
       select user_id, :kept, servings, added_at from shopping_list_recipes where recipe_id = :dropped
       on conflict do nothing`,
      ids,
    );
    const movedRatings = await knex.raw(
      `insert into recipe_ratings (user_id, recipe_id, stars, note, note_status, note_moderation_reason, created_at, updated_at)
       select user_id, :kept, stars, note, note_status, note_moderation_reason, created_at, updated_at
       from recipe_ratings where recipe_id = :dropped
       on conflict do nothing`,
      ids,
    );
    if (movedRatings.rowCount > 0) {
      await knex.raw(
        `update recipes set (rating, review_count) = (
           select round(avg(stars)::numeric, 2), count(*)::int from recipe_ratings where recipe_id = :kept)
         where id = :kept`,
        ids,
      );
    }
    await knex('reviews').where({ recipe_id: ids.dropped }).update({ recipe_id: ids.kept });
    await knex('meal_plan_meals').where({ recipe_id: ids.dropped }).update({ recipe_id: ids.kept });
    await knex('recipes').where({ id: ids.dropped }).delete();
  }
}

/** The dropped twins are gone from the seed content; their references stay with the kept ones. */
export async function down(): Promise<void> {}
