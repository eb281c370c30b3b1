import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import {
  appPerFile,
  expectAccessible,
  groupButton,
  screenshot,
  screenshotDir,
  type Viewport,
  viewports,
} from './support/browser';
import { newCook, type ContextApi, upgradeToPremium, signedInCook } from './support/accounts';

const world = appPerFile();

/** A fresh signed-in browser context, plus a way to call the API with its session cookie. */
async function signedIn(viewport: Viewport = 'desktop') {
  const cook = newCook('videos', { firstName: 'Jacques', lastName: 'Pepin' });
  const signedIn = await signedInCook(world.browser, world.app, { viewport, cook });
  signedIn.page.setDefaultTimeout(45_000);
  return signedIn;
}

/** Waits (up to `timeout` ms) for the value to match: the page talks to a real server. */
const eventually = <T>(read: () => T | Promise<T>, timeout = 20_000) => expect.poll(read, { timeout });

/** Long journeys against a real server and browser: give them room on a busy machine. */
const JOURNEY_TIMEOUT = 240_000;

/** What the viewport shows (a dialog is fixed to it), rather than the whole page. */
async function viewportShot(page: Page, name: string) {
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}

/** Lets the lazy thumbnails load (scrolling through the page) before a full-page screenshot. */
async function fullShot(page: Page, name: string) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    window.scrollTo(0, 0);
    const pending = Array.from(document.images).filter((image) => !image.complete);
    await Promise.race([
      Promise.all(
        pending.map(
          (image) =>
            new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
        ),
      ),
      new Promise((resolve) => setTimeout(resolve, 5000)),
    ]);
  });
  await screenshot(page, name);
}

const toast = (page: Page) => page.locator('.toast').first();
const cards = (page: Page) => page.locator('.video-grid > li');
const playable = (page: Page) => page.locator('.video-grid .video-card:not(.video-card--locked)');
const locked = (page: Page) => page.locator('.video-grid .video-card--locked');
const countLine = (page: Page) => page.locator('.videos-page__count');

/** Waits until the grid shows `total` cards (the list has settled after a filter change). */
async function settled(page: Page, total: number) {
  await eventually(() => cards(page).count()).toBe(total);
  await eventually(() => page.locator('.video-grid--busy').count()).toBe(0);
}

/**
 * Plays the dialog's video muted (headless autoplay rules) and reports how far it got: 'playing',
 * or 'loaded' when this Chromium cannot decode H.264 but the file still loads.
 */
async function playVideo(dialog: Locator): Promise<{ outcome: string; canPlayMp4: string }> {
  const video = dialog.locator('video');
  await video.waitFor();
  return video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<{ outcome: string; canPlayMp4: string }>((resolve) => {
        const canPlayMp4 = element.canPlayType('video/mp4; codecs="avc1.4D401E"');
        const done = (outcome: string) => resolve({ outcome, canPlayMp4 });
        element.addEventListener('playing', () => done('playing'), { once: true });
        element.addEventListener('error', () => done(`error ${element.error?.code}`), { once: true });
        element.muted = true;
        element.play().catch(() => {
          // No decoder: at least the media must load.
          if (element.readyState >= 2) done('loaded');
          else element.addEventListener('loadeddata', () => done('loaded'), { once: true });
        });
        setTimeout(() => done(`timeout readyState=${element.readyState}`), 15_000);
      }),
  );
}

describe('/videos for a free user', () => {
  it(
    'shows 3 playable videos and the rest locked, and filters by category and level',
    async () => {
      const { context, page, api } = await signedIn();

      // The server never hands a free user the locked videos' media.
      const all = await api<{ videos: Array<{ locked: boolean; videoUrl: string | null }>; total: number }>(
        'GET',
        '/api/videos',
      );
      expect(all.total).toBe(18);
      expect(all.videos.filter((video) => !video.locked)).toHaveLength(3);
      expect(all.videos.filter((video) => video.locked).every((video) => video.videoUrl === null)).toBe(true);

      await page.goto('/videos');
      await page.getByRole('heading', { level: 1, name: 'Cooking Skills Videos' }).waitFor();
      expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/');
      await settled(page, 18);
      expect(await countLine(page).textContent()).toBe('Showing 18 videos');
      expect(await playable(page).count()).toBe(3);
      expect(await locked(page).count()).toBe(15);
      expect(await page.getByText('Premium Member').count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Save / }).count()).toBe(0);
      await page.getByText('15 more videos available with Premium').waitFor();
      const lockedCard = locked(page).first();
      expect(await lockedCard.textContent()).toContain('Premium Only');
      expect(await lockedCard.getByRole('link', { name: /^Upgrade/ }).getAttribute('href')).toBe('/subscribe');
      const unlock = page.getByRole('region', { name: 'Unlock All Cooking Videos' });
      expect(await unlock.textContent()).toContain('$9.99');
      expect(await unlock.textContent()).toContain('per month');
      expect(await unlock.getByRole('link', { name: 'Upgrade to Premium', exact: true }).getAttribute('href')).toBe(
        '/subscribe',
      );
      // First two skills, then '+N more'.
      expect(await playable(page).first().locator('.skill-chip').allTextContents()).toEqual([
        'Pinch grip',
        'Claw hand',
        '+2 more skills',
      ]);
      expect(await playable(page).first().locator('.video-difficulty').textContent()).toBe('Beginner');
      await expectAccessible(page);
      await fullShot(page, 'videos-free-desktop');

      // A category: all its videos fit in the free 3.
      await groupButton(page, 'Category', 'Meat & Protein').click();
      await settled(page, 2);
      expect(await countLine(page).textContent()).toBe('Showing 2 videos in Meat & Protein');
      expect(await page.getByRole('button', { name: 'Meat & Protein' }).getAttribute('aria-pressed')).toBe('true');
      expect(await locked(page).count()).toBe(0);
      expect(await page.getByText(/more videos? available with Premium/).count()).toBe(0);

      // A level across every category: the first 3 matches play, the rest are locked.
      await groupButton(page, 'Category', 'All').click();
      await groupButton(page, 'Difficulty', 'Beginner').click();
      await settled(page, 15);
      expect(await countLine(page).textContent()).toBe('Showing 15 videos · Beginner level');
      expect(await playable(page).count()).toBe(3);
      expect(await locked(page).count()).toBe(12);
      await page.getByText('12 more videos available with Premium').waitFor();

      await groupButton(page, 'Category', 'Egg Cooking').click();
      await settled(page, 3);
      expect(await countLine(page).textContent()).toBe('Showing 3 videos in Egg Cooking · Beginner level');
      expect(new URL(page.url()).searchParams.get('category')).toBe('Egg Cooking');

      // Nothing is Advanced: the empty state, and Clear Filters resets both filters.
      await groupButton(page, 'Difficulty', 'Advanced').click();
      await page.getByRole('heading', { name: 'No videos found' }).waitFor();
      await page.getByText('Try adjusting your filters to see more results.').waitFor();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Clear Filters' }).click();
      await settled(page, 18);
      expect(await countLine(page).textContent()).toBe('Showing 18 videos');
      expect(await groupButton(page, 'Category', 'All').getAttribute('aria-pressed')).toBe('true');

      // An unlocked video plays in the dialog; no Save toggle without Premium.
      await playable(page).first().getByRole('button').first().click();
      const dialog = page.getByRole('dialog', { name: 'Knife Basics: Grip and Safety' });
      await dialog.waitFor();
      expect(await dialog.locator('video track[kind="captions"]').getAttribute('srclang')).toBe('en');
      expect(await dialog.getByRole('button', { name: 'Save' }).count()).toBe(0);
      expect(await dialog.locator('.video-skill-list li').count()).toBe(4);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // The other Premium screens stay locked.
      await page.goto('/saved-videos');
      await page.getByRole('heading', { name: 'Premium Feature' }).waitFor();
      expect(await page.getByRole('link', { name: 'Upgrade to Premium', exact: true }).getAttribute('href')).toBe(
        '/subscribe',
      );
      await expectAccessible(page);
      await page.goto('/cooking-classes');
      await page.getByRole('heading', { name: 'Masterclasses are a Premium feature' }).waitFor();
      expect(await page.getByRole('link', { name: 'Upgrade to Premium', exact: true }).getAttribute('href')).toBe(
        '/subscribe',
      );
      await expectAccessible(page);
      await screenshot(page, 'cooking-classes-free-desktop');
      await context.close();
    },
    JOURNEY_TIMEOUT,
  );

  it('folds the filters behind a toggle on a phone', async () => {
    const { context, page } = await signedIn('phone');
    await page.goto('/videos');
    await settled(page, 18);
    const toggle = page.getByRole('button', { name: 'Filters' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('group', { name: 'Category' }).isVisible()).toBe(false);
    await expectAccessible(page);
    await fullShot(page, 'videos-free-phone');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await groupButton(page, 'Difficulty', 'Intermediate').click();
    await settled(page, 3);
    expect(await countLine(page).textContent()).toBe('Showing 3 videos · Intermediate level');
    // Every control is at least 44 px high.
    const heights = await page
      .locator('.video-chip, .video-filters__toggle, .video-card__lock a')
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    await expectAccessible(page);
    await fullShot(page, 'videos-filters-phone');

    // A tablet (768 px) gets the desktop filter chips, no toggle.
    await page.setViewportSize(viewports.tablet);
    await eventually(() => toggle.isVisible()).toBe(false);
    expect(await page.getByRole('group', { name: 'Category' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await fullShot(page, 'videos-free-tablet');
    await context.close();
  });
});

// Every test here is a whole journey: each may take JOURNEY_TIMEOUT.
describe('videos for a Premium member', { timeout: JOURNEY_TIMEOUT }, () => {
  let premium: { context: BrowserContext; page: Page; api: ContextApi };

  beforeAll(async () => {
    premium = await signedIn();
    await upgradeToPremium(premium.api);
  });
  afterAll(async () => {
    await premium?.context.close();
  }, JOURNEY_TIMEOUT);

  it('plays a video, saves it, finds it in /saved-videos and removes it', async () => {
    const { page } = premium;
    await page.goto('/videos');
    await page.getByText('Premium Member', { exact: true }).waitFor();
    await settled(page, 18);
    expect(await locked(page).count()).toBe(0);
    expect(await page.getByText(/more videos? available with Premium/).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Unlock All Cooking Videos' }).count()).toBe(0);

    const masterclasses = page.getByRole('region', { name: 'Advanced Cooking Masterclasses' });
    await masterclasses.getByText('updated monthly exclusively for Premium members').waitFor();
    await eventually(() => masterclasses.locator('.masterclass-teaser').count()).toBe(6);
    const watch = masterclasses.getByRole('link', { name: /^Watch Now/ }).first();
    expect(await watch.getAttribute('target')).toBe('_blank');
    expect(await watch.getAttribute('href')).toMatch(/^\/api\/media\/videos\/.+\/video\.mp4\?exp=/);
    expect(await masterclasses.locator('.masterclass-teaser').first().textContent()).toMatch(/\d+:\d\d.*by \w/);
    await expectAccessible(page);
    await fullShot(page, 'videos-premium-desktop');

    // Play one (the last in the library: only Premium may).
    await page.getByRole('button', { name: 'Basic Bread Making', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const title = (await dialog.getByRole('heading', { level: 2 }).textContent()) ?? '';
    const { outcome, canPlayMp4 } = await playVideo(dialog);
    console.log(`video playback: ${outcome} (canPlayType H.264: "${canPlayMp4}")`);
    if (canPlayMp4) expect(outcome).toBe('playing');
    else expect(outcome).toBe('loaded');
    await expectAccessible(page);
    await viewportShot(page, 'videos-dialog-desktop');

    // Save from the dialog.
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(await save.getAttribute('aria-pressed')).toBe('false');
    await save.click();
    await eventually(() => toast(page).textContent()).toContain('Video saved to your collection!');
    await eventually(() => dialog.getByRole('button', { name: 'Saved' }).getAttribute('aria-pressed')).toBe('true');
    // Focus stayed on the toggle while it saved.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Saved');
    // (Escape would first dismiss the toast, the topmost layer.)
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(() => page.getByRole('button', { name: `Save ${title}` }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    // Save and remove another from its card's bookmark.
    const other = page.getByRole('button', { name: 'Save Dicing an Onion' });
    await other.click();
    await eventually(() => other.getAttribute('aria-pressed')).toBe('true');
    await other.click();
    await eventually(() => toast(page).textContent()).toContain('Video removed from saved collection');
    await eventually(() => other.getAttribute('aria-pressed')).toBe('false');

    // The saved one is in /saved-videos and plays there.
    await page.getByRole('link', { name: 'My Saved Videos' }).click();
    await page.waitForURL('**/saved-videos');
    const saved = page.locator('.saved-card');
    await eventually(() => saved.count()).toBe(1);
    expect(await saved.first().textContent()).toContain(title);
    expect(await saved.first().textContent()).toContain('Cooking Skill');
    expect(await saved.first().locator('.saved-card__date').textContent()).toMatch(/^Saved \w{3} \d{1,2}, \d{4}$/);
    await expectAccessible(page);
    await fullShot(page, 'saved-videos-desktop');
    await saved.first().getByRole('button', { name: title, exact: true }).click();
    const player = page.getByRole('dialog', { name: title });
    await player.waitFor();
    const replay = await playVideo(player);
    expect(replay.outcome).toBe(canPlayMp4 ? 'playing' : 'loaded');
    await player.getByRole('button', { name: 'Close' }).click();
    await player.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `Remove ${title} from saved videos` }).click();
    await eventually(() => toast(page).textContent()).toContain('Video removed from saved list');
    await page.getByRole('heading', { name: 'No Saved Videos Yet' }).waitFor();
    expect(await page.getByRole('link', { name: 'Browse Cooking Skills' }).getAttribute('href')).toBe('/videos');
    expect(await page.getByRole('link', { name: 'View Masterclasses' }).getAttribute('href')).toBe('/cooking-classes');
    expect(await premium.api<unknown[]>('GET', '/api/saved-videos')).toEqual([]);
    await expectAccessible(page);
    await screenshot(page, 'saved-videos-empty-desktop');
  });

  it('opens a masterclass in the watch dialog and filters by category', async () => {
    const { page } = premium;
    await page.goto('/cooking-classes');
    await page.getByRole('heading', { level: 1, name: 'Cooking Masterclasses' }).waitFor();
    await eventually(() => cards(page).count()).toBe(6);
    await groupButton(page, 'Category', 'Pastry').click();
    await eventually(() => cards(page).count()).toBe(1);
    await groupButton(page, 'Category', 'All').click();
    await eventually(() => cards(page).count()).toBe(6);
    await expectAccessible(page);
    await fullShot(page, 'cooking-classes-premium-desktop');

    await page.getByRole('button', { name: 'The Mother Sauces from Scratch' }).click();
    const dialog = page.getByRole('dialog', { name: 'The Mother Sauces from Scratch' });
    await dialog.waitFor();
    await dialog.getByRole('heading', { name: /Skills you.ll learn/ }).waitFor();
    await dialog.getByRole('heading', { name: 'Equipment' }).waitFor();
    await dialog.getByRole('heading', { name: /^Your chef: / }).waitFor();
    expect(await dialog.locator('.video-equipment-list li').count()).toBeGreaterThan(0);
    const { outcome } = await playVideo(dialog);
    expect(['playing', 'loaded']).toContain(outcome);
    await expectAccessible(page);
    await viewportShot(page, 'cooking-classes-dialog-desktop');
  });

  it('works on a phone', async () => {
    const context = await world.browser.newContext({
      baseURL: world.app.url,
      viewport: viewports.phone,
      storageState: await premium.context.storageState(),
    });
    const page = await context.newPage();
    page.setDefaultTimeout(45_000);
    await page.goto('/videos');
    await page.getByText('Premium Member', { exact: true }).waitFor();
    await settled(page, 18);
    await eventually(() => page.locator('.masterclass-teaser').count()).toBe(6);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await fullShot(page, 'videos-premium-phone');

    await playable(page).first().getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.locator('video').waitFor();
    await expectAccessible(page);
    await viewportShot(page, 'videos-dialog-phone');
    await page.keyboard.press('Escape');

    await page.goto('/cooking-classes');
    await eventually(() => cards(page).count()).toBe(6);
    await fullShot(page, 'cooking-classes-premium-phone');
    await page.goto('/saved-videos');
    await page.getByRole('heading', { level: 1, name: 'Saved Videos' }).waitFor();
    await eventually(() => page.locator('.video-spinner').count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'saved-videos-phone');
    await context.close();
  });
});
