import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../backend/src/testing/test-server';
import { seedRecipeId } from '../backend/src/testing/seeded-server';
import { newCook, signedInCook } from './support/accounts';
import {
  closeApp,
  expectAccessible,
  gotoHydrated,
  openSeededApp,
  screenshot,
  setChecked,
  type Viewport,
} from './support/browser';
import { eventually } from './support/eventually';

let app: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ app, browser } = await openSeededApp());
});
afterAll(() => closeApp(app, browser));

/** The recipe names of the open collection, in the order shown. */
const shownOrder = (page: Page) =>
  page
    .getByRole('list', { name: /^Recipes in / })
    .locator('.collection-recipe__name')
    .allTextContents();

async function saveToCollection(page: Page, recipeId: number, collection: string, { create = false } = {}) {
  await gotoHydrated(page, `/recipe/${recipeId}`);
  await page.getByRole('button', { name: 'Save to collection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save to collection' });
  if (create) {
    await dialog.getByText('No collections yet.', { exact: false }).waitFor();
    await expectAccessible(page);
    // A blank name is refused beside its field, in a sentence, before anything is sent.
    const name = dialog.getByLabel('New collection');
    await dialog.getByRole('button', { name: 'Create and add' }).click();
    await dialog.getByText('The name must not be blank.').waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await name.fill(collection);
    await dialog.getByRole('button', { name: 'Create and add' }).click();
    await eventually(() => dialog.getByRole('checkbox', { name: collection }).isChecked()).toBe(true);
  } else {
    await setChecked(dialog.getByRole('checkbox', { name: collection }), true);
  }
  return dialog;
}

describe('keeping recipes', () => {
  it.each<Viewport>(['desktop', 'phone'])(
    'a cook keeps recipes in a collection in their own order, with a private note and a cooking log (%s)',
    { timeout: 120_000 },
    async (viewport) => {
      const { page } = await signedInCook(browser, app, { viewport, cook: newCook(`keeper-${viewport}`) });
      const carbonara = await seedRecipeId(app, 'italian-spaghetti-carbonara');
      const tiramisu = await seedRecipeId(app, 'italian-classic-tiramisu');

      // From a recipe page: a new collection, made in the dialog, with the recipe in it.
      const dialog = await saveToCollection(page, carbonara, 'Weeknights', { create: true });
      await expectAccessible(page);
      await screenshot(page, `collections-save-dialog-${viewport}`, { fullPage: false });
      await dialog.getByRole('button', { name: 'Done' }).click();
      await saveToCollection(page, tiramisu, 'Weeknights');
      await page.getByRole('button', { name: 'Done' }).click();

      // The menu leads to the collections.
      await page.getByRole('button', { name: viewport === 'phone' ? 'Menu' : 'Account menu' }).click();
      await page
        .getByRole('region', { name: viewport === 'phone' ? 'Menu' : 'Account menu' })
        .getByRole('link', { name: 'Collections' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Collections' }).waitFor();
      await page.getByText('2 recipes').waitFor();
      await expectAccessible(page);
      await screenshot(page, `collections-list-${viewport}`);

      // The collection, in the order the recipes were added; moved, and kept after a reload.
      await page.getByRole('link', { name: /Weeknights/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Weeknights' }).waitFor();
      await eventually(() => shownOrder(page)).toEqual(['Spaghetti Carbonara', 'Classic Tiramisu']);
      const saved = page.waitForResponse(
        (response) => response.request().method() === 'PUT' && response.url().endsWith('/order'),
      );
      await page.getByRole('button', { name: 'Move Classic Tiramisu up' }).click();
      await eventually(() => shownOrder(page)).toEqual(['Classic Tiramisu', 'Spaghetti Carbonara']);
      expect((await saved).status()).toBe(200);
      await page.reload();
      await eventually(() => shownOrder(page)).toEqual(['Classic Tiramisu', 'Spaghetti Carbonara']);
      await expectAccessible(page);
      await screenshot(page, `collection-detail-${viewport}`);

      // A private note and an "I made this" entry on the recipe page, kept after a reload.
      await gotoHydrated(page, `/recipe/${carbonara}`);
      const note = page.getByRole('region', { name: 'My private note' });
      await note.getByLabel('Note').fill('Use guanciale, and half the pecorino.');
      await note.getByRole('button', { name: 'Save note' }).click();
      await note.getByRole('button', { name: 'Delete note' }).waitFor();
      const log = page.getByRole('region', { name: 'I made this' });
      await log.getByText('Not logged yet.', { exact: false }).waitFor();
      await log.getByLabel('Rating').selectOption('4');
      await log.getByLabel('How did it go? (optional)').fill('Silky sauce this time.');
      await log.getByRole('button', { name: 'Log it' }).click();
      await log.getByText('Silky sauce this time.').waitFor();

      await page.reload();
      await eventually(() =>
        page.getByRole('region', { name: 'My private note' }).getByLabel('Note').inputValue(),
      ).toBe('Use guanciale, and half the pecorino.');
      const entries = page.getByRole('list', { name: 'Times you made this' }).getByRole('listitem');
      await eventually(() => entries.count()).toBe(1);
      expect(await entries.first().textContent()).toContain('Silky sauce this time.');
      expect(await entries.first().getByRole('img', { name: '4 out of 5 stars' }).count()).toBe(1);
      // Rating the recipe: saved, the form starts again as "Your rating".
      const ratings = page.getByRole('region', { name: 'Ratings' });
      await ratings.getByLabel('Stars', { exact: true }).selectOption('4');
      await ratings.getByRole('button', { name: 'Save rating' }).click();
      await ratings.getByRole('button', { name: 'Change rating' }).waitFor();
      expect(await ratings.getByLabel('Stars', { exact: true }).inputValue()).toBe('4');
      await expectAccessible(page);
      await screenshot(page, `recipe-keeping-${viewport}`);
    },
  );
});
