import type { SkillVideoCategory, SkillVideoDifficulty, VideoType } from '@common/contracts/videos';
import type { Executor } from '../../platform/db';

export interface SkillVideoRow {
  id: string;
  title: string;
  description: string;
  duration: string;
  duration_seconds: number;
  difficulty: SkillVideoDifficulty;
  category: SkillVideoCategory;
  skills: string[];
  sort_order: number;
  media_path: string;
  poster_path: string;
  captions_path: string;
  external_url: string | null;
}

export interface MasterclassRow {
  id: string;
  title: string;
  chef: string;
  chef_credentials: string;
  duration_minutes: number;
  /** What the media plays (read from the file when it is registered); null on rows not refreshed since. */
  duration_seconds: number | null;
  difficulty: string;
  description: string;
  category: string;
  skills: string[];
  equipment: string[];
  rating: number;
  enrolled_count: number;
  media_path: string | null;
  poster_path: string | null;
  captions_path: string | null;
  external_url: string | null;
  sort_order: number;
}

export interface StoredMasterclass extends MasterclassRow {
  retired_at: Date | null;
}

export interface SavedVideoRow {
  video_id: string;
  video_type: VideoType;
  video_title: string;
  video_url: string;
  saved_at: Date;
}

const skillColumns = [
  'id',
  'title',
  'description',
  'duration',
  'duration_seconds',
  'difficulty',
  'category',
  'skills',
  'sort_order',
  'media_path',
  'poster_path',
  'captions_path',
  'external_url',
] as const;

// Skill videos and masterclasses: the shared catalog, readable by everyone who may see it.

export const listSkillVideos = (
  db: Executor,
  filters: { category?: string; difficulty?: string },
): Promise<SkillVideoRow[]> => {
  const query = db('skill_videos')
    .select(skillColumns)
    .orderBy([{ column: 'sort_order' }, { column: 'id' }]);
  if (filters.category) query.where({ category: filters.category });
  if (filters.difficulty) query.where({ difficulty: filters.difficulty });
  return query;
};

export const findSkillVideo = (db: Executor, id: string): Promise<SkillVideoRow | undefined> =>
  db('skill_videos').where({ id }).first(skillColumns);

export const findSkillVideos = (db: Executor, ids: string[]): Promise<SkillVideoRow[]> =>
  ids.length ? db('skill_videos').whereIn('id', ids).select(skillColumns) : Promise.resolve([]);

/** Content-owned columns only: an operator's external_url survives a re-seed. */
export const upsertSkillVideos = (db: Executor, rows: Array<Omit<SkillVideoRow, 'external_url'>>) =>
  db('skill_videos')
    .insert(rows)
    .onConflict('id')
    .merge(skillColumns.filter((column) => column !== 'id' && column !== 'external_url'));

export const activeMasterclasses = (db: Executor): Promise<StoredMasterclass[]> =>
  db('masterclasses')
    .whereNull('retired_at')
    .orderBy([{ column: 'sort_order' }, { column: 'id' }]);

export const findMasterclass = (db: Executor, id: string): Promise<StoredMasterclass | undefined> =>
  db('masterclasses').where({ id }).first();

export const findMasterclasses = (db: Executor, ids: string[]): Promise<StoredMasterclass[]> =>
  ids.length ? db('masterclasses').whereIn('id', ids).select('*') : Promise.resolve([]);

export const allMasterclasses = (db: Executor): Promise<StoredMasterclass[]> =>
  db('masterclasses').select('*').forUpdate();

export const insertMasterclass = (db: Executor, row: MasterclassRow) => db('masterclasses').insert(row);

/** Serialises writers of the masterclass catalog (the refresh job and the seed) for one transaction. */
export const lockMasterclassCatalog = (trx: Executor) =>
  trx.raw('select pg_advisory_xact_lock(hashtext(?))', ['masterclass-catalog']);

export const hasMasterclasses = async (db: Executor): Promise<boolean> =>
  Boolean(await db('masterclasses').first('id'));

/** Seeding: adds what is missing, never overwrites what the refresh job keeps current. */
export const insertMissingMasterclasses = (db: Executor, rows: MasterclassRow[]) =>
  db('masterclasses').insert(rows).onConflict('id').ignore();

export const updateMasterclass = (db: Executor, row: MasterclassRow) =>
  db('masterclasses')
    .where({ id: row.id })
    .update({ ...row, retired_at: null, updated_at: db.fn.now() });

export const retireMasterclasses = (db: Executor, ids: string[]) =>
  db('masterclasses')
    .whereIn('id', ids)
    .whereNull('retired_at')
    .update({ retired_at: db.fn.now(), updated_at: db.fn.now() });

// Saved videos: every query is scoped to its owner.

export const savedVideos = (db: Executor, userId: string): Promise<SavedVideoRow[]> =>
  db('saved_videos')
    .where({ user_id: userId })
    .orderBy([
      { column: 'saved_at', order: 'desc' },
      { column: 'video_id', order: 'asc' },
    ])
    .select('video_id', 'video_type', 'video_title', 'video_url', 'saved_at');

export const savedVideoIds = async (db: Executor, userId: string): Promise<string[]> =>
  (await db('saved_videos').where({ user_id: userId }).select('video_id')).map(
    (row: { video_id: string }) => row.video_id,
  );

/** Inserts once; returns true when this call created the row. */
export const saveVideo = async (
  db: Executor,
  userId: string,
  video: { video_id: string; video_type: VideoType; video_title: string; video_url: string },
): Promise<boolean> => {
  const inserted = await db('saved_videos')
    .insert({ user_id: userId, ...video })
    .onConflict(['user_id', 'video_id'])
    .ignore()
    .returning('video_id');
  return inserted.length > 0;
};

export const findSavedVideo = (db: Executor, userId: string, videoId: string): Promise<SavedVideoRow | undefined> =>
  db('saved_videos')
    .where({ user_id: userId, video_id: videoId })
    .first('video_id', 'video_type', 'video_title', 'video_url', 'saved_at');

/** Returns how many rows went (0 or 1). */
export const unsaveVideo = (db: Executor, userId: string, videoId: string): Promise<number> =>
  db('saved_videos').where({ user_id: userId, video_id: videoId }).del();
