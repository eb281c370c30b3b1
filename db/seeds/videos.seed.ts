import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseDataFile } from '../../backend/src/platform/data-file';
import type { Db } from '../../backend/src/platform/db';
import {
  DEFAULT_MEDIA_ROOT,
  hasMasterclasses,
  insertMissingMasterclasses,
  lockMasterclassCatalog,
  masterclassFeed,
  masterclassRow,
  mp4DurationSeconds,
  upsertSkillVideos,
} from '../../backend/src/modules/videos';
import { seedSkillVideos, type SeedSkillVideo } from './content';

const bundledMasterclassFile = path.join(import.meta.dirname, 'content', 'masterclasses.json');

/** The default MASTERCLASS_FEED_URL: the catalog shipped with the project. */
export const bundledMasterclassFeedUrl = pathToFileURL(bundledMasterclassFile).href;

/** The bundled masterclass catalog, validated (a broken file is a content bug: fail loudly). */
export function bundledMasterclasses() {
  const feed = JSON.parse(readFileSync(bundledMasterclassFile, 'utf8')) as unknown;
  return parseDataFile('db/seeds/content/masterclasses.json', masterclassFeed, feed).masterclasses;
}

/** '2:47' → 167. */
export function durationSeconds(duration: string): number {
  const match = /^(\d{1,2}):([0-5]\d)$/.exec(duration);
  if (!match) throw new Error(`Bad video duration ${duration} (want m:ss)`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 8 → '0:08', 167 → '2:47': how the cards show a clip's length. */
export const clockDuration = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * A skill video's row. Its duration is the media file's own, read as it is registered; the content
 * file's figure stands only for a video whose media is not there.
 */
export function skillVideoRow(video: SeedSkillVideo, index: number) {
  const mediaPath = `videos/${video.id}.mp4`;
  const seconds = mp4DurationSeconds(path.join(DEFAULT_MEDIA_ROOT, mediaPath)) ?? durationSeconds(video.duration);
  return {
    id: video.id,
    title: video.title,
    description: video.description,
    duration: clockDuration(seconds),
    duration_seconds: seconds,
    difficulty: video.difficulty,
    category: video.category,
    skills: video.skills,
    sort_order: index + 1,
    media_path: mediaPath,
    poster_path: `videos/${video.id}.jpg`,
    captions_path: `videos/${video.id}.vtt`,
  };
}

/**
 * Skill videos are upserted (the content file owns them). The bundled masterclasses fill an empty
 * catalog only: from then on the `masterclass-refresh` job owns it (additions, updates,
 * retirements, from MASTERCLASS_FEED_URL or this same bundled file), so a restart never undoes
 * what an operator's feed says, whichever of seed and job runs first.
 */
export async function seedVideos(db: Db): Promise<void> {
  await db.transaction(async (trx) => {
    await upsertSkillVideos(trx, seedSkillVideos.map(skillVideoRow));
    await lockMasterclassCatalog(trx);
    if (!(await hasMasterclasses(trx))) {
      await insertMissingMasterclasses(
        trx,
        bundledMasterclasses().map((entry, index) => masterclassRow(entry, index, DEFAULT_MEDIA_ROOT)),
      );
    }
  });
}
