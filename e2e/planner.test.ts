import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedRecipeId } from '../backend/src/testing/seeded-server';
import { signedInCook } from './support/accounts';
import { expectAccessible, screenshot, appPerFile } from './support/browser';

const world = appPerFile();

const monday = (page: Page) => page.locator('.planner-day').first();
const slot = (page: Page, day: number, meal: string) =>
  page
    .locator('.planner-day')
    .nth(day)
    .getByRole('region', { name: new RegExp(`^${meal},`) });

describe('the planner', () => {
  it.each(['phone', 'desktop'] as const)(
    'plans a week by search, note, move and a built-in plan, then sends it to the list (%s)',
    async (viewport) => {
      const { context, page, api } = await signedInCook(world.browser, world.app, { viewport });
      await page.goto('/planner');
      await page.getByRole('heading', { level: 1, name: 'My Week' }).waitFor();
      await expect.poll(() => page.locator('.planner-day').count()).toBe(7);
      expect(await monday(page).locator('h2').textContent()).toMatch(/^Monday/);

      // A recipe found by name, for six.
      await slot(page, 0, 'Dinner')
        .getByRole('button', { name: /^Add to Dinner/ })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Add to your week' });
      await dialog.getByLabel('Find a recipe').fill('chili');
      await dialog.getByRole('button', { name: /Beef and Bean Chili/ }).click();
      await dialog.getByLabel('Servings').fill('6');
      await expectAccessible(page);
      await screenshot(page, `planner-add-${viewport}`, { fullPage: false });
      await dialog.getByRole('button', { name: 'Add to week' }).click();
      const chili = slot(page, 0, 'Dinner').locator('.planner-entry', { hasText: 'Beef and Bean Chili' });
      await chili.waitFor();
      expect(await chili.textContent()).toContain('6 servings');

      // A note on Tuesday's lunch.
      await slot(page, 1, 'Lunch')
        .getByRole('button', { name: /^Add to Lunch/ })
        .click();
      await dialog.getByRole('radio', { name: 'A note' }).click();
      await dialog.getByLabel('Note').fill('Leftovers');
      await dialog.getByRole('button', { name: 'Add to week' }).click();
      await slot(page, 1, 'Lunch').getByText('Leftovers').waitFor();

      // Moved from its menu (the keyboard's way): Monday's dinner becomes Wednesday's.
      await chili.getByRole('button', { name: 'Actions for Beef and Bean Chili' }).click();
      await page.getByRole('menuitem', { name: 'Move or change…' }).click();
      const change = page.getByRole('dialog', { name: 'Change Beef and Bean Chili' });
      const wednesday = await page.locator('.planner-day').nth(2).getAttribute('data-day');
      await change.getByLabel('Day').fill(wednesday!);
      await change.getByRole('button', { name: 'Save' }).click();
      await slot(page, 2, 'Dinner').getByText('Beef and Bean Chili').waitFor();
      expect(await slot(page, 0, 'Dinner').locator('.planner-entry').count()).toBe(0);

      // A built-in plan fills the week around them.
      await page.getByRole('button', { name: 'Start from a meal plan' }).click();
      await page
        .getByRole('dialog', { name: 'Start from a meal plan' })
        .getByRole('button', { name: 'Add to this week' })
        .click();
      await expect.poll(() => page.locator('.planner-entry').count(), { timeout: 10_000 }).toBeGreaterThan(10);
      await expectAccessible(page);
      await screenshot(page, `planner-week-${viewport}`);
      await page.locator('.planner-day').nth(2).scrollIntoViewIfNeeded();
      await screenshot(page, `planner-days-${viewport}`, { fullPage: false });

      await page.getByRole('button', { name: 'Add this week to my shopping list' }).click();
      await page
        .getByText(/Your week: \d+ items on your list now/)
        .first()
        .waitFor();
      const list = await api<{ recipes: Array<{ name: string; servings: number }> }>('GET', '/api/shopping-list');
      expect(list.recipes).toContainEqual(expect.objectContaining({ name: 'Beef and Bean Chili', servings: 6 }));
      await context.close();
    },
  );

  it('adds a recipe to the plan from its page at the servings shown, and serves the week as a calendar', async () => {
    const { context, page } = await signedInCook(world.browser, world.app, { viewport: 'desktop' });
    const carbonara = await seedRecipeId(world.app, 'italian-spaghetti-carbonara');
    await page.goto(`/recipe/${carbonara}`);
    await page.getByRole('button', { name: 'Add to plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to your week' });
    await dialog.waitFor();
    expect(await dialog.getByText('Spaghetti Carbonara').count()).toBe(1);
    await dialog.getByLabel('Meal').selectOption('lunch');
    await dialog.getByRole('button', { name: 'Add to week' }).click();
    await page.getByText('Added to your week').first().waitFor();

    await page.goto('/planner');
    await page.locator('.planner-day--today').getByText('Spaghetti Carbonara').waitFor();
    await page.getByRole('button', { name: 'Calendar feed' }).click();
    const feed = page.getByRole('dialog', { name: 'Your week in your calendar' });
    await feed.getByRole('button', { name: 'Make my calendar address' }).click();
    const url = await feed.getByLabel('Calendar address').inputValue();
    await expectAccessible(page);
    await screenshot(page, 'planner-calendar-desktop', { fullPage: false });
    const response = await page.request.get(new URL(url).pathname);
    expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
    const events = new ICAL.Component(ICAL.parse(await response.text())).getAllSubcomponents('vevent');
    expect(events.map((event) => new ICAL.Event(event).summary)).toEqual(['Lunch: Spaghetti Carbonara (4 servings)']);
    await context.close();
  });
});
