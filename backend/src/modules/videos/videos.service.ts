import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { VideoType } from '@common/contracts/videos';
import type {
  Masterclass,
  SavedVideo,
  SavedVideoStatus,
  SaveVideoRequest,
  VideoListQuery,
  VideoListResponse,
} from '@common/contracts/videos.schema';
import type { Db } from '../../platform/db';
import { HttpError, notFound } from '../../platform/errors';
import type { Actor, PremiumCheck } from '../../platform/http/actor';
import { createMediaSigner, MEDIA_FILES, MEDIA_URL_MAX_TTL_SECONDS, type MediaFile } from './media-signing';
import { isUnlockedPosition, PREMIUM_VIDEO_FEATURES, requireVideoPremium, type VideoViewer } from './videos.policy';
import {
  masterclassVideoUrl,
  presentMasterclass,
  presentSavedVideo,
  presentSkillVideo,
  skillVideoUrl,
  type SignFor,
} from './videos.presenter';
import * as repo from './videos.repository';

/** The project's media directory (generated clips, posters and captions live in media/videos). */
export const DEFAULT_MEDIA_ROOT = path.resolve(import.meta.dirname, '../../../../media');

const { save: SAVE_REQUIRES_PREMIUM, masterclass: MASTERCLASS_REQUIRES_PREMIUM } = PREMIUM_VIDEO_FEATURES;

export interface VideosDeps {
  db: Db;
  isPremium: PremiumCheck;
  signingSecret: string;
  mediaRoot?: string;
  clock?: () => Date;
}

export interface MediaRequest {
  id: string;
  file: MediaFile;
  exp: number;
  sig: string;
}

export interface MediaToServe {
  absolutePath: string;
  size: number;
  modifiedAt: Date;
  contentType: string;
  /** Seconds until the URL expires: the longest a cache may keep the response. */
  maxAgeSeconds: number;
}

type CatalogVideo = { type: 'skill'; row: repo.SkillVideoRow } | { type: 'masterclass'; row: repo.StoredMasterclass };

export function createVideosService({ db, isPremium, signingSecret, mediaRoot, clock }: VideosDeps) {
  const now = clock ?? (() => new Date());
  const signer = createMediaSigner(signingSecret, now);
  const root = path.resolve(mediaRoot ?? DEFAULT_MEDIA_ROOT);

  const viewerOf = async (actor: Actor): Promise<VideoViewer> => ({
    userId: actor.userId,
    isPremium: await isPremium(actor),
  });
  const signerFor =
    (userId: string): SignFor =>
    (id, file) =>
      signer.sign(id, file, userId);

  const playUrl = (video: CatalogVideo, sign: SignFor): string | null =>
    video.type === 'skill' ? skillVideoUrl(video.row, sign) : masterclassVideoUrl(video.row, sign);

  /** A video in the current catalog (retired masterclasses are not), trying the named type first. */
  async function findCatalogVideo(id: string, preferred: VideoType): Promise<CatalogVideo | undefined> {
    const lookups = {
      skill: async () => {
        const row = await repo.findSkillVideo(db, id);
        return row ? ({ type: 'skill', row } as const) : undefined;
      },
      masterclass: async () => {
        const row = await repo.findMasterclass(db, id);
        return row && !row.retired_at ? ({ type: 'masterclass', row } as const) : undefined;
      },
    };
    const other: VideoType = preferred === 'skill' ? 'masterclass' : 'skill';
    return (await lookups[preferred]()) ?? (await lookups[other]());
  }

  async function savedEntry(userId: string, saved: repo.SavedVideoRow): Promise<SavedVideo> {
    const video = await findCatalogVideo(saved.video_id, saved.video_type);
    return presentSavedVideo(saved, video ? playUrl(video, signerFor(userId)) : null);
  }

  return {
    /** The skill library: the first 3 matches play for everyone, the rest only for Premium. */
    async list(actor: Actor, query: VideoListQuery): Promise<VideoListResponse> {
      const viewer = await viewerOf(actor);
      const rows = await repo.listSkillVideos(db, query);
      const sign = signerFor(actor.userId);
      const videos = rows.map((row, index) => presentSkillVideo(row, isUnlockedPosition(viewer, index), sign));
      return {
        videos,
        total: videos.length,
        unlockedCount: videos.filter((video) => !video.locked).length,
        isPremium: viewer.isPremium,
      };
    },

    async masterclasses(actor: Actor): Promise<Masterclass[]> {
      requireVideoPremium(await viewerOf(actor), MASTERCLASS_REQUIRES_PREMIUM);
      const sign = signerFor(actor.userId);
      return (await repo.activeMasterclasses(db)).map((row) => presentMasterclass(row, sign));
    },

    async savedStatus(actor: Actor): Promise<SavedVideoStatus> {
      requireVideoPremium(await viewerOf(actor), SAVE_REQUIRES_PREMIUM);
      const ids = await repo.savedVideoIds(db, actor.userId);
      return Object.fromEntries(ids.map((id) => [id, true as const]));
    },

    /** Newest first, each with a fresh signed URL (null once the video has left the catalog). */
    async savedList(actor: Actor): Promise<SavedVideo[]> {
      requireVideoPremium(await viewerOf(actor), SAVE_REQUIRES_PREMIUM);
      const saved = await repo.savedVideos(db, actor.userId);
      const sign = signerFor(actor.userId);
      const byType = (type: VideoType) => saved.filter((row) => row.video_type === type).map((row) => row.video_id);
      const [skills, masterclasses] = await Promise.all([
        repo.findSkillVideos(db, byType('skill')),
        repo.findMasterclasses(db, byType('masterclass')),
      ]);
      const skillById = new Map(skills.map((row) => [row.id, row]));
      const masterclassById = new Map(masterclasses.filter((row) => !row.retired_at).map((row) => [row.id, row]));
      return saved.map((row) => {
        const skill = row.video_type === 'skill' ? skillById.get(row.video_id) : undefined;
        const masterclass = row.video_type === 'masterclass' ? masterclassById.get(row.video_id) : undefined;
        const url = skill ? skillVideoUrl(skill, sign) : masterclass ? masterclassVideoUrl(masterclass, sign) : null;
        return presentSavedVideo(row, url);
      });
    },

    /**
     * Saves a catalog video once. The title, type and stored URL come from the catalog, not from the
     * client. Returns whether this call created the entry.
     */
    async save(actor: Actor, input: SaveVideoRequest): Promise<{ video: SavedVideo; created: boolean }> {
      requireVideoPremium(await viewerOf(actor), SAVE_REQUIRES_PREMIUM);
      const video = await findCatalogVideo(input.videoId, input.videoType);
      if (!video) throw notFound('No such video');
      const unsignedUrl = video.row.external_url ?? `/api/media/videos/${video.row.id}/video.mp4`;
      const created = await repo.saveVideo(db, actor.userId, {
        video_id: video.row.id,
        video_type: video.type,
        video_title: video.row.title,
        video_url: unsignedUrl,
      });
      const saved = await repo.findSavedVideo(db, actor.userId, video.row.id);
      return { video: await savedEntry(actor.userId, saved!), created };
    },

    /** 404 when the video is not in the viewer's saved list. */
    async unsave(actor: Actor, videoId: string): Promise<void> {
      requireVideoPremium(await viewerOf(actor), SAVE_REQUIRES_PREMIUM);
      if ((await repo.unsaveVideo(db, actor.userId, videoId)) === 0) throw notFound('This video is not saved');
    },

    /**
     * Resolves a signed media URL to a file. The signature is checked first (so unsigned probing
     * learns nothing about which ids exist), then the catalog: only a known id's own file of the
     * named kind, inside the media directory. Masterclass media also re-checks Premium.
     */
    async media(actor: Actor, request: MediaRequest): Promise<MediaToServe> {
      if (!signer.verify({ ...request, userId: actor.userId })) {
        throw new HttpError(403, 'This media link is not valid for your account or has expired', 'media_forbidden');
      }
      const { column, contentType } = MEDIA_FILES[request.file];
      let relative: string | null;
      const skill = await repo.findSkillVideo(db, request.id);
      if (skill) {
        relative = skill[column];
      } else {
        const masterclass = await repo.findMasterclass(db, request.id);
        if (!masterclass || masterclass.retired_at) throw notFound('No such video');
        requireVideoPremium(await viewerOf(actor), MASTERCLASS_REQUIRES_PREMIUM);
        relative = masterclass[column];
      }
      if (!relative) throw notFound('No such media file');
      const absolutePath = path.resolve(root, relative);
      if (!absolutePath.startsWith(root + path.sep)) throw notFound('No such media file');
      const info = await stat(absolutePath).catch(() => undefined);
      if (!info?.isFile()) throw notFound('No such media file');
      const remaining = request.exp - Math.floor(now().getTime() / 1000);
      return {
        absolutePath,
        size: info.size,
        modifiedAt: info.mtime,
        contentType,
        maxAgeSeconds: Math.max(0, Math.min(remaining, MEDIA_URL_MAX_TTL_SECONDS)),
      };
    },
  };
}

export type VideosService = ReturnType<typeof createVideosService>;
