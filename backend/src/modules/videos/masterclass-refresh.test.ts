import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bundledMasterclassFeedUrl, bundledMasterclasses, seedVideos } from '../../../../db/seeds/videos.seed';
import { maintenanceTasks } from '../../../../workers/src/schedules';
import type { Logger } from '../../platform/logger';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';
import { testConfig } from '../../testing/test-server';
import { refreshMasterclasses, runMasterclassRefresh, type MasterclassFeedEntry } from './masterclass-feed';
import { DEFAULT_MEDIA_ROOT } from './videos.service';

let database: TestDatabase;
let feedServer: Server;
let feedBase: string;
/** What the local feed server answers, by path. */
const served = new Map<string, { status: number; body: string }>();

beforeAll(async () => {
  database = await createTestDatabase();
  feedServer = createServer((request, response) => {
    const answer = served.get(request.url ?? '') ?? { status: 404, body: 'not found' };
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => feedServer?.close(resolve));
  await database?.drop();
});

const quietLog = () =>
  ({ error: vi.fn(), info: vi.fn(), warn: vi.fn() }) as unknown as Logger & {
    error: ReturnType<typeof vi.fn>;
    info: ReturnType<typeof vi.fn>;
  };
const serve = (name: string, body: unknown, status = 200) => {
  served.set(`/${name}`, { status, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return `${feedBase}/${name}`;
};
const refreshFrom = (feedUrl: string, log = quietLog()) =>
  runMasterclassRefresh({ db: database.db, log, feedUrl, mediaRoot: DEFAULT_MEDIA_ROOT });
const catalog = () => database.db('masterclasses').orderBy('id').select('*');

const bundled = bundledMasterclasses();
const newcomer: MasterclassFeedEntry = {
  id: 'fermentation-masterclass',
  title: 'Fermenting Vegetables at Home',
  chef: 'Odile Brandt',
  chefCredentials: 'Preserving teacher and market gardener',
  durationMinutes: 38,
  difficulty: 'Intermediate',
  description: 'Salt, weigh and pack vegetables for lacto-fermentation, then judge when a jar is ready.',
  category: 'Technique',
  skills: ['Brine strength', 'Packing jars', 'Judging readiness'],
  equipment: ['Scale', 'Jars', 'Weights'],
  rating: 4.5,
  enrolledCount: 12,
  videoUrl: 'https://media.sous.example/fermentation.mp4',
};

describe('masterclass refresh', () => {
  it('loads the bundled catalog from a file: URL, then changes nothing on a second run', async () => {
    const first = await refreshFrom(bundledMasterclassFeedUrl);
    expect(first).toMatchObject({ status: 'applied', updated: [], retired: [], restored: [] });
    expect(first.status === 'applied' && first.added).toHaveLength(6);
    const rows = await catalog();
    expect(rows.every((row) => row.retired_at === null && row.media_path === `videos/${row.id}.mp4`)).toBe(true);
    const before = rows.map((row) => row.updated_at.toISOString());

    const second = await refreshFrom(bundledMasterclassFeedUrl);
    expect(second).toEqual({ status: 'applied', added: [], updated: [], retired: [], restored: [], unchanged: 6 });
    expect((await catalog()).map((row) => row.updated_at.toISOString())).toEqual(before);
    // The seed does not touch a catalog the job already owns.
    await seedVideos(database.db);
    expect((await catalog()).map((row) => row.updated_at.toISOString())).toEqual(before);
  });

  it('adds new entries, updates changed ones and retires missing ones from an HTTP feed, in one go', async () => {
    const [changed, dropped, ...rest] = bundled;
    // The newcomer takes the dropped entry's place, so the others keep their positions.
    const feed = {
      masterclasses: [{ ...changed, title: `${changed.title} (2nd edition)`, rating: 4.4 }, newcomer, ...rest],
    };
    const result = await refreshFrom(serve('feed-v2.json', feed));
    expect(result).toEqual({
      status: 'applied',
      added: [newcomer.id],
      updated: [changed.id],
      retired: [dropped.id],
      restored: [],
      unchanged: 4,
    });
    const rows = new Map((await catalog()).map((row) => [row.id, row]));
    expect(rows.get(changed.id)).toMatchObject({
      title: `${changed.title} (2nd edition)`,
      rating: 4.4,
      retired_at: null,
    });
    expect(rows.get(dropped.id)!.retired_at).toBeInstanceOf(Date);
    // No generated media for the newcomer: its operator URL plays, and no local path is invented.
    expect(rows.get(newcomer.id)).toMatchObject({
      external_url: newcomer.videoUrl,
      media_path: null,
      poster_path: null,
      captions_path: null,
      sort_order: 1,
    });
    expect(await refreshFrom(serve('feed-v2.json', feed))).toMatchObject({ added: [], updated: [], retired: [] });
  });

  it.each([
    ['an invalid entry', { masterclasses: [...bundled.slice(1), { ...bundled[0], difficulty: 'Expert' }] }, 200],
    ['a duplicate id', { masterclasses: [bundled[0], bundled[0]] }, 200],
    ['an empty list', { masterclasses: [] }, 200],
    ['a bare array', bundled, 200],
    ['an http:// video URL', { masterclasses: [{ ...newcomer, videoUrl: 'http://insecure.example/x.mp4' }] }, 200],
    ['text that is not JSON', '{"masterclasses": [', 200],
    ['a server error', { masterclasses: bundled }, 500],
  ])('rejects a feed with %s whole, logs it and changes nothing', async (_case, body, status) => {
    const before = await catalog();
    const log = quietLog();
    const result = await refreshFrom(serve(`bad-${Math.random()}.json`, body, status), log);
    expect(result.status).toBe('rejected');
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ reason: expect.any(String) }),
      'masterclass feed rejected: nothing applied',
    );
    expect(await catalog()).toEqual(before);
  });

  it('rejects an unreachable feed or a missing file without touching the catalog', async () => {
    const before = await catalog();
    expect((await refreshFrom('http://127.0.0.1:1/feed.json')).status).toBe('rejected');
    expect((await refreshFrom(pathToFileURL('/nonexistent/feed.json').href)).status).toBe('rejected');
    expect(await catalog()).toEqual(before);
  });

  it('restores a retired entry when it returns, from a file: feed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sous-feed-'));
    const file = path.join(dir, 'masterclasses.json');
    writeFileSync(file, JSON.stringify({ masterclasses: bundled }));
    const result = await refreshFrom(pathToFileURL(file).href);
    expect(result).toMatchObject({ status: 'applied', added: [], retired: [newcomer.id], restored: [bundled[1].id] });
    expect(result.status === 'applied' && result.updated).toEqual([bundled[0].id]);
    const rows = await catalog();
    expect(
      rows
        .filter((row) => row.retired_at === null)
        .map((row) => row.id)
        .sort(),
    ).toEqual(bundled.map((entry) => entry.id).sort());
  });

  it('is safe to run concurrently', async () => {
    const feed = { masterclasses: [...bundled, newcomer] };
    const results = await Promise.all([1, 2, 3].map(() => refreshMasterclasses(database.db, feed, DEFAULT_MEDIA_ROOT)));
    const restoredRuns = results.filter((result) => result.status === 'applied' && result.restored.length === 1);
    expect(restoredRuns).toHaveLength(1);
    expect(await database.db('masterclasses').whereNull('retired_at').count({ count: '*' })).toEqual([{ count: 7 }]);
  });

  it('runs as the masterclass-refresh maintenance job, reading MASTERCLASS_FEED_URL', async () => {
    const config = testConfig(database.url, { MASTERCLASS_FEED_URL: serve('job.json', { masterclasses: bundled }) });
    const result = await maintenanceTasks['masterclass-refresh']({
      db: database.db,
      log: quietLog(),
      relay: undefined as never,
      config,
    });
    expect(result).toMatchObject({ status: 'applied', retired: [newcomer.id] });
  });
});
