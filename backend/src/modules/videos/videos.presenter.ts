import type { Masterclass, SavedVideo, SkillVideo } from '@common/contracts/videos.schema';
import type { MediaFile } from './media-signing';
import type { MasterclassRow, SavedVideoRow, SkillVideoRow } from './videos.repository';

/** Signs a media URL for the viewer the response is for. */
export type SignFor = (id: string, file: MediaFile) => string;

/** The player URL of a skill video: the operator's URL when configured, else our signed file. */
export const skillVideoUrl = (row: SkillVideoRow, sign: SignFor): string =>
  row.external_url ?? sign(row.id, 'video.mp4');

export const masterclassVideoUrl = (row: MasterclassRow, sign: SignFor): string | null =>
  row.external_url ?? (row.media_path ? sign(row.id, 'video.mp4') : null);

/** A locked video carries its poster only: no player or captions URL ever leaves for it. */
export function presentSkillVideo(row: SkillVideoRow, unlocked: boolean, sign: SignFor): SkillVideo {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    duration: row.duration,
    difficulty: row.difficulty,
    category: row.category,
    skills: row.skills,
    thumbnailUrl: sign(row.id, 'poster.jpg'),
    videoUrl: unlocked ? skillVideoUrl(row, sign) : null,
    captionsUrl: unlocked ? sign(row.id, 'captions.vtt') : null,
    locked: !unlocked,
  };
}

export function presentMasterclass(row: MasterclassRow, sign: SignFor): Masterclass {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category as Masterclass['category'],
    duration: row.duration_minutes,
    durationSeconds: row.duration_seconds ?? row.duration_minutes * 60,
    instructor: row.chef,
    videoUrl: masterclassVideoUrl(row, sign),
    thumbnailUrl: row.poster_path ? sign(row.id, 'poster.jpg') : null,
    captionsUrl: row.captions_path ? sign(row.id, 'captions.vtt') : null,
    chefCredentials: row.chef_credentials,
    difficulty: row.difficulty as Masterclass['difficulty'],
    skills: row.skills,
    equipment: row.equipment,
    rating: Number(row.rating),
    enrolledCount: row.enrolled_count,
  };
}

export function presentSavedVideo(row: SavedVideoRow, videoUrl: string | null): SavedVideo {
  return {
    id: row.video_id,
    videoId: row.video_id,
    videoType: row.video_type,
    videoTitle: row.video_title,
    videoUrl,
    savedAt: row.saved_at.toISOString(),
  };
}
