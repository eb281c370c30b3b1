import type { Knex } from 'knex';

/**
 * A cook's photo of their recipe: its WebP sizes are stored under `recipes/<id>/<photo_id>-<width>.webp`
 * (the storage port), and served through signed media URLs. A new photo gets a new id, so a cached
 * old one is never shown in its place.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table recipes add column photo_id uuid');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table recipes drop column if exists photo_id');
}
