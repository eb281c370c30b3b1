import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Masterclass, SavedVideo, SkillVideo, VideoListResponse } from '@common/contracts/videos.schema';
import { signUp, TestClient } from '../../testing/http-client';
import { signUpPremium } from '../../testing/premium-user';
import { startSeededServer } from '../../testing/seeded-server';
import type { TestServer } from '../../testing/test-server';
import { createMediaSigner, mediaSigningSecret } from './media-signing';
import { DEFAULT_MEDIA_ROOT } from './videos.service';

let server: TestServer;
let free: TestClient;
let freeUserId: string;
let premium: TestClient;
let premiumUserId: string;

const userIdOf = async (client: TestClient) => ((await client.get('/api/auth/user')).json as { id: string }).id;

beforeAll(async () => {
  server = await startSeededServer({ RUN_WORKER_IN_WEB: 'true' });
  free = (await signUp(server.url)).client;
  freeUserId = await userIdOf(free);
  premium = (await signUpPremium(server.url)).client;
  premiumUserId = await userIdOf(premium);
});
afterAll(() => server?.close());

const listVideos = async (client: TestClient, query = '') => {
  const response = await client.get(`/api/videos${query}`);
  expect(response.status).toBe(200);
  return response.json as unknown as VideoListResponse;
};
const mediaFile = (name: string) => readFileSync(path.join(DEFAULT_MEDIA_ROOT, 'videos', name));
/** Signs as the server would (the test knows its configuration): for probing edge cases. */
const serverSigner = () => createMediaSigner(mediaSigningSecret(server.config));
const fetchBytes = async (client: TestClient, url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.url}${url}`, { headers: { cookie: client.cookieHeader, ...headers } });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
};

describe('GET /api/videos', () => {
  it('needs a session', async () => {
    expect((await new TestClient(server.url).get('/api/videos')).status).toBe(401);
  });

  it('gives a free user the first 3 videos playable and the other 15 as locked stubs without media URLs', async () => {
    const list = await listVideos(free);
    expect(list).toMatchObject({ total: 18, unlockedCount: 3, isPremium: false });
    expect(list.videos.map((video) => video.id).slice(0, 4)).toEqual([
      'knife-basics',
      'dicing-an-onion',
      'mincing-herbs-and-garlic',
      'controlling-pan-heat',
    ]);
    const [unlocked, locked] = [list.videos.slice(0, 3), list.videos.slice(3)];
    for (const video of unlocked) {
      expect(video.locked).toBe(false);
      expect(video.videoUrl).toMatch(new RegExp(`^/api/media/videos/${video.id}/video\\.mp4\\?exp=\\d+&sig=`));
      expect(video.captionsUrl).toMatch(new RegExp(`^/api/media/videos/${video.id}/captions\\.vtt\\?`));
    }
    for (const video of locked) {
      expect(video).toMatchObject({ locked: true, videoUrl: null, captionsUrl: null });
      expect(video.thumbnailUrl).toMatch(new RegExp(`^/api/media/videos/${video.id}/poster\\.jpg\\?`));
    }
    const lockedJson = JSON.stringify(locked);
    expect(lockedJson).not.toContain('video.mp4');
    expect(lockedJson).not.toContain('captions.vtt');
    expect(list.videos[0]).toEqual({
      id: 'knife-basics',
      title: 'Knife Basics: Grip and Safety',
      description: expect.any(String),
      // The generated clip's own length, read from the file: the content file's 2:47 is not what plays.
      duration: '0:08',
      difficulty: 'Beginner',
      category: 'Knife Skills',
      skills: ['Pinch grip', 'Claw hand', 'Stable cutting board', 'Rocking cut'],
      thumbnailUrl: expect.any(String),
      videoUrl: expect.any(String),
      captionsUrl: expect.any(String),
      locked: false,
    } satisfies Record<keyof SkillVideo, unknown>);
  });

  it('filters by category and difficulty, unlocking the first 3 matches for free users', async () => {
    const eggs = await listVideos(free, '?category=Egg%20Cooking');
    expect(eggs).toMatchObject({ total: 3, unlockedCount: 3 });
    expect(eggs.videos.every((video) => video.category === 'Egg Cooking' && !video.locked)).toBe(true);

    const intermediate = await listVideos(free, '?difficulty=Intermediate');
    expect(intermediate.videos.map((video) => video.id)).toEqual(['searing-meat', 'pan-sauce', 'bread-making']);
    expect(intermediate.unlockedCount).toBe(3);

    const beginner = await listVideos(free, '?difficulty=beginner&category=All');
    expect(beginner).toMatchObject({ total: 15, unlockedCount: 3 });
    expect(beginner.videos.filter((video) => !video.locked).map((video) => video.id)).toEqual(
      beginner.videos.slice(0, 3).map((video) => video.id),
    );

    const vegetables = await listVideos(free, '?category=Vegetables+%26+Seasoning&difficulty=Beginner');
    expect(vegetables.total).toBe(3);

    expect(await listVideos(free, '?difficulty=Advanced')).toMatchObject({ videos: [], total: 0, unlockedCount: 0 });
    expect(await listVideos(free, '?category=Knife%20Skills&difficulty=Intermediate')).toMatchObject({ total: 0 });
    expect((await listVideos(free, '?category=&difficulty=All')).total).toBe(18);
  });

  it('answers 400 naming the field for an unknown category or difficulty', async () => {
    const category = await free.get('/api/videos?category=Grilling');
    expect(category.status).toBe(400);
    expect(category.json.field).toBe('category');
    const difficulty = await free.get('/api/videos?difficulty=Expert');
    expect(difficulty.status).toBe(400);
    expect(difficulty.json.field).toBe('difficulty');
  });

  it('unlocks every video for Premium', async () => {
    const list = await listVideos(premium);
    expect(list).toMatchObject({ total: 18, unlockedCount: 18, isPremium: true });
    expect(list.videos.every((video) => !video.locked && video.videoUrl && video.captionsUrl)).toBe(true);
  });
});

describe('media files', () => {
  it('serves an unlocked video, its poster and captions with the right types', async () => {
    const [first] = (await listVideos(free)).videos;
    const video = await fetchBytes(free, first.videoUrl!);
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    expect(video.headers.get('accept-ranges')).toBe('bytes');
    expect(video.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(video.body.equals(mediaFile('knife-basics.mp4'))).toBe(true);
    const poster = await fetchBytes(free, first.thumbnailUrl);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    expect(poster.body.equals(mediaFile('knife-basics.jpg'))).toBe(true);
    const captions = await fetchBytes(free, first.captionsUrl!);
    expect(captions.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(captions.body.toString('utf8')).toMatch(/^WEBVTT/);
  });

  it('answers a range request with 206 and exactly those bytes, and 416 past the end', async () => {
    const [first] = (await listVideos(free)).videos;
    const whole = mediaFile('knife-basics.mp4');
    const part = await fetchBytes(free, first.videoUrl!, { range: 'bytes=100-1123' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-1123/${whole.length}`);
    expect(part.headers.get('content-length')).toBe('1024');
    expect(part.body.equals(whole.subarray(100, 1124))).toBe(true);
    const tail = await fetchBytes(free, first.videoUrl!, { range: 'bytes=-16' });
    expect(tail.status).toBe(206);
    expect(tail.body.equals(whole.subarray(whole.length - 16))).toBe(true);
    const open = await fetchBytes(free, first.videoUrl!, { range: `bytes=${whole.length - 10}-` });
    expect(open.body.equals(whole.subarray(whole.length - 10))).toBe(true);
    const head = await fetch(`${server.url}${first.videoUrl}`, {
      method: 'HEAD',
      headers: { cookie: free.cookieHeader },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(whole.length));
    const beyond = await fetchBytes(free, first.videoUrl!, { range: `bytes=${whole.length}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${whole.length}`);
  });

  it('shows a locked poster but never plays a locked video for a free user, however the URL is edited', async () => {
    const list = await listVideos(free);
    const [open] = list.videos;
    const locked = list.videos.find((video) => video.locked)!;
    expect((await fetchBytes(free, locked.thumbnailUrl)).status).toBe(200);
    const posterAsVideo = locked.thumbnailUrl.replace('poster.jpg', 'video.mp4');
    const openUrlOtherId = open.videoUrl!.replace(`/${open.id}/`, `/${locked.id}/`);
    const unsigned = `/api/media/videos/${locked.id}/video.mp4`;
    const noSig = `/api/media/videos/${locked.id}/video.mp4?exp=${Math.floor(Date.now() / 1000) + 300}`;
    for (const url of [posterAsVideo, openUrlOtherId, unsigned, noSig]) {
      const response = await free.get(url);
      expect(response.status, url).toBe(403);
      expect(response.json.code, url).toBe('media_forbidden');
    }
    // Guessing a masterclass id is no better.
    const masterclass = `/api/media/videos/mother-sauces-masterclass/video.mp4?${open.videoUrl!.split('?')[1]}`;
    expect((await free.get(masterclass)).status).toBe(403);
  });

  it('refuses a tampered, expired or other user’s signature with 403', async () => {
    const [first] = (await listVideos(free)).videos;
    const url = first.videoUrl!;
    const sig = new URL(url, server.url).searchParams.get('sig')!;
    const tampered = url.replace(sig, `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`);
    expect((await free.get(tampered)).status).toBe(403);
    const exp = Number(new URL(url, server.url).searchParams.get('exp'));
    expect((await free.get(url.replace(`exp=${exp}`, `exp=${exp + 300}`))).status).toBe(403);
    const expired = serverSigner().sign(first.id, 'video.mp4', freeUserId, new Date(Date.now() - 11 * 60_000));
    expect((await free.get(expired)).status).toBe(403);
    const other = (await signUp(server.url)).client;
    const stolen = await other.get(url);
    expect(stolen.status).toBe(403);
    expect(stolen.json.code).toBe('media_forbidden');
    expect((await new TestClient(server.url).get(url)).status).toBe(401);
  });

  it('serves only known ids and file kinds: no path traversal', async () => {
    const signer = serverSigner();
    expect((await free.get(signer.sign('no-such-video', 'video.mp4', freeUserId))).status).toBe(404);
    for (const url of [
      '/api/media/videos/..%2F..%2Fpackage.json/video.mp4?exp=1&sig=x',
      '/api/media/videos/knife-basics/..%2F..%2F..%2Fpackage.json?exp=1&sig=x',
      '/api/media/videos/knife-basics/video.exe?exp=1&sig=x',
      '/api/media/videos/Knife-Basics/video.mp4?exp=1&sig=x',
      '/api/media/videos/knife-basics/%2e%2e?exp=1&sig=x',
    ]) {
      const response = await free.get(url);
      expect(response.status, url).toBe(404);
      expect(response.text).not.toContain('"name": "sous"');
    }
  });

  it('keeps masterclass media for Premium, even with a validly signed URL', async () => {
    const forFree = serverSigner().sign('mother-sauces-masterclass', 'video.mp4', freeUserId);
    const refused = await free.get(forFree);
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('premium_required');
    const forPremium = serverSigner().sign('mother-sauces-masterclass', 'video.mp4', premiumUserId);
    const served = await fetchBytes(premium, forPremium);
    expect(served.status).toBe(200);
    expect(served.body.equals(mediaFile('mother-sauces-masterclass.mp4'))).toBe(true);
  });
});

describe('GET /api/premium/masterclasses', () => {
  it('is 403 premium_required for a free user and 401 for a visitor', async () => {
    const response = await free.get('/api/premium/masterclasses');
    expect(response.status).toBe(403);
    expect(response.json.code).toBe('premium_required');
    expect(JSON.stringify(response.json)).not.toContain('/api/media/');
    expect((await new TestClient(server.url).get('/api/premium/masterclasses')).status).toBe(401);
  });

  it('lists the 6 masterclasses with signed media for Premium, leaving out retired ones', async () => {
    const response = await premium.get('/api/premium/masterclasses');
    expect(response.status).toBe(200);
    const masterclasses = response.json as unknown as Masterclass[];
    expect(masterclasses).toHaveLength(6);
    expect(masterclasses[0]).toEqual({
      id: 'mother-sauces-masterclass',
      title: 'The Mother Sauces from Scratch',
      description: expect.any(String),
      category: 'Technique',
      duration: 48,
      durationSeconds: 8,
      instructor: 'Lucien Ferrand',
      videoUrl: expect.stringMatching(/^\/api\/media\/videos\/mother-sauces-masterclass\/video\.mp4\?exp=\d+&sig=/),
      thumbnailUrl: expect.stringMatching(/\/poster\.jpg\?/),
      captionsUrl: expect.stringMatching(/\/captions\.vtt\?/),
      chefCredentials: expect.any(String),
      difficulty: 'Advanced',
      skills: expect.arrayContaining(['Making a roux']),
      equipment: expect.arrayContaining(['Balloon whisk']),
      rating: 4.9,
      enrolledCount: 2184,
    } satisfies Record<keyof Masterclass, unknown>);
    await server.deps.db('masterclasses').where({ id: 'wine-pairing-masterclass' }).update({ retired_at: new Date() });
    try {
      const after = (await premium.get('/api/premium/masterclasses')).json as unknown as Masterclass[];
      expect(after.map((entry) => entry.id)).not.toContain('wine-pairing-masterclass');
      expect(after).toHaveLength(5);
    } finally {
      await server.deps.db('masterclasses').where({ id: 'wine-pairing-masterclass' }).update({ retired_at: null });
    }
  });
});

describe('saved videos', () => {
  it('are Premium only: 403 premium_required for a free user, 401 for a visitor', async () => {
    const calls = [
      () => free.get('/api/saved-videos/status'),
      () => free.get('/api/saved-videos'),
      () => free.post('/api/saved-videos', { videoId: 'knife-basics', videoType: 'skill' }),
      () => free.delete('/api/saved-videos/knife-basics'),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.status).toBe(403);
      expect(response.json).toMatchObject({ code: 'premium_required', message: 'Upgrade to Premium to save videos' });
    }
    const visitor = new TestClient(server.url);
    expect((await visitor.get('/api/saved-videos')).status).toBe(401);
    expect((await visitor.get('/api/saved-videos/status')).status).toBe(401);
  });

  it('saves once from the catalog (not the client’s title or URL), lists with fresh URLs, and removes', async () => {
    const { client } = await signUpPremium(server.url);
    expect((await client.get('/api/saved-videos')).json).toEqual([]);
    expect((await client.get('/api/saved-videos/status')).json).toEqual({});

    const first = await client.post('/api/saved-videos', {
      videoId: 'pan-sauce',
      videoType: 'skill',
      videoTitle: 'Something else entirely',
      videoUrl: 'https://evil.example/x.mp4',
    });
    expect(first.status).toBe(201);
    const saved = first.json as unknown as SavedVideo;
    expect(saved).toEqual({
      id: 'pan-sauce',
      videoId: 'pan-sauce',
      videoType: 'skill',
      videoTitle: 'Making a Pan Sauce',
      videoUrl: expect.stringMatching(/^\/api\/media\/videos\/pan-sauce\/video\.mp4\?exp=\d+&sig=/),
      savedAt: expect.any(String),
    } satisfies Record<keyof SavedVideo, unknown>);
    const again = await client.post('/api/saved-videos', { videoId: 'pan-sauce', videoType: 'skill' });
    expect(again.status).toBe(200);
    expect(again.json.savedAt).toBe(saved.savedAt);

    // The spec's page sends videoType 'skill' for everything: the server knows better.
    const masterclass = await client.post('/api/saved-videos', {
      videoId: 'laminated-dough-masterclass',
      videoType: 'skill',
    });
    expect(masterclass.status).toBe(201);
    expect(masterclass.json).toMatchObject({
      videoType: 'masterclass',
      videoTitle: 'Laminated Dough: Croissants at Home',
    });

    expect((await client.get('/api/saved-videos/status')).json).toEqual({
      'pan-sauce': true,
      'laminated-dough-masterclass': true,
    });
    const list = (await client.get('/api/saved-videos')).json as unknown as SavedVideo[];
    expect(list.map((entry) => entry.videoId)).toEqual(['laminated-dough-masterclass', 'pan-sauce']);
    for (const entry of list) expect((await fetchBytes(client, entry.videoUrl!)).status).toBe(200);

    expect((await client.delete('/api/saved-videos/pan-sauce')).status).toBe(200);
    expect((await client.delete('/api/saved-videos/pan-sauce')).status).toBe(404);
    expect((await client.get('/api/saved-videos/status')).json).toEqual({ 'laminated-dough-masterclass': true });
  });

  it('answers 404 for an unknown video, 400 for a bad id, and keeps users apart', async () => {
    const unknown = await premium.post('/api/saved-videos', { videoId: 'no-such-video', videoType: 'skill' });
    expect(unknown.status).toBe(404);
    const bad = await premium.post('/api/saved-videos', { videoId: '../etc/passwd', videoType: 'skill' });
    expect(bad.status).toBe(400);
    expect(bad.json.field).toBe('videoId');
    const badType = await premium.post('/api/saved-videos', { videoId: 'pan-sauce', videoType: 'movie' });
    expect(badType.json.field).toBe('videoType');
    expect((await premium.delete('/api/saved-videos/never-saved')).status).toBe(404);

    expect((await premium.post('/api/saved-videos', { videoId: 'bread-making', videoType: 'skill' })).status).toBe(201);
    const { client: other } = await signUpPremium(server.url);
    expect((await other.get('/api/saved-videos/status')).json).toEqual({});
    expect((await other.delete('/api/saved-videos/bread-making')).status).toBe(404);
    expect((await premium.get('/api/saved-videos/status')).json).toMatchObject({ 'bread-making': true });
  });

  it('keeps a saved masterclass listed after it retires, without a URL, and refuses to save a retired one', async () => {
    const { client } = await signUpPremium(server.url);
    await client.post('/api/saved-videos', { videoId: 'whole-fish-masterclass', videoType: 'masterclass' });
    await server.deps.db('masterclasses').where({ id: 'whole-fish-masterclass' }).update({ retired_at: new Date() });
    try {
      const list = (await client.get('/api/saved-videos')).json as unknown as SavedVideo[];
      expect(list).toEqual([expect.objectContaining({ videoId: 'whole-fish-masterclass', videoUrl: null })]);
      const again = await premium.post('/api/saved-videos', {
        videoId: 'whole-fish-masterclass',
        videoType: 'masterclass',
      });
      expect(again.status).toBe(404);
    } finally {
      await server.deps.db('masterclasses').where({ id: 'whole-fish-masterclass' }).update({ retired_at: null });
    }
  });
});
