import { z } from 'zod';
import { defineRoutes, get, post } from './api.schema';
import {
  MASTERCLASS_CATEGORIES,
  MASTERCLASS_DIFFICULTIES,
  SKILL_VIDEO_CATEGORIES,
  SKILL_VIDEO_DIFFICULTIES,
  VIDEO_MEDIA_FILES,
  VIDEO_TYPES,
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
/** What a client sends (the defaults not yet applied). */
export type SaveVideoBody = z.input<typeof saveVideoRequest>;

export const videoIdParam = z.object({ videoId });

/** GET /api/media/videos/:id/:file?exp&sig: a media file through its signed URL. */
export const videoMediaParams = z.object({ id: videoId, file: z.enum(VIDEO_MEDIA_FILES) });
export const videoMediaQuery = z.object({
  exp: z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
  sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

export const skillVideo = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    /** As shown on the card, e.g. '2:47'. */
    duration: z.string(),
    difficulty: z.enum(SKILL_VIDEO_DIFFICULTIES),
    category: z.enum(SKILL_VIDEO_CATEGORIES),
    skills: z.array(z.string()),
    /** Signed poster URL; present on locked cards too (the page shows it blurred). */
    thumbnailUrl: z.string(),
    /** Signed (or operator-configured) player URL; null when locked. */
    videoUrl: z.string().nullable(),
    /** Signed WebVTT captions URL; null when locked. */
    captionsUrl: z.string().nullable(),
    locked: z.boolean(),
  })
  .meta({ id: 'SkillVideo' });
export type SkillVideo = z.infer<typeof skillVideo>;

export const videoListResponse = z.object({
  videos: z.array(skillVideo),
  /** How many videos match the filters. */
  total: z.number().int(),
  /** How many of them this viewer may play (all for Premium, at most 3 otherwise). */
  unlockedCount: z.number().int(),
  isPremium: z.boolean(),
});
export type VideoListResponse = z.infer<typeof videoListResponse>;

/** GET /api/premium/masterclasses item. */
export const masterclass = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    category: z.enum(MASTERCLASS_CATEGORIES),
    /** Minutes, as the feed lists the class. */
    duration: z.number(),
    /** What the media plays, in seconds (read from the file when it is registered): what the cards show. */
    durationSeconds: z.number().int(),
    instructor: z.string(),
    /** Null only when neither generated media nor an operator URL exists for it. */
    videoUrl: z.string().nullable(),
    thumbnailUrl: z.string().nullable(),
    captionsUrl: z.string().nullable(),
    chefCredentials: z.string(),
    difficulty: z.enum(MASTERCLASS_DIFFICULTIES),
    skills: z.array(z.string()),
    equipment: z.array(z.string()),
    rating: z.number(),
    enrolledCount: z.number().int(),
  })
  .meta({ id: 'Masterclass' });
export type Masterclass = z.infer<typeof masterclass>;

export const savedVideo = z
  .object({
    /** Same as videoId: a user saves a video once. */
    id: z.string(),
    videoId: z.string(),
    videoType: z.enum(VIDEO_TYPES),
    videoTitle: z.string(),
    /** A fresh signed URL (or the operator's URL); null once the video has left the catalog. */
    videoUrl: z.string().nullable(),
    /** ISO 8601. */
    savedAt: z.string(),
  })
  .meta({ id: 'SavedVideo' });
export type SavedVideo = z.infer<typeof savedVideo>;

/** GET /api/saved-videos/status: saved ids map to true; absent means not saved. */
export const savedVideoStatus = z.record(z.string(), z.literal(true));
export type SavedVideoStatus = z.infer<typeof savedVideoStatus>;

export const videosApi = defineRoutes({
  list: {
    method: 'get',
    path: '/api/videos',
    summary: 'Skill videos, locked past the first three for a free cook',
    query: videoListQuery,
    responses: { 200: videoListResponse },
  },
  masterclasses: get('/api/premium/masterclasses', "This month's masterclasses (Premium)", z.array(masterclass)),
  savedStatus: get('/api/saved-videos/status', 'Which videos the cook saved (Premium)', savedVideoStatus),
  saved: get('/api/saved-videos', "The cook's saved videos (Premium)", z.array(savedVideo)),
  save: post('/api/saved-videos', 'Save a video (201 the first time, 200 again)', saveVideoRequest, {
    200: savedVideo,
    201: savedVideo,
  }),
  unsave: {
    method: 'delete',
    path: '/api/saved-videos/:videoId',
    summary: 'Forget a saved video',
    params: videoIdParam,
    responses: { 200: z.object({ videoId: z.string(), saved: z.literal(false) }) },
  },
  media: {
    method: 'get',
    path: '/api/media/videos/:id/:file',
    summary: 'A video, poster or captions file through its signed URL (ranges supported)',
    params: videoMediaParams,
    query: videoMediaQuery,
    responses: {
      200: { description: 'The file', contentType: 'application/octet-stream' },
      206: { description: 'A byte range of the file', contentType: 'application/octet-stream' },
    },
  },
});
