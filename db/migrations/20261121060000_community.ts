import type { Knex } from 'knex';

/** Community: site reviews, per-recipe ratings, cooking-expert questions and contact messages. */
export async function up(knex: Knex): Promise<void> {
  // A review is published only after moderation (automatic, then an admin for held ones).
  await knex.schema.createTable('reviews', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.text('customer_name').notNullable();
    table.text('review_content').notNullable();
    table.smallint('star_rating').notNullable();
    table.integer('recipe_id').references('recipes.id').onDelete('SET NULL');
    table.text('status').notNullable().defaultTo('pending');
    table.text('moderation_reason');
    table.timestamp('moderated_at', { useTz: true });
    // 'auto' for the moderation worker, else the admin's e-mail.
    table.text('moderated_by');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['user_id', 'created_at']);
  });
  await knex.raw(`alter table reviews add constraint reviews_star_rating_check check (star_rating between 1 and 5)`);
  await knex.raw(
    `alter table reviews add constraint reviews_status_check check (status in ('pending','approved','rejected','held'))`,
  );
  await knex.raw(`create index reviews_published_idx on reviews (created_at desc, id desc) where status = 'approved'`);
  await knex.raw(`create index reviews_waiting_idx on reviews (status, created_at) where status in ('pending','held')`);

  // One rating per user per recipe; recipes.rating / review_count are recomputed from these.
  await knex.schema.createTable('recipe_ratings', (table) => {
    table.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.integer('recipe_id').notNullable().references('recipes.id').onDelete('CASCADE');
    table.smallint('stars').notNullable();
    table.text('note');
    // null without a note; otherwise moderated like a review.
    table.text('note_status');
    table.text('note_moderation_reason');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['user_id', 'recipe_id']);
    table.index(['recipe_id', 'updated_at']);
  });
  await knex.raw(`alter table recipe_ratings add constraint recipe_ratings_stars_check check (stars between 1 and 5)`);
  await knex.raw(
    `alter table recipe_ratings add constraint recipe_ratings_note_status_check
       check (note_status is null or note_status in ('pending','approved','rejected','held'))`,
  );

  await knex.schema.createTable('expert_questions', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.text('name').notNullable();
    table.text('category').notNullable();
    table.text('question').notNullable();
    table.text('status').notNullable().defaultTo('asked');
    table.text('answer');
    table.text('ai_draft');
    // Only the hash of the one-time answer link; the link itself is derived with LINK_SIGNING_SECRET.
    table.text('answer_token_hash').unique();
    table.text('answer_token_nonce').notNullable().defaultTo(knex.raw(`encode(gen_random_bytes(16), 'hex')`));
    // The site origin the question was asked on, for links in e-mails sent later (reminders).
    table.text('origin').notNullable();
    table.timestamp('answered_at', { useTz: true });
    table.timestamp('reminded_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['user_id', 'created_at']);
  });
  await knex.raw(
    `alter table expert_questions add constraint expert_questions_status_check check (status in ('asked','answered'))`,
  );
  await knex.raw(`create index expert_questions_open_idx on expert_questions (created_at) where status = 'asked'`);

  await knex.schema.createTable('contact_messages', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.text('first_name').notNullable();
    table.text('last_name').notNullable();
    table.text('email').notNullable();
    table.text('subject').notNullable();
    table.text('message').notNullable();
    table.text('ip');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('emailed_at', { useTz: true });
  });
  await knex.raw(`create index contact_messages_created_idx on contact_messages (created_at desc)`);
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['contact_messages', 'expert_questions', 'recipe_ratings', 'reviews']) {
    await knex.schema.dropTable(table);
  }
}
