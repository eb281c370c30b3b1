import { z } from 'zod';
import {
  MASTERCLASS_CATEGORIES,
  MASTERCLASS_DIFFICULTIES,
  SKILL_VIDEO_CATEGORIES,
  SKILL_VIDEO_DIFFICULTIES,
  VIDEO_TYPES,
  type SkillVideoCategory,
  type SkillVideoDifficulty,
  type VideoType,
} from './videos';

/** Video and masterclass ids: lowercase slugs. */
export const videoId = z
  .string({ error: 'is required' })
  .trim()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/, { error: 'must be a video id (lowercase letters, digits, -)' });

/** 'All' or empty means no filter; any other value must be one of `values` (case-insensitive). */
const optionalFilter = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value || value.toLowerCase() === 'all') return undefined;
      const match = values.find((candidate) => candidate.toLowerCase() === value.toLowerCase());
      if (!match) {
        ctx.addIssue({ code: 'custom', message: `must be All or one of ${values.join(', ')}` });
        return z.NEVER;
      }
      return match as T[number];
    });

/** GET /api/videos query string. */
export const videoListQuery = z.object({
  category: optionalFilter(SKILL_VIDEO_CATEGORIES),
  difficulty: optionalFilter(SKILL_VIDEO_DIFFICULTIES),
});
export type VideoListQuery = z.infer<typeof videoListQuery>;

/** POST /api/saved-videos. The server looks the video up: title and URL sent by the client are not stored. */
export const saveVideoRequest = z.object({
  videoId,
  videoType: z.enum(VIDEO_TYPES, { error: "must be 'skill' or 'masterclass'" }).default('skill'),
  videoTitle: z.string().max(300).optional(),
  videoUrl: z.string().max(2000).optional(),
});
export type SaveVideoRequest = z.infer<typeof saveVideoRequest>;

export const videoIdParam = z.object({ videoId });

export interface SkillVideo {
  id: string;
  title: string;
  description: string;
  /** As shown on the card, e.g. '2:47'. */
  duration: string;
  difficulty: SkillVideoDifficulty;
  category: SkillVideoCategory;
  skills: string[];
  /** Signed poster URL; present on locked cards too (the page shows it blurred). */
  thumbnailUrl: string;
  /** Signed (or operator-configured) player URL; null when locked. */
  videoUrl: string | null;
  /** Signed WebVTT captions URL; null when locked. */
  captionsUrl: string | null;
  locked: boolean;
}

export interface VideoListResponse {
  videos: SkillVideo[];
  /** How many videos match the filters. */
  total: number;
  /** How many of them this viewer may play (all for Premium, at most 3 otherwise). */
  unlockedCount: number;
  isPremium: boolean;
}

/** GET /api/premium/masterclasses item. */
export interface Masterclass {
  id: string;
  title: string;
  description: string;
  category: (typeof MASTERCLASS_CATEGORIES)[number];
  /** Minutes. */
  duration: number;
  instructor: string;
  /** Null only when neither generated media nor an operator URL exists for it. */
  videoUrl: string | null;
  thumbnailUrl: string | null;
  captionsUrl: string | null;
  chefCredentials: string;
  difficulty: (typeof MASTERCLASS_DIFFICULTIES)[number];
  skills: string[];
  equipment: string[];
  rating: number;
  enrolledCount: number;
}

export interface SavedVideo {
  /** Same as videoId: a user saves a video once. */
  id: string;
  videoId: string;
  videoType: VideoType;
  videoTitle: string;
  /** A fresh signed URL (or the operator's URL); null once the video has left the catalog. */
  videoUrl: string | null;
  /** ISO 8601. */
  savedAt: string;
}

/** GET /api/saved-videos/status: saved ids map to true; absent means not saved. */
export type SavedVideoStatus = Record<string, true>;
