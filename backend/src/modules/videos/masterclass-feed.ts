import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { MASTERCLASS_CATEGORIES, MASTERCLASS_DIFFICULTIES } from '@common/contracts/videos';
import { videoId } from '@common/contracts/videos.schema';
import type { Db } from '../../platform/db';
import type { Logger } from '../../platform/logger';
import { mp4DurationSeconds } from './media-duration';
import * as repo from './videos.repository';

const text = (max: number) => z.string().trim().min(1, { error: 'must not be blank' }).max(max);

/** One masterclass as a feed describes it (the bundled db/seeds/content/masterclasses.json is one). */
export const masterclassFeedEntry = z.object({
  id: videoId,
  title: text(200),
  chef: text(120),
  chefCredentials: text(400),
  durationMinutes: z.number().int().min(1).max(600),
  difficulty: z.enum(MASTERCLASS_DIFFICULTIES),
  description: text(2000),
  category: z.enum(MASTERCLASS_CATEGORIES),
  skills: z.array(text(120)).max(20),
  equipment: z.array(text(120)).max(20),
  rating: z.number().min(0).max(5),
  enrolledCount: z.number().int().min(0),
  /**
   * A player URL the operator hosts. Without it, the media the project generated for this id
   * (media/videos/<id>.mp4|.jpg|.vtt) is served through signed URLs, when present.
   */
  videoUrl: z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional(),
});
export type MasterclassFeedEntry = z.infer<typeof masterclassFeedEntry>;

/** A whole feed: at least one entry (an empty feed would retire the catalog) and unique ids. */
export const masterclassFeed = z
  .object({ masterclasses: z.array(masterclassFeedEntry).min(1).max(500) })
  .superRefine((feed, ctx) => {
    const seen = new Set<string>();
    feed.masterclasses.forEach((entry, index) => {
      if (seen.has(entry.id)) {
        ctx.addIssue({ code: 'custom', path: ['masterclasses', index, 'id'], message: `duplicate id ${entry.id}` });
      }
      seen.add(entry.id);
    });
  });
export type MasterclassFeed = z.infer<typeof masterclassFeed>;

export class FeedError extends Error {}

const FETCH_TIMEOUT_MS = 15_000;
const MAX_FEED_BYTES = 2 * 1024 * 1024;

/** Reads the feed JSON from an http(s) URL or a file: URL (`file:///abs/path` or `file:relative/path`). */
export async function loadMasterclassFeed(url: string): Promise<unknown> {
  let body: string;
  if (url.startsWith('file:')) {
    const file = url.startsWith('file://') ? fileURLToPath(url) : path.resolve(url.slice('file:'.length));
    try {
      body = await readFile(file, 'utf8');
    } catch (error) {
      throw new FeedError(`cannot read ${file}: ${(error as Error).message}`);
    }
  } else if (/^https?:\/\//.test(url)) {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
    } catch (error) {
      throw new FeedError(`cannot fetch ${url}: ${(error as Error).message}`);
    }
    if (!response.ok) throw new FeedError(`${url} answered ${response.status}`);
    body = await response.text();
  } else {
    throw new FeedError(`unsupported feed URL ${url}`);
  }
  if (body.length > MAX_FEED_BYTES) throw new FeedError('the feed is larger than 2 MB');
  try {
    return JSON.parse(body);
  } catch {
    throw new FeedError('the feed is not valid JSON');
  }
}

/** The row an entry becomes. Local media is used when the generated files exist under `mediaRoot`. */
export function masterclassRow(entry: MasterclassFeedEntry, sortOrder: number, mediaRoot: string): repo.MasterclassRow {
  const local = (extension: string) => {
    const relative = `videos/${entry.id}.${extension}`;
    return existsSync(path.join(mediaRoot, relative)) ? relative : null;
  };
  return {
    id: entry.id,
    title: entry.title,
    chef: entry.chef,
    chef_credentials: entry.chefCredentials,
    duration_minutes: entry.durationMinutes,
    // What the generated clip plays, when it is the media served; an operator's hosted video is as long as the feed says.
    duration_seconds:
      (!entry.videoUrl && local('mp4') ? mp4DurationSeconds(path.join(mediaRoot, `videos/${entry.id}.mp4`)) : null) ??
      entry.durationMinutes * 60,
    difficulty: entry.difficulty,
    description: entry.description,
    category: entry.category,
    skills: entry.skills,
    equipment: entry.equipment,
    rating: Math.round(entry.rating * 10) / 10,
    enrolled_count: entry.enrolledCount,
    media_path: local('mp4'),
    poster_path: local('jpg'),
    captions_path: local('vtt'),
    external_url: entry.videoUrl ?? null,
    sort_order: sortOrder,
  };
}

const COMPARED: Array<keyof repo.MasterclassRow> = [
  'title',
  'chef',
  'chef_credentials',
  'duration_minutes',
  'duration_seconds',
  'difficulty',
  'description',
  'category',
  'skills',
  'equipment',
  'rating',
  'enrolled_count',
  'media_path',
  'poster_path',
  'captions_path',
  'external_url',
  'sort_order',
];
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export type RefreshResult =
  | { status: 'applied'; added: string[]; updated: string[]; retired: string[]; restored: string[]; unchanged: number }
  | { status: 'rejected'; reason: string };

/**
 * Mirrors a feed into the catalog. The feed is validated whole first: a bad feed changes nothing.
 * Then, in one transaction (serialised by an advisory lock), new entries are added, changed ones
 * updated, entries missing from the feed retired and returning ones restored. Running it again
 * with the same feed changes nothing.
 */
export async function refreshMasterclasses(db: Db, feed: unknown, mediaRoot: string): Promise<RefreshResult> {
  const parsed = masterclassFeed.safeParse(feed);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { status: 'rejected', reason: `${issue.path.join('.') || 'feed'}: ${issue.message}` };
  }
  const wanted = parsed.data.masterclasses.map((entry, index) => masterclassRow(entry, index, mediaRoot));
  return db.transaction(async (trx) => {
    await repo.lockMasterclassCatalog(trx);
    const existing = new Map((await repo.allMasterclasses(trx)).map((row) => [row.id, row]));
    const result = {
      added: [] as string[],
      updated: [] as string[],
      retired: [] as string[],
      restored: [] as string[],
    };
    let unchanged = 0;
    for (const row of wanted) {
      const current = existing.get(row.id);
      if (!current) {
        await repo.insertMasterclass(trx, row);
        result.added.push(row.id);
        continue;
      }
      const changed = COMPARED.some((column) => !same(current[column], row[column]));
      if (current.retired_at) result.restored.push(row.id);
      else if (changed) result.updated.push(row.id);
      else unchanged += 1;
      if (changed || current.retired_at) await repo.updateMasterclass(trx, row);
    }
    const inFeed = new Set(wanted.map((row) => row.id));
    const gone = [...existing.values()].filter((row) => !inFeed.has(row.id) && !row.retired_at).map((row) => row.id);
    if (gone.length) await repo.retireMasterclasses(trx, gone);
    result.retired = gone;
    return { status: 'applied' as const, ...result, unchanged };
  });
}

/** The `masterclass-refresh` job: load, validate, apply; a bad or unreachable feed is logged and left unapplied. */
export async function runMasterclassRefresh(deps: {
  db: Db;
  log: Logger;
  feedUrl: string;
  mediaRoot: string;
}): Promise<RefreshResult> {
  const { db, log, feedUrl, mediaRoot } = deps;
  let feed: unknown;
  try {
    feed = await loadMasterclassFeed(feedUrl);
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    log.error({ feedUrl, reason: error.message }, 'masterclass feed rejected: nothing applied');
    return { status: 'rejected', reason: error.message };
  }
  const result = await refreshMasterclasses(db, feed, mediaRoot);
  if (result.status === 'rejected') {
    log.error({ feedUrl, reason: result.reason }, 'masterclass feed rejected: nothing applied');
  } else if (result.added.length || result.updated.length || result.retired.length || result.restored.length) {
    log.info({ feedUrl, ...result }, 'masterclass catalog refreshed');
  }
  return result;
}
