import path from 'node:path';
import type { Page } from 'playwright-core';
import { AISLE_LABELS } from '@common/contracts/shopping-list';
import type { ShoppingListItem, ShoppingListView } from '@common/contracts/shopping-list.schema';
import { describe, expect, it } from 'vitest';
import { seedRecipeId } from '../backend/src/testing/seeded-server';
import { expectAccessible, screenshot, screenshotDir, setChecked, type Viewport, appPerFile } from './support/browser';
import { newCook, signedInCook } from './support/accounts';
import { shownItemText } from './support/list-items';
import { eventually } from './support/eventually';

const world = appPerFile();

/** A fresh signed-in browser context, plus a way to call the API with its session cookie. */
const signedIn = (viewport: Viewport = 'desktop') =>
  signedInCook(world.browser, world.app, {
    viewport,
    cook: newCook('kitchen', { firstName: 'Nigella', lastName: 'Cook' }),
  });

/** Waits (up to `timeout` ms) for the value to match: the page talks to a real server. */

/** A localStorage entry, parsed (the page's own storage). */
const stored = async (page: Page, key: string) => {
  const raw = await page.evaluate<string | null>(`localStorage.getItem(${JSON.stringify(key)})`);
  return raw === null ? null : JSON.parse(raw);
};

const toast = (page: Page) => page.locator('.toast').first();
const itemText = shownItemText;

async function waitForHeading(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

describe('favorites', () => {
  it('shows a recipe favorited through the API on /favorites, and removes it', async () => {
    const { context, page, api } = await signedIn();
    const carbonara = await seedRecipeId(world.app, 'italian-spaghetti-carbonara');
    const tiramisu = await seedRecipeId(world.app, 'italian-classic-tiramisu');
    await api('PUT', `/api/favorites/${carbonara}`);
    await api('PUT', `/api/favorites/${tiramisu}`);

    await page.goto('/favorites');
    await waitForHeading(page, 'My Saved Recipes');
    const grid = page.getByRole('list', { name: 'Saved recipes' });
    await eventually(() => grid.getByRole('article').count()).toBe(2);
    await eventually(() => page.locator('.saved-recipes__count').textContent()).toContain('2 recipes');
    expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/');
    // The signed-in header arrives in its own chunk, and its badge after the favorites query.
    await eventually(() => page.getByRole('link', { name: 'Favorites (2)' }).count()).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'kitchen-favorites-desktop');

    // The offline copy holds whole recipes.
    const copy = await stored(page, 'Sous_favorites');
    expect(copy.map((recipe: { name: string }) => recipe.name).sort()).toEqual([
      'Classic Tiramisu',
      'Spaghetti Carbonara',
    ]);

    const card = page.getByRole('article').filter({ hasText: 'Spaghetti Carbonara' });
    const heart = card.getByRole('button', { name: 'Remove from favorites' });
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    await heart.click();
    await eventually(() => toast(page).textContent()).toContain('Recipe removed');
    expect(await toast(page).textContent()).toContain('Removed from your favorites');
    await eventually(() => grid.getByRole('article').count()).toBe(1);
    await eventually(() => page.locator('.saved-recipes__count').textContent()).toContain('1 recipe');
    expect((await api<{ total: number }>('GET', '/api/favorites')).total).toBe(1);

    // Save it back from the card's heart… then remove the last one for the empty state.
    const tiramisuCard = page.getByRole('article').filter({ hasText: 'Classic Tiramisu' });
    await tiramisuCard.getByRole('button', { name: 'Remove from favorites' }).click();
    await page.getByRole('heading', { name: 'No saved recipes yet' }).waitFor();
    expect(await page.getByRole('link', { name: 'Browse Recipes' }).getAttribute('href')).toBe('/');
    expect((await api<{ total: number }>('GET', '/api/favorites')).total).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'kitchen-favorites-empty-desktop');
    await context.close();
  });

  it('ignores a corrupt offline copy and works on a phone', async () => {
    const { context, page, api } = await signedIn('phone');
    await api('PUT', `/api/favorites/${await seedRecipeId(world.app, 'thai-mango-sticky-rice')}`);
    await page.goto('/favorites');
    await page.evaluate(`localStorage.setItem('Sous_favorites', '{not json')`);
    await page.reload();
    await waitForHeading(page, 'My Saved Recipes');
    await page.getByRole('article').filter({ hasText: 'Mango Sticky Rice' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'kitchen-favorites-phone');
    await context.close();
  });
});

describe('shopping list', () => {
  it('merges two recipes by aisle, ticks, hides completed, removes a recipe and clears with a confirm', async () => {
    const { context, page, api } = await signedIn();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const ricotta = await seedRecipeId(world.app, 'italian-lemon-ricotta-pancakes');
    const blueberry = await seedRecipeId(world.app, 'american-blueberry-buttermilk-pancakes');
    await api('POST', '/api/shopping-list/recipes', { recipeId: ricotta });
    const list = await api<ShoppingListView>('POST', '/api/shopping-list/recipes', { recipeId: blueberry });
    const names = list.recipes.map((recipe) => recipe.name);
    expect(names).toHaveLength(2);
    const shared = list.items.filter((item) => item.recipes.length === 2);
    expect(shared.length).toBeGreaterThan(1);
    const flour = shared.find((item) => item.ingredient.includes('flour'))!;
    expect(flour).toBeDefined();

    await page.goto('/shopping-list');
    await waitForHeading(page, 'Shopping List');
    const total = list.items.length;
    const progress = page.getByRole('progressbar');
    await eventually(() => progress.getAttribute('aria-valuetext')).toBe(`0 of ${total} done`);
    // Grouped by aisle: a heading per aisle, the merged flour line in its aisle with both recipes.
    const aisleOf = (item: ShoppingListItem) =>
      page.getByRole('region', { name: AISLE_LABELS[item.aisle], exact: true });
    const flourAisle = aisleOf(flour);
    const flourBox = flourAisle.getByRole('checkbox', { name: itemText(flour) });
    await flourBox.waitFor();
    const flourRow = flourAisle
      .getByRole('listitem')
      .filter({ has: page.getByRole('checkbox', { name: itemText(flour) }) });
    for (const name of names) expect(await flourRow.textContent()).toContain(name);
    const aisles = [...new Set(list.items.map((item) => item.aisle))];
    expect(aisles.length).toBeGreaterThan(2);
    for (const aisle of aisles)
      expect(await page.getByRole('heading', { level: 2, name: AISLE_LABELS[aisle], exact: true }).count()).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'kitchen-shopping-list-desktop');

    // Tick two lines: the progress moves, the server keeps the marks, completed lines sink.
    await setChecked(flourBox, true);
    await eventually(() => progress.getAttribute('aria-valuetext')).toBe(`1 of ${total} done`);
    const sugar = shared.find((item) => item.ingredient.includes('sugar'))!;
    await setChecked(page.getByRole('checkbox', { name: itemText(sugar) }), true);
    await eventually(() => progress.getAttribute('aria-valuetext')).toBe(`2 of ${total} done`);
    await eventually(
      async () => (await api<ShoppingListView>('GET', '/api/shopping-list')).items.filter((i) => i.completed).length,
    ).toBe(2);
    // Completed lines sink to the bottom of their aisle.
    const states = await flourAisle
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => (box as unknown as { checked: boolean }).checked));
    expect(states).toEqual([...states].sort((a, b) => Number(a) - Number(b)));
    expect(states.at(-1)).toBe(true);
    expect(await page.getByRole('link', { name: `Shopping list (${total - 2})` }).count()).toBe(1);

    // Hide / show completed.
    await page.getByRole('button', { name: 'Hide Completed' }).click();
    await eventually(() => flourBox.count()).toBe(0);
    await page.getByRole('button', { name: 'Show Completed' }).click();
    await eventually(() => flourBox.count()).toBe(1);

    // Copy list: plain text grouped by aisle, only what is still to buy.
    await page.getByRole('button', { name: 'Copy list' }).click();
    await eventually(() => toast(page).textContent()).toContain('List copied');
    const copied = await page.evaluate<string>('navigator.clipboard.readText()');
    expect(copied).toMatch(/^Shopping list\n\n[A-Z][^\n]+\n- /);
    expect(copied).not.toContain(itemText(flour));

    // A line of our own.
    await page.getByRole('textbox', { name: 'Add an item' }).fill('kitchen roll');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('checkbox', { name: 'kitchen roll' }).waitFor();

    // Remove one recipe: its lines go, the marks reset.
    await page.getByRole('button', { name: `Remove ${names[0]} from your list` }).click();
    await eventually(() => page.getByRole('button', { name: /^Remove .* from your list$/ }).count()).toBe(1);
    const after = await api<ShoppingListView>('GET', '/api/shopping-list');
    expect(after.recipes.map((recipe) => recipe.name)).toEqual([names[1]]);
    const flourAfter = after.items.find((item) => item.ingredient.includes('flour'))!;
    await eventually(() => page.getByRole('checkbox', { name: itemText(flourAfter) }).isChecked()).toBe(false);
    expect(
      await page
        .getByRole('listitem')
        .filter({ has: page.getByRole('checkbox', { name: itemText(flourAfter) }) })
        .textContent(),
    ).not.toContain(names[0]);

    // Clear all, after the confirm.
    await page.getByRole('button', { name: 'Clear all' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    const settled = `document.getAnimations().every((a) => a.playState !== 'running' || a.effect.getTiming().iterations === Infinity)`;
    await eventually(() => page.evaluate<boolean>(settled)).toBe(true); // the dialog's fade-in is over
    await expectAccessible(page);
    // The viewport only: a full-page capture resizes the page and replays the dialog's fade-in.
    await page.screenshot({ path: path.join(screenshotDir, 'kitchen-shopping-list-clear-confirm-desktop.png') });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => dialog.count()).toBe(0);
    expect((await api<ShoppingListView>('GET', '/api/shopping-list')).items.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Clear all' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Clear all' }).click();
    await page.getByRole('heading', { name: 'Your shopping list is empty' }).waitFor();
    expect(await page.getByRole('link', { name: 'Browse Recipes' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: /Explore Meal Plans/ }).getAttribute('href')).toBe('/meal-plans');
    expect((await api<ShoppingListView>('GET', '/api/shopping-list')).items).toEqual([]);
    await expectAccessible(page);
    await context.close();
  });

  it('keeps working offline and syncs the queued ticks when back online (phone)', async () => {
    const { context, page, api } = await signedIn('phone');
    await api('POST', '/api/shopping-list/recipes', {
      recipeId: await seedRecipeId(world.app, 'italian-spaghetti-carbonara'),
    });
    const list = await api<ShoppingListView>('GET', '/api/shopping-list');
    await page.goto('/shopping-list');
    await waitForHeading(page, 'Shopping List');
    const [first, second] = list.items;
    await page.getByRole('checkbox', { name: itemText(first) }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'kitchen-shopping-list-phone');

    await context.setOffline(true);
    const offlineBadge = page.locator('#main').getByText('Offline — changes will sync');
    await offlineBadge.waitFor();
    await setChecked(page.getByRole('checkbox', { name: itemText(first) }), true);
    await page.getByRole('textbox', { name: 'Add an item' }).fill('2 lemons');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('checkbox', { name: '2 lemons' }).waitFor();
    await setChecked(page.getByRole('checkbox', { name: itemText(second) }), true);
    await setChecked(page.getByRole('checkbox', { name: itemText(second) }), false);
    const pending = await stored(page, 'Sous_pending');
    expect(pending.map((op: { method: string }) => op.method)).toEqual(['PATCH', 'POST', 'PATCH']);
    expect(await stored(page, 'shoppingListCompleted')).toEqual([first.id]);
    await screenshot(page, 'kitchen-shopping-list-offline-phone');

    await context.setOffline(false);
    await eventually(async () => {
      const now = await api<ShoppingListView>('GET', '/api/shopping-list');
      return {
        firstDone: now.items.find((item) => item.id === first.id)?.completed,
        secondDone: now.items.find((item) => item.id === second.id)?.completed,
        lemons: now.items.some((item) => item.ingredient.includes('lemon')),
      };
    }).toEqual({ firstDone: true, secondDone: false, lemons: true });
    await eventually(() => stored(page, 'Sous_pending')).toBeNull();
    await eventually(() => offlineBadge.count()).toBe(0);
    await context.close();
  });
});

describe('meal plans', () => {
  it('filters plans, opens one, switches days and adds the week to the list', async () => {
    const { context, page, api } = await signedIn();
    await page.goto('/meal-plans');
    await waitForHeading(page, 'Meal Plans');
    const tabs = page.getByRole('tablist', { name: 'Filter meal plans' });
    await tabs.waitFor();
    for (const name of ['All Plans', 'Beginner', 'Intermediate', 'Advanced', 'Vegetarian', 'Family', 'Healthy'])
      expect(await tabs.getByRole('tab', { name, exact: true }).count()).toBe(1);
    const cards = page.getByRole('tabpanel').getByRole('article');
    await eventually(() => cards.count()).toBe(8);
    await expectAccessible(page);
    await screenshot(page, 'kitchen-meal-plans-desktop');

    await tabs.getByRole('tab', { name: 'Vegetarian' }).click();
    await eventually(() => cards.filter({ hasText: 'Vegetarian Delight' }).count()).toBe(1);
    expect(await cards.filter({ hasText: 'Beginner Week' }).count()).toBe(0);
    const delight = cards.filter({ hasText: 'Vegetarian Delight' });
    expect(await delight.textContent()).toContain('7 days');
    expect(await delight.textContent()).toMatch(/\d+ recipes/);

    await delight.getByRole('link', { name: 'Vegetarian Delight' }).click();
    await page.waitForURL('**/meal-plans/vegetarian-delight');
    await waitForHeading(page, 'Vegetarian Delight');
    const plan = await api<{
      dailyMeals: Array<{ day: string; breakfast?: number; lunch?: number; dinner?: number }>;
      recipes: Array<{ id: number; name: string }>;
    }>('GET', '/api/meal-plans/vegetarian-delight');
    const week = page.getByRole('tablist', { name: 'Day of the week' });
    await week.getByRole('tab', { name: 'Monday' }).click();
    await week.getByRole('tab', { name: 'Tuesday' }).click();
    expect(await week.getByRole('tab', { name: 'Tuesday' }).getAttribute('aria-selected')).toBe('true');
    const tuesday = plan.dailyMeals.find((day) => day.day === 'Tuesday')!;
    const panel = page.getByRole('tabpanel');
    for (const meal of ['breakfast', 'lunch', 'dinner'] as const) {
      const recipe = plan.recipes.find((candidate) => candidate.id === tuesday[meal])!;
      const link = panel.getByRole('link', { name: recipe.name, exact: true });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe(`/recipe/${recipe.id}`);
    }
    expect(await panel.textContent()).toMatch(/Breakfast.*Lunch.*Dinner/s);
    await expectAccessible(page);
    await screenshot(page, 'kitchen-meal-plan-desktop');

    await page.getByRole('button', { name: 'Add this week to my shopping list' }).click();
    await eventually(() => toast(page).textContent()).toContain('Added to shopping list');
    const list = await api<ShoppingListView>('GET', '/api/shopping-list');
    expect(list.recipes.length).toBe(new Set(plan.recipes.map((recipe) => recipe.id)).size);
    await eventually(() => page.getByRole('link', { name: `Shopping list (${list.items.length})` }).count()).toBe(1);

    await page.goto('/meal-plans/no-such-plan');
    await waitForHeading(page, 'Meal Plan Not Found');
    expect(await page.getByRole('link', { name: 'Back to Meal Plans' }).getAttribute('href')).toBe('/meal-plans');
    await context.close();
  });

  it('fits a phone', async () => {
    const { context, page } = await signedIn('phone');
    await page.goto('/meal-plans');
    await waitForHeading(page, 'Meal Plans');
    await page.getByRole('tabpanel').getByRole('article').first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'kitchen-meal-plans-phone');
    await page.goto('/meal-plans/beginner-week');
    await waitForHeading(page, 'Beginner Week');
    await page.getByRole('tab', { name: 'Friday' }).click();
    await page.getByRole('tabpanel').getByRole('article').first().waitFor();
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await screenshot(page, 'kitchen-meal-plan-phone');
    await context.close();
  });
});
