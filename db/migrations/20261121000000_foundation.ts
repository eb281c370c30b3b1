import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists pgcrypto');

  // Transactional outbox: written in the same transaction as the change it announces.
  await knex.schema.createTable('outbox', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.text('type').notNullable();
    table.jsonb('payload').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('enqueued_at', { useTz: true });
    table.timestamp('processed_at', { useTz: true });
  });
  await knex.raw('create index outbox_pending_idx on outbox (created_at) where enqueued_at is null');
  await knex.raw('create index outbox_unprocessed_idx on outbox (created_at) where processed_at is null');

  // One row per (event, handler) that finished: a second delivery finds it and does nothing.
  await knex.schema.createTable('processed_events', (table) => {
    table.uuid('event_id').notNullable();
    table.text('handler').notNullable();
    table.timestamp('processed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['event_id', 'handler']);
  });

  await knex.schema.createTable('dead_letters', (table) => {
    table.bigIncrements('id');
    table.text('queue').notNullable();
    table.text('job_id').notNullable();
    table.text('job_name').notNullable();
    table.jsonb('data').notNullable();
    table.text('error').notNullable();
    table.integer('attempts').notNullable();
    table.timestamp('failed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('retried_at', { useTz: true });
    table.unique(['queue', 'job_id']);
  });

  // Effect of the system.started event: one row per process start, written by the worker.
  await knex.schema.createTable('system_starts', (table) => {
    table.uuid('event_id').primary();
    table.text('hostname').notNullable();
    table.integer('pid').notNullable();
    table.timestamp('started_at', { useTz: true }).notNullable();
    table.timestamp('recorded_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('system_starts');
  await knex.schema.dropTable('dead_letters');
  await knex.schema.dropTable('processed_events');
  await knex.schema.dropTable('outbox');
}
