import type { Knex } from 'knex';

/**
 * Typo correction finds the catalog word nearest a query word. With the GIN trigram index that was a
 * scan of every word's similarity (13.5k words: ~15 ms a query word); a GiST trigram index answers
 * "nearest by trigram distance" (`<->`) by walking its tree, ~1–3 ms, and also serves the prefix
 * check (`like 'word%'`) that the GIN index was not chosen for.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index search_words_trgm_gist_idx on search_words using gist (word gist_trgm_ops)');
  await knex.raw('drop index if exists search_words_trgm_idx');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('create index search_words_trgm_idx on search_words using gin (word gin_trgm_ops)');
  await knex.raw('drop index if exists search_words_trgm_gist_idx');
}
