import type { Knex } from 'knex';

/**
 * Cooking videos: the built-in skill library, the masterclass catalog (kept in step with a feed by
 * the `masterclass-refresh` job) and each Premium user's saved videos.
 * Media paths are relative to the project's `media/` directory; `external_url`, when set, is an
 * operator-configured player URL that wins over the local file.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('skill_videos', (table) => {
    table.text('id').primary(); // stable slug, e.g. 'knife-basics'
    table.text('title').notNullable();
    table.text('description').notNullable();
    table.text('duration').notNullable(); // as shown: '2:47'
    table.integer('duration_seconds').notNullable();
    table.text('difficulty').notNullable();
    table.text('category').notNullable();
    table.specificType('skills', 'text[]').notNullable().defaultTo('{}');
    table.integer('sort_order').notNullable();
    table.text('media_path').notNullable();
    table.text('poster_path').notNullable();
    table.text('captions_path').notNullable();
    table.text('external_url');
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['sort_order']);
  });
  await knex.raw(`alter table skill_videos add constraint skill_videos_difficulty_check
    check (difficulty in ('Beginner', 'Intermediate', 'Advanced'))`);

  await knex.schema.createTable('masterclasses', (table) => {
    table.text('id').primary();
    table.text('title').notNullable();
    table.text('chef').notNullable();
    table.text('chef_credentials').notNullable();
    table.integer('duration_minutes').notNullable();
    table.text('difficulty').notNullable();
    table.text('description').notNullable();
    table.text('category').notNullable();
    table.specificType('skills', 'text[]').notNullable().defaultTo('{}');
    table.specificType('equipment', 'text[]').notNullable().defaultTo('{}');
    table.decimal('rating', 2, 1).notNullable();
    table.integer('enrolled_count').notNullable().defaultTo(0);
    // Null when the feed brings a masterclass the project has no generated media for.
    table.text('media_path');
    table.text('poster_path');
    table.text('captions_path');
    table.text('external_url');
    table.integer('sort_order').notNullable().defaultTo(0); // position in the feed
    table.timestamp('retired_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table masterclasses add constraint masterclasses_difficulty_check
    check (difficulty in ('Beginner', 'Intermediate', 'Advanced', 'Master'))`);
  await knex.raw(`alter table masterclasses add constraint masterclasses_category_check
    check (category in ('Technique', 'Cuisine', 'Pastry', 'Molecular', 'Wine'))`);

  await knex.schema.createTable('saved_videos', (table) => {
    table.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    // No foreign key: the id names a skill video or a masterclass (see video_type), and a saved
    // masterclass outlives its retirement from the catalog.
    table.text('video_id').notNullable();
    table.text('video_type').notNullable();
    table.text('video_title').notNullable();
    table.text('video_url').notNullable(); // the unsigned media path or the operator's URL; signed on read
    table.timestamp('saved_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['user_id', 'video_id']);
  });
  await knex.raw(`alter table saved_videos add constraint saved_videos_video_type_check
    check (video_type in ('skill', 'masterclass'))`);
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['saved_videos', 'masterclasses', 'skill_videos']) await knex.schema.dropTable(table);
}
