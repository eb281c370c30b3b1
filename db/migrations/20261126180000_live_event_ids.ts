import type { Knex } from 'knex';

/**
 * Ids of live events (GET /api/events): one sequence for every web process, so a stream resumed on
 * another process (Last-Event-ID) reads the same numbering.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create sequence live_event_ids');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop sequence live_event_ids');
}
