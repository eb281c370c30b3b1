import { describe, expect, it } from 'vitest';
import { seedRecipeId } from '../backend/src/testing/seeded-server';
import { expectAccessible, newContext, screenshot, appPerFile, groupButton } from './support/browser';
import { contextApi } from './support/accounts';

const world = appPerFile();

/** Metric is the default: flour is weighed in the ingredients, the steps and the shopping list. */
describe('metric by weight', () => {
  it.each(['phone', 'desktop'] as const)(
    'shows flour in grams on the recipe and on the list (%s)',
    async (viewport) => {
      const context = await newContext(world.browser, world.app.url, viewport);
      const api = contextApi(context, world.app.url);
      const account = { email: `metric-${viewport}-${Date.now()}@example.com`, password: 'a proper long password' };
      await api('POST', '/api/auth/register', { firstName: 'Delia', lastName: 'Grams', ...account });
      await api('POST', '/api/auth/login', account);
      const page = await context.newPage();
      const fish = await seedRecipeId(world.app, 'british-beer-battered-fish-and-chips');

      await page.goto(`/recipe/${fish}`);
      const ingredients = page.locator('.ingredient-list');
      await ingredients.waitFor();
      const lines = await ingredients.locator('li').allTextContents();
      // "1 cup all-purpose flour, plus 1/4 cup for dredging": both parts weighed, never in ml.
      expect(lines.find((line) => line.includes('all-purpose flour'))).toMatch(/^120 g all-purpose flour, plus 30 g/);
      expect(lines.join('\n')).not.toMatch(/\d\s*ml[^,\n]*flour/);
      const steps = (await page.locator('.steps').textContent()) ?? '';
      expect(steps).toContain('120 g of the flour');
      expect(steps).toMatch(/\d+°C/);
      expect(steps).not.toMatch(/°F|\bcups?\b/);

      await api('POST', '/api/shopping-list/recipes', { recipeId: fish });
      await page.goto('/shopping-list');
      await page.getByRole('heading', { level: 1, name: 'Shopping List' }).waitFor();
      const flour = page.locator('.list-item__text', { hasText: 'all-purpose flour' });
      await expect.poll(() => flour.textContent(), { timeout: 10_000 }).toBe('150 g all-purpose flour');
      const listed = await page.locator('.list-item__text').allTextContents();
      expect(listed).not.toContain(expect.stringMatching(/\bcups?\b/));
      // A spoon of what has no density stays a spoon, as a metric cook writes it.
      expect(listed).toContain('1 tbsp fresh lemon juice');
      await expectAccessible(page);
      await screenshot(page, `metric-shopping-list-${viewport}`, { fullPage: false });
      // Original shows the recipe's own units again.
      await groupButton(page, 'Units', 'Original').click();
      await expect.poll(() => flour.textContent()).toMatch(/^1 1\/4 cups? all-purpose flour$/);
      await context.close();
    },
  );
});
