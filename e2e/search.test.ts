import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedRecipes } from '../db/seeds/recipes.seed';
import {
  expectAccessible,
  gotoHydrated,
  newContext,
  openApp,
  screenshot,
  type Viewport,
  appPerFile,
} from './support/browser';
import { newCook, registerClient } from './support/accounts';

let sessionCookie = '';
const world = appPerFile(async () => {
  const opened = await openApp();
  await seedRecipes(opened.app.deps.db);
  const { client } = await registerClient(opened.app, newCook('searcher', { firstName: 'Julia', lastName: 'Child' }));
  sessionCookie = client.cookies.get('sous_session') ?? '';
  expect(sessionCookie).toBeTruthy();
  return opened;
});

async function signedInContext(viewport: Viewport): Promise<BrowserContext> {
  const context = await newContext(world.browser, world.app.url, viewport);
  await context.addCookies([{ name: 'sous_session', value: sessionCookie, url: world.app.url }]);
  return context;
}

/** A signed-in cook's page showing the recipes found for `words`. */
async function searchFor(viewport: Viewport, words: string) {
  const context = await signedInContext(viewport);
  const page = await context.newPage();
  await gotoHydrated(page, `/recipes?search=${encodeURIComponent(words)}`);
  return { context, page };
}

const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });
const chips = (page: Page) => page.getByRole('list', { name: 'Search understood as' }).getByRole('listitem');
const shot = async (page: Page, name: string) => {
  await page.evaluate('window.scrollTo(0, 0)');
  await screenshot(page, name);
};

describe.each(['phone', 'desktop'] as const)('search that understands a cook (%s)', (viewport) => {
  it('shows the understood search as removable chips', async () => {
    const { context, page } = await searchFor(viewport, 'vegetarian soup without mushrooms');
    await page.getByRole('link', { name: 'Lemony Red Lentil Soup' }).waitFor();
    await poll(() => chips(page).allTextContents()).toEqual(['Vegetarian', 'without mushrooms', 'soup']);
    expect(await page.getByRole('link', { name: 'Vegetarian Hot and Sour Soup' }).count()).toBe(0);
    await expectAccessible(page);
    await shot(page, `search-chips-${viewport}`);

    // Removing a chip removes its words from the search: the mushroom soup is back.
    await page.getByRole('button', { name: 'Remove without mushrooms' }).click();
    await page.waitForURL((url) => url.searchParams.get('search') === 'vegetarian soup');
    await page.getByRole('link', { name: 'Vegetarian Hot and Sour Soup' }).waitFor();
    await poll(() => chips(page).allTextContents()).toEqual(['Vegetarian', 'soup']);
    expect(await page.getByLabel('Find a recipe').inputValue()).toBe('vegetarian soup');
    await context.close();
  });

  it('corrects two misspelt words, and searches as typed when asked', async () => {
    const { context, page } = await searchFor(viewport, 'choclate chip cookeis');
    await page.getByRole('link', { name: 'Chewy Chocolate Chip Cookies' }).waitFor();
    const note = page.locator('.understood-search__corrected');
    await poll(() => note.textContent()).toBe(
      'Showing results for chocolate chip cookies — search instead for choclate chip cookeis',
    );
    // Nothing that shares a single word with the dish is offered as close to it.
    expect(await page.getByRole('link', { name: 'Beer-Battered Fish and Chips' }).count()).toBe(0);
    await expectAccessible(page);
    await shot(page, `search-corrected-${viewport}`);

    await page.getByRole('button', { name: 'choclate chip cookeis' }).click();
    await page.waitForURL((url) => url.searchParams.get('asTyped') === 'true');
    await poll(() => note.count()).toBe(0);
    await context.close();
  });

  it('says when nothing matches every word and shows the closest recipes', async () => {
    const { context, page } = await searchFor(viewport, 'tiramisu bibimbap');
    await page.getByRole('heading', { name: 'No exact matches — closest recipes' }).waitFor();
    await page.getByRole('link', { name: 'Classic Tiramisu' }).waitFor();
    await expectAccessible(page);
    await shot(page, `search-closest-${viewport}`);
    await context.close();
  });
});
