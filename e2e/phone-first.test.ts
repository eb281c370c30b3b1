import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { layoutShiftSources, loadShift, watchLayoutShift } from '../bench/layout-shift';
import { expectAccessible, newContext, screenshot, viewports, type Viewport, appPerFile } from './support/browser';
import { signedInCook, upgradeToPremium } from './support/accounts';

const world = appPerFile();

/** Page errors and console errors, for an `toEqual([])`; `expected` names requests whose failure is the point. */
function collectErrors(page: Page, expected?: RegExp): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error' || expected?.test(message.location().url)) return;
    // A visitor's session check answers 401, which Chromium logs as a failed resource.
    if (!/status of 401/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

async function premiumCook(viewport: Viewport) {
  const cook = await signedInCook(world.browser, world.app, { viewport });
  await upgradeToPremium(cook.api);
  return cook;
}

const sizes = ['desktop', 'phone'] as const;

describe('signed in or not', () => {
  it.each(sizes)('a signed-in cook keeps their own header on the public pages (%s)', async (viewport) => {
    const { context, page } = await premiumCook(viewport);
    // The expert's answer page with a link that is not one: its data answers 400, its header is what counts here.
    const errors = collectErrors(page, /\/api\/expert\//);
    const main = page.getByRole('navigation', { name: 'Main' });
    for (const route of ['/expert/answer/unknown', '/subscribe', '/landing', '/privacy', '/terms', '/contact']) {
      await page.goto(route);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const account = viewport === 'phone' ? 'Menu' : 'Account menu';
      await main.getByRole('button', { name: account }).waitFor();
      expect(await page.getByRole('link', { name: 'Sign In' }).count(), route).toBe(0);
      await expectAccessible(page);
    }
    await page.goto('/landing');
    await page.getByRole('link', { name: 'Go to your recipes' }).waitFor();
    expect(await page.getByRole('link', { name: 'Start Cooking Free' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Go to your recipes' }).getAttribute('href')).toBe('/recipes');
    await screenshot(page, `phone-first-landing-signed-in-${viewport}`, { fullPage: false });
    await page.goto('/subscribe');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await main.getByRole('button', { name: viewport === 'phone' ? 'Menu' : 'Account menu' }).waitFor();
    await screenshot(page, `phone-first-subscribe-signed-in-${viewport}`, { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('links Ask an Expert from the signed-in header', async () => {
    const { context, page } = await signedInCook(world.browser, world.app);
    await page.goto('/favorites');
    const expert = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Ask an Expert/ });
    await expert.waitFor();
    expect(await expert.getAttribute('href')).toBe('/cooking-expert');
    await context.close();
  });
});

describe('phone first', () => {
  it('gives a signed-in cook a one-row header on a phone, with every place in one menu, once', async () => {
    const { context, page } = await signedInCook(world.browser, world.app, { viewport: 'phone' });
    const errors = collectErrors(page);
    await page.goto('/favorites');
    const header = page.locator('header.site-header');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.waitFor();
    // One row: the brand, the search toggle, the list and the menu.
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(62);
    const visible = await page
      .getByRole('navigation', { name: 'Main' })
      .locator('a:visible, button:visible')
      .evaluateAll((controls) => controls.map((control) => control.getAttribute('aria-label') ?? control.textContent));
    expect(visible).toEqual(['Open search', 'Shopping list (0)', 'Menu']);
    await expectAccessible(page);
    await screenshot(page, 'phone-first-header-phone', { fullPage: false });
    await menu.click();
    const items = page.getByRole('region', { name: 'Menu' }).getByRole('link');
    await items.first().waitFor();
    const hrefs = await items.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs).toContain('/cooking-expert');
    expect(hrefs).not.toContain('/shopping-list'); // it is in the bar
    expect(await items.allTextContents()).toContain('Ask an Expert (Premium)');
    await screenshot(page, 'phone-first-header-menu-phone', { fullPage: false });
    await items.filter({ hasText: 'Meal plans' }).click();
    await page.waitForURL(`${world.app.url}/meal-plans`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives a visitor a menu of Features, Pricing, Privacy and Contact on a phone', async () => {
    const context = await newContext(world.browser, world.app.url, 'phone');
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto('/landing');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Features' }).isVisible()).toBe(false);
    await nav.getByText('Menu').click();
    for (const name of ['Recipes', 'Features', 'Pricing', 'Privacy', 'Contact'])
      expect(await nav.getByRole('link', { name }).isVisible(), name).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'phone-first-visitor-menu-phone', { fullPage: false });
    await nav.getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL(`${world.app.url}/contact`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await nav.getByRole('link', { name: 'Contact' }).isVisible()).toBe(false); // the menu closed
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(sizes)('"View Plans" brings the Plans heading into view below the sticky header (%s)', async (viewport) => {
    const context = await newContext(world.browser, world.app.url, viewport);
    const page = await context.newPage();
    await page.goto('/landing');
    await page.getByRole('link', { name: 'View Plans' }).click();
    const plans = page.getByRole('heading', { level: 2, name: 'Plans' });
    await expect
      .poll(async () => {
        const headerBottom = (await page.locator('header.site-header').boundingBox())!.y + 61;
        const top = (await plans.boundingBox())!.y;
        return top >= headerBottom && top < viewports[viewport].height / 2;
      })
      .toBe(true);
    await screenshot(page, `phone-first-view-plans-${viewport}`, { fullPage: false });
    await context.close();
  });

  it.each(sizes)('the floating chef leaves the end of the recipe and of cook mode uncovered (%s)', async (viewport) => {
    const { context, page, api } = await premiumCook(viewport);
    const { recipes } = await api<{ recipes: Array<{ id: number }> }>('GET', '/api/recipes?page=1&limit=1');
    const fab = page.locator('.chef-fab');
    for (const [route, last] of [
      [`/recipe/${recipes[0].id}`, 'ol.steps > li'],
      [`/cook-mode/${recipes[0].id}`, '.step-list > li'],
    ] as const) {
      await page.goto(route);
      const item = page.locator(last).last();
      await item.waitFor();
      await fab.waitFor();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(300);
      const button = (await fab.boundingBox())!;
      for (const content of [item, page.locator('.site-footer > :last-child')]) {
        const box = (await content.boundingBox())!;
        const overlaps =
          button.x < box.x + box.width &&
          box.x < button.x + button.width &&
          button.y < box.y + box.height &&
          box.y < button.y + button.height;
        expect(overlaps, route).toBe(false);
      }
      await screenshot(page, `phone-first-chef-${route.split('/')[1]}-${viewport}`, { fullPage: false });
    }
    await context.close();
  });

  it('keeps layout shift within 0.1 on the pages that jumped, at 390 px', async () => {
    const { context, page, api } = await premiumCook('phone');
    const { recipes } = await api<{ recipes: Array<{ id: number }> }>('GET', '/api/recipes?page=1&limit=1');
    const { videos } = await api<{ videos: Array<{ id: string }> }>('GET', '/api/videos');
    await api('POST', '/api/shopping-list/recipes', { recipeId: recipes[0].id });
    await api('POST', '/api/saved-videos', { videoId: videos[0].id, videoType: 'skill' });
    await page.close();
    await watchLayoutShift(context);
    for (const route of ['/shopping-list', '/saved-videos', '/cooking-classes', `/cook-mode/${recipes[0].id}`]) {
      const page = await context.newPage();
      const shift = await loadShift(page, route, 'h1');
      expect(shift, `${route}: ${(await layoutShiftSources(page)).join('; ')}`).toBeLessThanOrEqual(0.1);
    }
    await context.close();
  });
});

describe('looks', () => {
  it.each(sizes)(
    'shows pictures of the app on the landing page, loaded lazily at their size (%s)',
    async (viewport) => {
      const context = await newContext(world.browser, world.app.url, viewport);
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto('/landing');
      const list = page.getByRole('list', { name: 'Sous on your phone' });
      const images = list.getByRole('img');
      expect(await images.count()).toBe(3);
      for (const image of await images.all()) {
        expect(await image.getAttribute('loading')).toBe('lazy');
        expect(await image.getAttribute('width')).toBe('390');
        expect(await image.getAttribute('alt')).toMatch(/^Sous on a phone: /);
      }
      await list.scrollIntoViewIfNeeded();
      await expect
        .poll(() => images.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBe(390);
      await expectAccessible(page);
      await screenshot(page, `phone-first-landing-screens-${viewport}`, { fullPage: false });
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(sizes)('lines up the recipe cards’ facts and footers across a row (%s)', async (viewport) => {
    const { context, page } = await signedInCook(world.browser, world.app, { viewport });
    await page.goto('/recipes');
    const cards = page.locator('.recipe-grid > li');
    await cards.nth(3).waitFor();
    const rows = new Map<number, { facts: number; footer: number }[]>();
    for (const card of (await cards.all()).slice(0, 8)) {
      const top = Math.round((await card.boundingBox())!.y);
      const facts = (await card.locator('.recipe-card__body > .recipe-meta').boundingBox())!.y;
      const footer = (await card.locator('.recipe-card__footer').boundingBox())!;
      rows.set(top, [...(rows.get(top) ?? []), { facts, footer: footer.y + footer.height }]);
    }
    for (const row of rows.values()) {
      expect(new Set(row.map((card) => Math.round(card.facts))).size).toBe(1);
      expect(new Set(row.map((card) => Math.round(card.footer))).size).toBe(1);
    }
    await screenshot(page, `phone-first-recipe-cards-${viewport}`, { fullPage: false });
    await context.close();
  });

  it('shows video thumbnails edge to edge, without a strip down the left', async () => {
    const { context, page } = await signedInCook(world.browser, world.app);
    await page.goto('/videos');
    const thumbnail = page.locator('.video-thumb img').first();
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(640);
    // The poster's left edge is the colour of the card behind the title.
    const [edge, inside] = await thumbnail.evaluate((image: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context2d = canvas.getContext('2d')!;
      context2d.drawImage(image, 0, 0);
      return [2, 20].map((x) => [...context2d.getImageData(x, 300, 1, 1).data.slice(0, 3)]);
    });
    for (const channel of [0, 1, 2]) expect(Math.abs(edge[channel] - inside[channel])).toBeLessThanOrEqual(8);
    await screenshot(page, 'phone-first-videos-desktop', { fullPage: false });
    await context.close();
  });
});
