import type { Knex } from 'knex';

/**
 * Households: cooks who shop and cook together share one shopping list and one planner (those of the
 * household's owner, who created it); each keeps their own favorites, saved videos and subscription.
 * A cook belongs to one household at a time.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('households', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.text('name').notNullable();
    table.uuid('owner_user_id').notNullable().unique().references('users.id').onDelete('CASCADE');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('household_members', (table) => {
    table.uuid('household_id').notNullable().references('households.id').onDelete('CASCADE');
    table.uuid('user_id').notNullable().unique().references('users.id').onDelete('CASCADE');
    table.text('role').notNullable();
    table.timestamp('joined_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['household_id', 'user_id']);
  });
  await knex.raw(
    `ALTER TABLE household_members ADD CONSTRAINT household_members_role CHECK (role IN ('owner', 'member'))`,
  );
  // The link is the credential: only its hash is kept; single use, for seven days.
  await knex.schema.createTable('household_invites', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('household_id').notNullable().references('households.id').onDelete('CASCADE');
    table.text('token_hash').notNullable().unique();
    table.uuid('created_by').references('users.id').onDelete('SET NULL');
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('used_at', { useTz: true });
    table.uuid('used_by').references('users.id').onDelete('SET NULL');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('household_invites');
  await knex.schema.dropTable('household_members');
  await knex.schema.dropTable('households');
}
