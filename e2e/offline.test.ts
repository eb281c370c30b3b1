import type { Page } from 'playwright-core';
import type { ShoppingListItem, ShoppingListView } from '@common/contracts/shopping-list.schema';
import { describe, expect, it } from 'vitest';
import { seedRecipeId } from '../backend/src/testing/seeded-server';
import { expectAccessible, newContext, screenshot, setChecked, appPerFile } from './support/browser';
import { contextApi, newCook, registerInContext } from './support/accounts';
import { shownItemText } from './support/list-items';

const world = appPerFile();

interface RecipeDetail {
  id: number;
  name: string;
  instructions: string[];
}

/** Waits (up to `timeout` ms) for the value to match: the page talks to a real server. */
const eventually = <T>(read: () => T | Promise<T>, timeout = 15_000) => expect.poll(read, { timeout });
const itemText = shownItemText;
const stored = async (page: Page, key: string) => {
  const raw = await page.evaluate<string | null>(`localStorage.getItem(${JSON.stringify(key)})`);
  return raw === null ? null : JSON.parse(raw);
};

describe('offline use', () => {
  it('opens the recipe, the list and cook mode with the network off, then syncs every tick once', async () => {
    const context = await newContext(world.browser, world.app.url, 'phone');
    const api = contextApi(context, world.app.url);
    const user = await registerInContext(
      world.app,
      context.request,
      newCook('offline', { firstName: 'Ada', lastName: 'Offline' }),
    );
    const recipeId = await seedRecipeId(world.app, 'italian-spaghetti-carbonara');
    const recipe = await api<RecipeDetail>('GET', `/api/recipes/${recipeId}`);
    const list = await api<ShoppingListView>('POST', '/api/shopping-list/recipes', { recipeId });
    const [first, second, third] = list.items;
    expect(third).toBeDefined();

    // Online once: the service worker installs (precaching the app) and sees the data requests.
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/recipe/${recipe.id}`);
    await page.getByRole('heading', { level: 1, name: recipe.name }).waitFor();
    await eventually(() => page.evaluate<boolean>('navigator.serviceWorker.controller !== null'), 20_000).toBe(true);
    await page.goto('/shopping-list');
    await page.getByRole('checkbox', { name: itemText(first) }).waitFor();
    await page.goto(`/cook-mode/${recipe.id}`);
    await page.getByRole('heading', { level: 1, name: recipe.name }).waitFor();

    // Count the writes that reach the server from here on (offline attempts fail and are not counted).
    const patches = new Map<string, number>();
    page.on('requestfinished', async (request) => {
      const match = /\/api\/shopping-list\/items\/([^/?]+)$/.exec(new URL(request.url()).pathname);
      if (request.method() !== 'PATCH' || !match || !(await request.response())?.ok()) return;
      const id = decodeURIComponent(match[1]);
      patches.set(id, (patches.get(id) ?? 0) + 1);
    });

    await context.setOffline(true);
    const badge = page.getByText('Offline — changes will sync').first();

    // A fresh navigation with no network: the shell, the recipe and its data come from the worker.
    await page.goto(`/recipe/${recipe.id}`);
    await page.getByRole('heading', { level: 1, name: recipe.name }).waitFor();
    await badge.waitFor();

    await page.goto('/shopping-list');
    await page.getByRole('heading', { level: 1, name: 'Shopping List' }).waitFor();
    await badge.waitFor();
    const tick = (item: ShoppingListItem, checked: boolean) =>
      setChecked(page.getByRole('checkbox', { name: itemText(item) }), checked);
    await tick(first, true);
    await tick(second, true);
    // Changed its mind: ticked then unticked; only the final state is queued for this line.
    await tick(third, true);
    await tick(third, false);
    expect(await stored(page, 'shoppingListCompleted')).toEqual([first.id, second.id]);
    expect(await page.getByRole('checkbox', { name: itemText(first) }).isChecked()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'offline-shopping-list-phone');

    await page.goto(`/cook-mode/${recipe.id}`);
    await page.getByRole('heading', { level: 1, name: recipe.name }).waitFor();
    await badge.waitFor();
    // The heading may also say "Completed" (Next marks a step done).
    const stepHeading = page.locator('#cook-step-heading');
    const stepCount = recipe.instructions.length;
    expect(stepCount).toBeGreaterThan(2);
    await eventually(() => stepHeading.textContent()).toMatch(new RegExp(`^Step 1 of ${stepCount}\\b`));
    await page.getByRole('button', { name: 'Next' }).click();
    await eventually(() => stepHeading.textContent()).toMatch(new RegExp(`^Step 2 of ${stepCount}\\b`));
    await page.getByRole('button', { name: 'Next' }).click();
    await eventually(() => stepHeading.textContent()).toMatch(new RegExp(`^Step 3 of ${stepCount}\\b`));
    await page.getByRole('button', { name: 'Previous' }).click();
    await eventually(() => stepHeading.textContent()).toMatch(new RegExp(`^Step 2 of ${stepCount}\\b`));
    await screenshot(page, 'offline-cook-mode-phone');
    // Still offline, a reload resumes the step.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: recipe.name }).waitFor();
    await eventually(() => stepHeading.textContent()).toMatch(new RegExp(`^Step 2 of ${stepCount}\\b`));
    expect(patches.size).toBe(0);

    // Back online: the queued ticks replay, each once.
    await context.setOffline(false);
    await eventually(() => stored(page, 'Sous_pending')).toBeNull();
    await eventually(() => badge.isVisible()).toBe(false);
    const rows: Array<{ item_key: string; times: string | number }> = await world.app.deps
      .db('shopping_list_completed')
      .where({ user_id: user.id })
      .groupBy('item_key')
      .select('item_key', world.app.deps.db.raw('count(*) as times'));
    // A tick is stored as `<line id>@<what the line held>` (it survives a rebuild while the line is the same).
    expect(rows.map((row) => [row.item_key.split('@')[0], Number(row.times)]).sort()).toEqual(
      [
        [first.id, 1],
        [second.id, 1],
      ].sort(),
    );
    const now = await api<ShoppingListView>('GET', '/api/shopping-list');
    expect(now.items.filter((item) => item.completed).map((item) => item.id)).toEqual(
      expect.arrayContaining([first.id, second.id]),
    );
    expect(now.items.filter((item) => item.completed)).toHaveLength(2);
    // One write per line touched: the two ticks, and the third line's final (unticked) state.
    expect(Object.fromEntries(patches)).toEqual({ [first.id]: 1, [second.id]: 1, [third.id]: 1 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
