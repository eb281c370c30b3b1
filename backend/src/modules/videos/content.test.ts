import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedSkillVideos } from '../../../../db/seeds/content';
import { bundledMasterclasses, durationSeconds } from '../../../../db/seeds/videos.seed';
import { MASTERCLASS_CATEGORIES, SKILL_VIDEO_CATEGORIES } from '@common/contracts/videos';
import { DEFAULT_MEDIA_ROOT } from './videos.service';

const countBy = <T>(items: T[], key: (item: T) => string) =>
  items.reduce<Record<string, number>>(
    (counts, item) => ({ ...counts, [key(item)]: (counts[key(item)] ?? 0) + 1 }),
    {},
  );

describe('skill video content (spec section 3)', () => {
  it('has 18 videos with the specified count per category', () => {
    expect(seedSkillVideos).toHaveLength(18);
    expect(countBy(seedSkillVideos, (video) => video.category)).toEqual({
      'Knife Skills': 3,
      'Cooking Basics': 3,
      'Egg Cooking': 3,
      'Vegetables & Seasoning': 3,
      'Meat & Protein': 2,
      'Sauce & Basics': 2,
      'Baking Basics': 2,
    });
    expect(Object.keys(countBy(seedSkillVideos, (video) => video.category))).toEqual([...SKILL_VIDEO_CATEGORIES]);
  });

  it('makes searing meat, pan sauce and bread making Intermediate, the rest Beginner, none Advanced', () => {
    const intermediate = seedSkillVideos
      .filter((video) => video.difficulty === 'Intermediate')
      .map((video) => video.id);
    expect(intermediate.sort()).toEqual(['bread-making', 'pan-sauce', 'searing-meat']);
    expect(seedSkillVideos.filter((video) => video.difficulty === 'Advanced')).toEqual([]);
    expect(seedSkillVideos.filter((video) => video.difficulty === 'Beginner')).toHaveLength(15);
  });

  it.each(seedSkillVideos.map((video) => [video.id, video] as const))(
    '%s has a slug id, m:ss duration, 3–6 skills and real text',
    (_id, video) => {
      expect(video.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(video.duration).toMatch(/^\d{1,2}:[0-5]\d$/);
      expect(durationSeconds(video.duration)).toBeGreaterThan(60);
      expect(video.skills.length).toBeGreaterThanOrEqual(3);
      expect(video.skills.length).toBeLessThanOrEqual(6);
      expect(video.title.length).toBeGreaterThan(5);
      expect(video.description.length).toBeGreaterThan(40);
      expect(new Set(video.skills).size).toBe(video.skills.length);
    },
  );
});

describe('bundled masterclass catalog', () => {
  const masterclasses = bundledMasterclasses();

  it('has 6 masterclasses over the 5 categories, Beginner to Master, with chef details', () => {
    expect(masterclasses).toHaveLength(6);
    expect(new Set(masterclasses.map((entry) => entry.category))).toEqual(new Set(MASTERCLASS_CATEGORIES));
    const difficulties = new Set(masterclasses.map((entry) => entry.difficulty));
    expect(difficulties.has('Beginner')).toBe(true);
    expect(difficulties.has('Master')).toBe(true);
    for (const entry of masterclasses) {
      expect(entry.chef.length).toBeGreaterThan(3);
      expect(entry.chefCredentials.length).toBeGreaterThan(10);
      expect(entry.skills.length).toBeGreaterThanOrEqual(3);
      expect(entry.equipment.length).toBeGreaterThanOrEqual(3);
      expect(entry.rating).toBeGreaterThan(0);
      expect(entry.enrolledCount).toBeGreaterThan(0);
      expect(entry.videoUrl).toBeUndefined(); // no invented third-party URLs: the project's own media plays
    }
  });

  it('shares no id with the skill videos (media files are named by id)', () => {
    const skillIds = new Set(seedSkillVideos.map((video) => video.id));
    expect(masterclasses.filter((entry) => skillIds.has(entry.id))).toEqual([]);
  });
});

describe('generated media (media/videos)', () => {
  const ids = [...seedSkillVideos.map((video) => video.id), ...bundledMasterclasses().map((entry) => entry.id)];

  it.each(ids)('%s has an MP4, a JPEG poster and WebVTT captions', (id) => {
    const file = (extension: string) => path.join(DEFAULT_MEDIA_ROOT, 'videos', `${id}.${extension}`);
    for (const extension of ['mp4', 'jpg', 'vtt']) expect(existsSync(file(extension)), `${id}.${extension}`).toBe(true);
    const mp4 = readFileSync(file('mp4'));
    expect(mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const jpeg = readFileSync(file('jpg'));
    expect([jpeg[0], jpeg[1]]).toEqual([0xff, 0xd8]);
    expect(readFileSync(file('vtt'), 'utf8')).toMatch(/^WEBVTT\n\n1\n00:00:00\.000 --> /);
  });

  it('stays small enough to ship in the repository (under 3 MB in all)', () => {
    const total = ids
      .flatMap((id) =>
        ['mp4', 'jpg', 'vtt'].map((extension) => path.join(DEFAULT_MEDIA_ROOT, 'videos', `${id}.${extension}`)),
      )
      .reduce((sum, file) => sum + statSync(file).size, 0);
    expect(total).toBeLessThan(3 * 1024 * 1024);
  });
});
