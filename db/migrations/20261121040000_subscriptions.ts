import type { Knex } from 'knex';

/** Premium: provider customers, subscriptions (as the provider last said), provider events, the free plan. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('billing_customers', (table) => {
    table.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    table.text('provider').notNullable();
    table.text('customer_id').notNullable().unique();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('subscriptions', (table) => {
    table.text('id').primary(); // the provider's subscription id
    table.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.text('provider').notNullable();
    table.text('plan').notNullable().defaultTo('premium');
    table.text('status').notNullable();
    table.timestamp('current_period_end', { useTz: true });
    table.boolean('cancel_at_period_end').notNullable().defaultTo(false);
    table.timestamp('provider_created_at', { useTz: true }).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['user_id', 'provider_created_at']);
  });

  await knex.schema.createTable('free_plan_choices', (table) => {
    table.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    table.timestamp('chosen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // Every provider event (Stripe webhook or sandbox confirmation), stored once by its id.
  await knex.schema.createTable('payment_events', (table) => {
    table.text('id').primary();
    table.text('provider').notNullable();
    table.text('type').notNullable();
    table.text('subscription_id');
    table.jsonb('payload').notNullable();
    table.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('processed_at', { useTz: true });
    table.index(['subscription_id']);
  });

  // The sandbox provider's own state (it stands in for Stripe's servers in the embedded default).
  await knex.schema.createTable('sandbox_subscriptions', (table) => {
    table.text('id').primary();
    table.text('customer_id').notNullable();
    table.text('client_secret').notNullable().unique();
    table.text('status').notNullable();
    table.bigInteger('current_period_end');
    table.boolean('cancel_at_period_end').notNullable().defaultTo(false);
    table.bigInteger('created').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'sandbox_subscriptions',
    'payment_events',
    'free_plan_choices',
    'subscriptions',
    'billing_customers',
  ]) {
    await knex.schema.dropTable(table);
  }
}
