import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.text('email').notNullable().unique();
    table.text('password_hash');
    table.text('first_name');
    table.text('last_name');
    table.text('profile_image_url');
    table.text('oidc_issuer');
    table.text('oidc_subject');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(['oidc_issuer', 'oidc_subject']);
  });

  // Sessions are referenced by an opaque cookie; only the token's SHA-256 is stored.
  await knex.schema.createTable('sessions', (table) => {
    table.text('token_hash').primary();
    table.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.text('user_agent');
    table.text('ip');
    table.index(['user_id']);
  });

  await knex.schema.createTable('password_reset_tokens', (table) => {
    table.text('token_hash').primary();
    table.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('used_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['user_id']);
  });

  // An OIDC sign-in in progress: state → PKCE verifier, nonce and where to return.
  await knex.schema.createTable('oidc_login_attempts', (table) => {
    table.text('state').primary();
    table.text('code_verifier').notNullable();
    table.text('nonce').notNullable();
    table.text('return_to').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // rate-limiter-flexible's PostgreSQL store (its own schema, created here so migrations own it).
  await knex.schema.createTable('rate_limits', (table) => {
    table.string('key', 255).primary();
    table.integer('points').notNullable().defaultTo(0);
    table.bigInteger('expire');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
  await knex.schema.dropTable('oidc_login_attempts');
  await knex.schema.dropTable('password_reset_tokens');
  await knex.schema.dropTable('sessions');
  await knex.schema.dropTable('users');
}
