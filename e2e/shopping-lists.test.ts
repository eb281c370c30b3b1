import type { Page } from 'playwright-core';
import { AISLE_LABELS, AISLES } from '@common/contracts/shopping-list';
import type { ShoppingListView } from '@common/contracts/shopping-list.schema';
import { describe, expect, it } from 'vitest';
import { seedRecipeId } from '../backend/src/testing/seeded-server';
import { appPerFile, expectAccessible, screenshotsDesktopAndPhone, settleAnimations } from './support/browser';
import { newCook, signedInCook } from './support/accounts';
import { eventually } from './support/eventually';

const world = appPerFile();

/** The aisle headings of the list, top to bottom. */
const aisleHeadings = (page: Page) => page.locator('.aisle__title').allTextContents();
const listLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Your lists' }).getByRole('link', { name: new RegExp(`^${name} \\d+`) });

describe('named shopping lists', () => {
  it('makes a Costco list, fills it from a recipe, switches lists, reorders aisles and keeps it all on reload', async () => {
    const { context, page, api } = await signedInCook(world.browser, world.app, {
      viewport: 'phone',
      cook: newCook('lists'),
    });
    const carbonara = await seedRecipeId(world.app, 'italian-spaghetti-carbonara');

    // A new list from the list page: the page then shows it, and its address names it.
    await page.goto('/shopping-list');
    await page.getByRole('heading', { level: 1, name: 'Shopping List' }).waitFor();
    await page.getByRole('heading', { name: 'Your shopping list is empty' }).waitFor();
    await page.getByRole('button', { name: 'New list' }).click();
    const dialog = page.getByRole('dialog', { name: 'New list' });
    await dialog.getByRole('textbox', { name: 'List name' }).fill('Costco');
    await dialog.getByRole('button', { name: 'Create list' }).click();
    await page.waitForURL(/\/shopping-list\?list=[0-9a-f-]{36}$/);
    const costcoId = new URL(page.url()).searchParams.get('list')!;
    await eventually(() => listLink(page, 'Costco').getAttribute('aria-current')).toBe('page');
    expect(await listLink(page, 'Shopping list').getAttribute('aria-current')).toBeNull();

    // The recipe page adds to the default list, or to the list the cook picks.
    await page.goto(`/recipe/${carbonara}`);
    await page.getByRole('button', { name: 'Add to another list' }).click();
    await page.getByRole('menuitem', { name: 'Add to Costco' }).click();
    await eventually(() => page.locator('.toast').first().textContent()).toContain('Added to Costco');
    const costco = await api<ShoppingListView>('GET', `/api/shopping-list?listId=${costcoId}`);
    expect(costco.recipes.map((recipe) => recipe.id)).toEqual([carbonara]);
    expect((await api<ShoppingListView>('GET', '/api/shopping-list')).recipes).toEqual([]);

    // Switch lists: the default one is still empty, Costco holds the recipe.
    await page.goto('/shopping-list');
    await page.getByRole('heading', { name: 'Your shopping list is empty' }).waitFor();
    await listLink(page, 'Costco').click();
    await page.waitForURL(`**/shopping-list?list=${costcoId}`);
    await page.getByRole('link', { name: 'Spaghetti Carbonara' }).waitFor();
    const usual = await aisleHeadings(page);
    expect(usual.length).toBeGreaterThan(2);
    expect(usual[0]).not.toBe(AISLE_LABELS.spices);
    expect(usual).toContain(AISLE_LABELS.spices);
    await expectAccessible(page);
    await screenshotsDesktopAndPhone(page, 'shopping-lists-costco');

    // The aisle order: Spices moved to the top with the buttons, and the list follows at once.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Aisle order' }).click();
    const aisles = page.getByRole('dialog', { name: 'Aisle order' });
    const rows = aisles.getByRole('listitem');
    const spicesAt = AISLES.indexOf('spices');
    for (let position = spicesAt; position > 0; position -= 1) {
      await eventually(() => rows.nth(position).textContent()).toContain('Spices');
      await aisles.getByRole('button', { name: 'Move Spices up' }).click();
    }
    await eventually(() => aisles.getByRole('listitem').first().textContent()).toContain('Spices');
    await settleAnimations(page);
    await expectAccessible(page);
    await screenshotsDesktopAndPhone(page, 'shopping-lists-aisle-order', { fullPage: false });
    await aisles.getByRole('button', { name: 'Done' }).click();
    await eventually(() => aisleHeadings(page).then((headings) => headings[0])).toBe(AISLE_LABELS.spices);
    await eventually(async () => (await api<{ order: string[] }>('GET', '/api/shopping-list/aisles')).order[0]).toBe(
      'spices',
    );

    // A reload keeps the list shown and the order.
    await page.reload();
    await page.getByRole('link', { name: 'Spaghetti Carbonara' }).waitFor();
    expect(await listLink(page, 'Costco').getAttribute('aria-current')).toBe('page');
    await eventually(() => aisleHeadings(page).then((headings) => headings[0])).toBe(AISLE_LABELS.spices);
    expect([...(await aisleHeadings(page))].sort()).toEqual([...usual].sort());

    // Renamed, then deleted: the page goes back to the default list.
    await page.getByRole('button', { name: 'Rename list' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename Costco' });
    await rename.getByRole('textbox', { name: 'List name' }).fill('Costco run');
    await rename.getByRole('button', { name: 'Save name' }).click();
    await eventually(() => listLink(page, 'Costco run').count()).toBe(1);
    await page.getByRole('button', { name: 'Delete list' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete list' }).click();
    await page.waitForURL(/\/shopping-list$/);
    await page.getByRole('heading', { name: 'Your shopping list is empty' }).waitFor();
    expect(await listLink(page, 'Costco run').count()).toBe(0);
    await context.close();
  });
});
