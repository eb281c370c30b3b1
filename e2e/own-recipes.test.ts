import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectAccessible,
  gotoHydrated,
  newContext,
  screenshot,
  settleAnimations,
  type Viewport,
  appPerFile,
} from './support/browser';
import { signedInCook } from './support/accounts';
import { sidewaysJpeg } from '../backend/src/testing/test-images';

const world = appPerFile();

const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });
const hostile = '<img src=x onerror="window.__pwned=1">';

const ingredientField = (page: Page, position: number) => page.getByRole('textbox', { name: `Ingredient ${position}` });

async function writeRecipe(page: Page, name: string, viewport: Viewport, photo: Buffer) {
  await gotoHydrated(page, '/recipes');
  await page.getByRole('link', { name: 'My recipes' }).click();
  await page.getByRole('heading', { level: 1, name: 'My recipes' }).waitFor();
  await page.getByRole('heading', { name: 'No recipes found' }).waitFor();
  await page.getByRole('link', { name: 'New recipe' }).click();
  await page.getByRole('heading', { level: 1, name: 'New recipe' }).waitFor();

  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description').fill(`Grandmother's way ${hostile}`);
  await page.getByLabel('Prep time (minutes)').fill('20');
  await page.getByLabel('Cooking time (minutes)').fill('45');
  await page.getByLabel('Servings').fill('6');
  await page.getByLabel('Difficulty').selectOption('Intermediate');
  await page.getByRole('checkbox', { name: 'Dinner' }).check();
  await page.getByLabel('Tags').fill('family, sunday');

  // The parser reads each line as it is typed; only a line it is unsure of asks for a look.
  await ingredientField(page, 1).fill('2 cups whole milk');
  const firstPreview = page.locator('.parse-preview').first();
  await eventually(() => firstPreview.textContent()).toContain('whole milk');
  expect(await firstPreview.textContent()).toMatch(/Amount2.*Unitcups.*Foodwhole milk/);
  await page.getByRole('button', { name: 'Add ingredient' }).click();
  await ingredientField(page, 2).fill('2 x 400g tins chopped tomatoes');
  await page.getByRole('button', { name: 'Add ingredient' }).click();
  await ingredientField(page, 3).fill('1 lb lasagne sheets');
  await eventually(() => page.getByText('Check this line').count()).toBe(1);

  // Reorder with the buttons (the keyboard's way: each is a focusable button)…
  await page.getByRole('button', { name: 'Move Ingredient 3 up' }).click();
  await eventually(() => ingredientField(page, 2).inputValue()).toBe('1 lb lasagne sheets');
  // …and by dragging the handle.
  await page.getByRole('group', { name: 'Ingredients' }).evaluate((list) => list.scrollIntoView({ block: 'center' }));
  const handle = page.getByRole('button', { name: 'Reorder Ingredient 1' });
  const target = page.getByRole('button', { name: 'Reorder Ingredient 3' });
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse.move(from.x + from.width / 2, from.y + ((to.y - from.y + to.height) * step) / 10, { steps: 2 });
  }
  await page.mouse.up();
  await eventually(() => ingredientField(page, 3).inputValue()).toBe('2 cups whole milk');

  await page.getByRole('textbox', { name: 'Step 1' }).fill('Heat the oven to 375°F.');
  await page.getByRole('button', { name: 'Add step' }).click();
  await page.getByRole('textbox', { name: 'Step 2' }).fill('Layer, then bake for 45 minutes.');
  await page.getByLabel('Calories (kcal)').fill('610');
  await page.getByLabel('Add a photo').setInputFiles({ name: 'lasagne.jpg', mimeType: 'image/jpeg', buffer: photo });

  await expectAccessible(page);
  await settleAnimations(page);
  await screenshot(page, `own-recipe-editor-${viewport}`);

  await page.getByRole('button', { name: 'Save recipe' }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return Number(new URL(page.url()).pathname.split('/').pop());
}

describe.each(['desktop', 'phone'] as const)('a cook writes a recipe of their own (%s)', (viewport) => {
  it('saves it, finds it in search, favorites, the list and cook mode, edits and deletes it', async () => {
    const { context, page } = await signedInCook(world.browser, world.app, { viewport });
    const word = `Quillfeather${viewport}`;
    const name = `${word} lasagne`;
    const id = await writeRecipe(page, name, viewport, await sidewaysJpeg(1600, 1200));
    expect(id).toBeGreaterThan(0);

    // The photo is served upright, through a URL signed for the cook.
    const hero = page.locator(`img[src^="/api/media/recipes/${id}/"]`).first();
    await hero.waitFor();
    // (Sideways pixels would be wider than tall.)
    const upright = () =>
      hero.evaluate((img) => {
        const { naturalWidth, naturalHeight } = img as unknown as { naturalWidth: number; naturalHeight: number };
        return naturalHeight > naturalWidth;
      });
    await eventually(upright).toBe(true);

    // Hostile HTML in the description is text on the page, not markup.
    await page.getByText(`Grandmother's way ${hostile}`).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await page.getByText('Your recipe: only you can see it.').waitFor();
    await expectAccessible(page);
    await screenshot(page, `own-recipe-page-${viewport}`);

    // Favorites and the shopping list take it like any recipe.
    await page.getByRole('button', { name: 'Save to favorites' }).click();
    await page.getByRole('button', { name: 'Remove from favorites' }).waitFor();
    await page.getByRole('button', { name: 'Add to shopping list' }).click();
    await gotoHydrated(page, '/favorites');
    await page.getByRole('article').filter({ hasText: name }).waitFor();
    await gotoHydrated(page, '/shopping-list');
    await eventually(() => page.getByText('lasagne', { exact: false }).count()).toBeGreaterThan(0);

    // Search covers the cook's own recipes with the catalog; "My recipes" lists them.
    await gotoHydrated(page, `/recipes?search=${word}`);
    const card = page.getByRole('article').filter({ hasText: name });
    await card.waitFor();
    await card.locator(`img[src^="/api/media/recipes/${id}/"]`).waitFor();
    await gotoHydrated(page, '/recipes?mine=true');
    await page.getByRole('article').filter({ hasText: name }).waitFor();
    await expectAccessible(page);
    await screenshot(page, `own-recipes-list-${viewport}`);

    // Cook mode walks its steps.
    await gotoHydrated(page, `/cook-mode/${id}`);
    // The step on show (the step list beside it may be off screen on a phone).
    await page
      .locator('.cook-step__text')
      .filter({ hasText: /Heat the oven to/ })
      .waitFor();

    // A share link opens a read-only page for anyone signed out, until the cook stops sharing.
    await gotoHydrated(page, `/recipe/${id}`);
    await page.getByRole('button', { name: 'Share link' }).click();
    const link = page.getByRole('textbox', { name: 'Share link' });
    await link.waitFor();
    await page.getByText('Shared: anyone with the link can see it.').waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(/\/shared\/[A-Za-z0-9_-]{32}$/);
    await expectAccessible(page);
    await screenshot(page, `own-recipe-shared-${viewport}`);
    const visitor = await newContext(world.browser, world.app.url, viewport);
    const signedOut = await visitor.newPage();
    await signedOut.goto(new URL(url).pathname);
    await signedOut.getByRole('heading', { level: 1, name }).waitFor();
    await signedOut.getByText(`Grandmother's way ${hostile}`).waitFor();
    expect(await signedOut.locator('meta[property="og:title"]').getAttribute('content')).toBe(name);
    expect(await signedOut.locator('meta[property="og:image"]').getAttribute('content')).toBe(`${url}/photo.webp`);
    await eventually(() =>
      signedOut.locator('main img').evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
    ).toBeGreaterThan(0);
    const jsonLd = JSON.parse((await signedOut.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd).toMatchObject({ '@type': 'Recipe', name });
    expect(await signedOut.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expectAccessible(signedOut);
    await screenshot(signedOut, `own-recipe-share-page-${viewport}`);
    await page.getByRole('button', { name: 'Stop sharing' }).click();
    await page.getByText('Your recipe: only you can see it.').waitFor();
    expect((await signedOut.goto(new URL(url).pathname))?.status()).toBe(404);
    await visitor.close();

    // Edit: the form comes back filled; a change is saved.
    await gotoHydrated(page, `/recipe/${id}`);
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit recipe' }).waitFor();
    expect(await ingredientField(page, 3).inputValue()).toBe('2 cups whole milk');
    await page.getByLabel('Name', { exact: true }).fill(`${name} al forno`);
    await page.getByRole('button', { name: 'Save recipe' }).click();
    await page.getByRole('heading', { level: 1, name: `${name} al forno` }).waitFor();

    // Delete, after a confirmation.
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Delete recipe' }).click();
    await page.getByRole('heading', { level: 1, name: 'My recipes' }).waitFor();
    await page.getByRole('heading', { name: 'No recipes found' }).waitFor();
    await context.close();
  }, 300_000);
});

describe('the editor refuses what it cannot save', () => {
  it('names the fields the server refused, beside them', async () => {
    const { context, page } = await signedInCook(world.browser, world.app);
    await gotoHydrated(page, '/recipes/new');
    await page.getByRole('heading', { level: 1, name: 'New recipe' }).waitFor();
    await page.getByLabel('Servings').fill('500');
    await page.getByRole('button', { name: 'Save recipe' }).click();
    await page.getByText('Some fields need a look').waitFor();
    expect(await page.getByText('Must not be blank').count()).toBeGreaterThan(0);
    await page.getByText('Must be at most 100').waitFor();
    await page.getByText('Add at least one ingredient').waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
