import type { Knex } from 'knex';

/**
 * What an account needs to be trusted: a verified address (roles and Premium comps hang on it), a
 * session id that can be shown and revoked without revealing the cookie's hash, one-time e-mail links,
 * and Premium periods granted by an admin.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    // Null until the owner opens the link mailed to the address (or the OIDC provider vouches for it).
    table.timestamp('email_verified_at', { useTz: true });
  });
  // Accounts that signed in through OIDC had their address vouched for by the provider.
  await knex('users').whereNotNull('oidc_subject').update({ email_verified_at: knex.fn.now() });

  await knex.schema.alterTable('sessions', (table) => {
    table.uuid('id').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    // The absolute end of the session, whatever its activity (the idle expiry rolls forward).
    table
      .timestamp('absolute_expires_at', { useTz: true })
      .notNullable()
      .defaultTo(knex.raw(`now() + interval '30 days'`));
  });

  // One-time links sent by e-mail: confirming an address, or moving the account to a new one.
  await knex.schema.createTable('email_tokens', (table) => {
    table.text('token_hash').primary();
    table.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.text('purpose').notNullable();
    // The address the link confirms (the account's own, or the new one for a change).
    table.text('email').notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('used_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['user_id']);
  });
  await knex.raw(
    `alter table email_tokens add constraint email_tokens_purpose_check check (purpose in ('verify','change'))`,
  );

  // Premium granted by an admin for a period, recorded with who granted it.
  await knex.schema.createTable('premium_comps', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.timestamp('starts_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('ends_at', { useTz: true }).notNullable();
    table.text('granted_by').notNullable();
    table.text('note');
    table.timestamp('revoked_at', { useTz: true });
    table.text('revoked_by');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['user_id', 'ends_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('premium_comps');
  await knex.schema.dropTable('email_tokens');
  await knex.schema.alterTable('sessions', (table) => {
    table.dropColumn('absolute_expires_at');
    table.dropColumn('id');
  });
  await knex.schema.alterTable('users', (table) => table.dropColumn('email_verified_at'));
}
