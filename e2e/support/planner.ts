import type { Page } from 'playwright-core';

/**
 * On the planner: puts the recipe found by `search` (its button named by `recipe`) on the first day's
 * dinner, then sends the week to the shopping list and waits for the page to say so.
 */
export async function planDinnerAndSendToList(page: Page, search: string, recipe: RegExp): Promise<void> {
  await page.goto('/planner');
  await page
    .locator('.planner-day')
    .first()
    .getByRole('region', { name: /^Dinner,/ })
    .getByRole('button', { name: /^Add to Dinner/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add to your week' });
  await dialog.getByLabel('Find a recipe').fill(search);
  await dialog.getByRole('button', { name: recipe }).click();
  await dialog.getByRole('button', { name: 'Add to week' }).click();
  await page.locator('.planner-entry', { hasText: recipe }).first().waitFor();
  await page.getByRole('button', { name: 'Add this week to my shopping list' }).click();
  await page
    .getByText(/Your week: \d+ items on your list now/)
    .first()
    .waitFor();
}
