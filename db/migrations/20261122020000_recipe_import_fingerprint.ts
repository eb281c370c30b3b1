import type { Knex } from 'knex';

/**
 * What an import read for each recipe: a fingerprint of the source record (its text, and the version
 * of the mapping). A re-import that finds the same fingerprint for a source_id skips mapping the
 * record (parsing its ingredients, classifying it) and writing it: it is unchanged.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table recipes add column import_fingerprint text');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table recipes drop column if exists import_fingerprint');
}
