import type { Locator, Page } from 'playwright-core';
import type { ShoppingListView } from '@common/contracts/shopping-list.schema';
import { describe, expect, it } from 'vitest';
import { seedRecipeId } from '../backend/src/testing/seeded-server';
import {
  appPerFile,
  expectAccessible,
  gotoHydrated,
  groupButton,
  screenshot,
  setChecked,
  type Viewport,
  viewports,
} from './support/browser';
import { newCook, signedInCook, upgradeToPremium } from './support/accounts';
import { eventually } from './support/eventually';

/**
 * A cook's evening in the kitchen, through the pages alone: scale a recipe and shop for it, keep the
 * ticks while adding more, read flour by weight, cook from what is in the pantry, follow the steps
 * on a phone and ask the assistant about the recipe.
 */
const world = appPerFile();

const both = ['phone', 'desktop'] as const;

const signedIn = (viewport: Viewport) =>
  signedInCook(world.browser, world.app, {
    viewport,
    cook: newCook('journey', { firstName: 'Marcella', lastName: 'Hazan' }),
  });

/** One journey on a phone and on a desktop, each by a fresh signed-in cook whose pages close after it. */
const onBothScreens = (
  title: string,
  journey: (cook: Awaited<ReturnType<typeof signedIn>>, viewport: Viewport) => Promise<void>,
) =>
  it.each(both)(title, async (viewport) => {
    const cook = await signedIn(viewport);
    try {
      await journey(cook, viewport);
    } finally {
      await cook.context.close();
    }
  });

const toast = (page: Page) => page.locator('.toast').first();

async function openRecipe(page: Page, id: number, name: string) {
  await gotoHydrated(page, `/recipe/${id}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.locator('.ingredient-list li').first().waitFor();
}

/** The list's lines as the page shows them, by aisle heading. */
async function linesByAisle(page: Page): Promise<Record<string, string[]>> {
  const aisles: Record<string, string[]> = {};
  for (const section of await page.locator('section.aisle').all()) {
    const title = (await section.locator('.aisle__title').textContent()) ?? '';
    aisles[title] = (await section.locator('.list-item__text').allTextContents()).map((text) => text.trim());
  }
  return aisles;
}

async function openList(page: Page) {
  await gotoHydrated(page, '/shopping-list');
  await page.getByRole('heading', { level: 1, name: 'Shopping List' }).waitFor();
  await page.locator('section.aisle').first().waitFor();
}

/** Nothing on the page is wider than the screen (a long amount, a chip row). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Elements whose text runs out of their own box (an amount that does not fit its line). */
async function overflowingText(page: Page, selector: string): Promise<string[]> {
  return page.evaluate<string[]>(`[...document.querySelectorAll(${JSON.stringify(selector)})]
    .filter((el) => el.scrollWidth > el.clientWidth + 1)
    .map((el) => el.textContent)`);
}

async function onScreen(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const size = page.viewportSize()!;
  return (
    box !== null && box.y >= 0 && box.y + box.height <= size.height && box.x >= 0 && box.x + box.width <= size.width
  );
}

describe('shopping for a scaled recipe', () => {
  onBothScreens(
    'Chicken Cacciatore for 8 goes on the list by aisle, and ticks survive adding carbonara (%s)',
    async ({ page, api }, viewport) => {
      const cacciatore = await seedRecipeId(world.app, 'italian-chicken-cacciatore');
      const carbonara = await seedRecipeId(world.app, 'italian-spaghetti-carbonara');

      // Scale on the recipe page: 4 → 8 servings doubles the lines the cook reads.
      await openRecipe(page, cacciatore, 'Chicken Cacciatore');
      await page.getByRole('button', { name: 'Increase servings' }).click({ clickCount: 4, delay: 50 });
      await eventually(() => page.locator('.stepper__value').textContent()).toBe('8');
      const ingredients = page.locator('.ingredient-list li');
      await eventually(async () =>
        (await ingredients.allTextContents()).find((line) => /chicken thighs/.test(line)),
      ).toMatch(/^16 bone-in, skin-on chicken thighs/);
      // "1 red bell pepper and 1 yellow bell pepper": both peppers double, not only the first.
      expect(await ingredients.allTextContents()).toContain('2 red bell peppers and 2 yellow bell peppers, sliced');
      expect(await overflowingText(page, '.ingredient-list li')).toEqual([]);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Add to shopping list' }).click();
      await eventually(() => toast(page).textContent()).toContain('Added to shopping list');
      await screenshot(page, `journey-cacciatore-8-${viewport}`, { fullPage: false });

      // The list: 16 thighs under Meat & Fish, the can and the two peppers as the shop sells them.
      await openList(page);
      const aisles = await linesByAisle(page);
      console.log(`${viewport}: ${JSON.stringify(aisles)}`);
      const all = Object.values(aisles).flat();
      expect(aisles['Meat & Fish'], JSON.stringify(aisles)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^16 .*chicken thighs/)]),
      );
      expect(
        all.filter((line) => /chicken/.test(line)),
        JSON.stringify(aisles),
      ).toHaveLength(1);
      const produce = aisles.Produce ?? [];
      // "1 red bell pepper and 1 yellow bell pepper": two lines, each doubled.
      expect(produce, JSON.stringify(aisles)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^2 red bell peppers?$/),
          expect.stringMatching(/^2 yellow bell peppers?$/),
        ]),
      );
      // Two 28 oz cans: a count of cans, under Pantry, never a weight of tomatoes in the produce aisle.
      const tomatoes = all.filter((line) => /tomato/.test(line));
      expect(tomatoes, JSON.stringify(aisles)).toHaveLength(1);
      expect(aisles.Pantry ?? [], JSON.stringify(aisles)).toContain(tomatoes[0]);
      expect(tomatoes[0]).toMatch(/^2 cans \((28 oz|794 g|800 g)\) whole peeled tomatoes$/);
      expect(
        produce.some((line) => /onion/.test(line)),
        JSON.stringify(aisles),
      ).toBe(true);
      expect(
        produce.some((line) => /garlic/.test(line)),
        JSON.stringify(aisles),
      ).toBe(true);
      expect(await page.locator('.list-recipes').textContent()).toContain('Serves 8');
      const list = await api<ShoppingListView>('GET', '/api/shopping-list');
      await eventually(() => page.getByRole('progressbar').getAttribute('aria-valuetext')).toBe(
        `0 of ${list.items.length} done`,
      );
      expect(await page.locator('.shopping__summary').textContent()).toBe(`${list.items.length} items from 1 recipe`);
      expect(await overflowingText(page, '.list-item__text, .list-item__recipes')).toEqual([]);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await screenshot(page, `journey-list-cacciatore-${viewport}`);

      // Tick two lines, then add carbonara from its own page: both ticks are still there.
      const thighs = page.getByRole('checkbox', { name: /chicken thighs/ });
      const wine = page.getByRole('checkbox', { name: /red wine/ });
      await setChecked(thighs, true);
      await setChecked(wine, true);
      await eventually(() => page.getByRole('progressbar').getAttribute('aria-valuetext')).toBe(
        `2 of ${list.items.length} done`,
      );
      await openRecipe(page, carbonara, 'Spaghetti Carbonara');
      await page.getByRole('button', { name: 'Add to shopping list' }).click();
      await eventually(() => toast(page).textContent()).toContain('Added to shopping list');
      await openList(page);
      const after = await api<ShoppingListView>('GET', '/api/shopping-list');
      expect(after.recipes.map((recipe) => recipe.name).sort()).toEqual(['Chicken Cacciatore', 'Spaghetti Carbonara']);
      await eventually(() => thighs.isChecked()).toBe(true);
      expect(await wine.isChecked()).toBe(true);
      expect(after.items.filter((item) => item.completed).map((item) => item.ingredient)).toEqual(
        expect.arrayContaining([expect.stringMatching(/chicken thighs/), expect.stringMatching(/red wine/)]),
      );
      await eventually(() => page.getByRole('progressbar').getAttribute('aria-valuetext')).toBe(
        `2 of ${after.items.length} done`,
      );
      expect(await page.locator('.shopping__summary').textContent()).toBe(`${after.items.length} items from 2 recipes`);
      expect(await overflowingText(page, '.list-item__text, .list-item__recipes')).toEqual([]);
      await expectAccessible(page);
      await screenshot(page, `journey-list-two-recipes-${viewport}`);
    },
  );
});

describe('metric', () => {
  onBothScreens(
    'turning Metric on weighs the flour in the ingredients, the steps and on the list (%s)',
    async ({ page, api }, viewport) => {
      const bars = await seedRecipeId(world.app, 'american-lemon-bars');
      await openRecipe(page, bars, 'Lemon Bars');
      const flourLine = async () =>
        (await page.locator('.ingredient-list li').allTextContents()).find((line) =>
          line.includes('all-purpose flour'),
        );
      await page.getByRole('radio', { name: 'Original' }).check();
      await eventually(flourLine).toMatch(/^1 cup all-purpose flour, plus 3 tbsp/);
      expect(await page.locator('.steps').textContent()).toContain('Pulse 1 cup flour');

      await page.getByRole('radio', { name: 'Metric' }).check();
      // "1 cup all-purpose flour, plus 3 tbsp for the filling": both parts weighed.
      await eventually(flourLine).toMatch(/^120 g all-purpose flour, plus \d+ g for the filling/);
      const steps = (await page.locator('.steps').textContent()) ?? '';
      expect(steps).toContain('Pulse 120 g flour');
      expect(steps).toMatch(/the \d+ g flour/);
      expect(steps).not.toMatch(/\d\s*ml[^.]*flour|\bcups?\b/);
      await screenshot(page, `journey-metric-recipe-${viewport}`, { fullPage: false });

      await page.getByRole('button', { name: 'Add to shopping list' }).click();
      await eventually(() => toast(page).textContent()).toContain('Added to shopping list');
      await openList(page);
      expect(await groupButton(page, 'Units', 'Metric').getAttribute('aria-pressed')).toBe('true');
      const flour = page.locator('.list-item__text', { hasText: 'all-purpose flour' });
      await eventually(() => flour.textContent()).toMatch(/^1\d\d g all-purpose flour$/);
      const lines = await page.locator('.list-item__text').allTextContents();
      // Cups go; a spoon stays only for a small amount of what has no known density ("2 tbsp lemon zest").
      expect(lines.filter((line) => /\bcups?\b/.test(line))).toEqual([]);
      for (const line of lines.filter((text) => /\b(tbsp|tsp)\b/.test(text)))
        expect(line).not.toMatch(/flour|sugar|butter|salt/);
      await expectAccessible(page);
      await screenshot(page, `journey-metric-list-${viewport}`, { fullPage: false });
      expect((await api<ShoppingListView>('GET', '/api/shopping-list')).recipes).toHaveLength(1);
    },
  );
});

describe('cook with what you have', () => {
  onBothScreens(
    'chicken, tomatoes, onion and garlic find a chicken dish; its missing lines alone go on the list (%s)',
    async ({ page, api }, viewport) => {
      await gotoHydrated(page, '/ingredient-search');
      await page.getByRole('heading', { level: 1, name: 'What’s in your kitchen?' }).waitFor();
      const input = page.getByLabel('Add an ingredient');
      for (const item of ['chicken', 'tomatoes', 'onion', 'garlic']) {
        await input.fill(item);
        await input.press('Enter');
      }
      expect(
        await page.getByRole('list', { name: 'Your ingredients' }).getByRole('listitem').allTextContents(),
      ).toEqual(['chicken', 'tomatoes', 'onion', 'garlic']);
      await page.getByRole('button', { name: 'Find Recipes' }).click();
      const grid = page.getByRole('list', { name: 'Recipes you can make' });
      await grid.getByRole('article').first().waitFor();
      const first = grid.getByRole('article').first();
      const title = (await first.getByRole('heading').first().textContent()) ?? '';
      expect(title).toMatch(/chicken/i);
      const count = await grid.getByRole('article').count();
      expect(await page.locator('.browser__count').textContent()).toBe(
        `${count} ${count === 1 ? 'recipe' : 'recipes'} found`,
      );
      // What the cook holds is never missing; what is made from it (chicken broth, tomato paste) is not theirs.
      const had = /\b(chicken|tomato(es)?|onions?|garlic)\b(?! (broth|stock|paste|powder))/i;
      const missingText = ((await first.locator('.match__missing').textContent()) ?? '').replace(/^Missing:\s*/, '');
      expect(missingText.split(', ').filter((food) => had.test(food))).toEqual([]);
      const haveText = (await first.locator('.match__have').textContent()) ?? '';
      expect(haveText).not.toMatch(/\b(broth|stock|paste|powder)\b/);
      expect(await overflowingText(page, '.match p')).toEqual([]);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await first.scrollIntoViewIfNeeded();
      await screenshot(page, `journey-pantry-results-${viewport}`, { fullPage: false });

      const add = first.getByRole('button', { name: /^Add missing to list: / });
      const label = (await add.getAttribute('aria-label')) ?? '';
      const missingLines = label.replace(/^Add missing to list: /, '').split('; ');
      expect(missingLines.length).toBeGreaterThan(0);
      console.log(`${viewport}: first result ${title}; missing ${missingLines.join(' | ')}`);
      await add.click();
      await eventually(() => toast(page).textContent()).toContain('Added to shopping list');
      expect(await toast(page).textContent()).toContain(
        `${missingLines.length} missing ${missingLines.length === 1 ? 'ingredient' : 'ingredients'} for ${title}`,
      );
      const list = await api<ShoppingListView>('GET', '/api/shopping-list');
      const added = list.items.map((item) => [item.quantity, item.unit, item.ingredient].filter(Boolean).join(' '));
      expect(added, added.join('\n')).toHaveLength(missingLines.length);
      expect(
        added.filter((line) => had.test(line)),
        added.join('\n'),
      ).toEqual([]);
      await openList(page);
      expect((await page.locator('.list-item__text').allTextContents()).length).toBe(missingLines.length);
      await expectAccessible(page);
      await screenshot(page, `journey-pantry-list-${viewport}`);
    },
  );
});

describe('cook mode', () => {
  it('keeps the ingredient checklist beside the steps on a desktop, and ticks stay after a reload', async () => {
    const { context, page } = await signedIn('desktop');
    const cacciatore = await seedRecipeId(world.app, 'italian-chicken-cacciatore');
    await gotoHydrated(page, `/cook-mode/${cacciatore}`);
    await page.getByRole('heading', { level: 1, name: 'Chicken Cacciatore' }).waitFor();
    const checklist = page.locator('.cook-checklist');
    const step = page.locator('.cook-step');
    const [listBox, stepBox] = [await checklist.boundingBox(), await step.boundingBox()];
    // Beside: side by side, overlapping in height, not stacked below the step.
    expect(
      listBox && stepBox && (listBox.x >= stepBox.x + stepBox.width || listBox.x + listBox.width <= stepBox.x),
    ).toBe(true);
    expect(listBox && stepBox && listBox.y < stepBox.y + stepBox.height).toBe(true);
    const boxes = checklist.getByRole('checkbox');
    const total = await boxes.count();
    expect(total).toBe(14);
    await boxes.nth(0).check();
    await boxes.nth(4).check();
    await eventually(() => checklist.locator('.cook-checklist__count').textContent()).toBe(`2 of ${total} ready`);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await eventually(() => page.locator('#cook-step-heading').textContent()).toBe('Step 2 of 6');
    await expectAccessible(page);
    await screenshot(page, 'journey-cook-mode-checklist-desktop', { fullPage: false });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Chicken Cacciatore' }).waitFor();
    await eventually(() => checklist.locator('.cook-checklist__count').textContent()).toBe(`2 of ${total} ready`);
    expect(await boxes.nth(4).isChecked()).toBe(true);
    await context.close();
  });

  it('walks Chicken Cacciatore on a phone: Next on screen at every step, Recipe Complete at 100 %', async () => {
    const { context, page } = await signedIn('phone');
    const cacciatore = await seedRecipeId(world.app, 'italian-chicken-cacciatore');
    await gotoHydrated(page, `/cook-mode/${cacciatore}`);
    await page.getByRole('heading', { level: 1, name: 'Chicken Cacciatore' }).waitFor();
    const next = page.getByRole('button', { name: 'Next', exact: true });
    const heading = page.locator('#cook-step-heading');
    for (let step = 1; step < 6; step += 1) {
      await eventually(() => heading.textContent()).toBe(`Step ${step} of 6`);
      await eventually(() => onScreen(page, next)).toBe(true);
      await next.click();
      await eventually(() => onScreen(page, heading)).toBe(true);
    }
    const done = page.getByRole('button', { name: 'Done', exact: true });
    await eventually(() => onScreen(page, done)).toBe(true);
    await done.click();
    const complete = page.getByRole('heading', { name: 'Recipe Complete!' });
    await complete.waitFor();
    await eventually(() => onScreen(page, complete)).toBe(true);
    expect(await page.locator('.cook-complete').textContent()).toContain('100% complete · 6/6 steps done');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await screenshot(page, 'journey-cook-mode-complete-phone', { fullPage: false });
    expect(page.viewportSize()).toEqual(viewports.phone);
    await context.close();
  });
});

describe('the assistant in a recipe', () => {
  onBothScreens('answers from the recipe itself (%s)', async ({ page, api }, viewport) => {
    await upgradeToPremium(api);
    const carbonara = await seedRecipeId(world.app, 'italian-spaghetti-carbonara');
    await openRecipe(page, carbonara, 'Spaghetti Carbonara');
    await page.getByRole('button', { name: 'AI chef assistant' }).click();
    const panel = page.getByRole('dialog', { name: 'AI Chef' });
    await panel.waitFor();
    // Replies are read out by default; the journey reads them instead.
    const speak = panel.getByRole('button', { name: 'Speak replies' });
    if ((await speak.getAttribute('aria-pressed')) === 'true') await speak.click();
    const answers = panel.locator('.chef-message--assistant');
    const ask = async (question: string, index: number) => {
      await panel.getByLabel('Ask the AI chef').fill(question);
      await panel.getByRole('button', { name: 'Send' }).click();
      await eventually(() => answers.count(), 30_000).toBe(index + 1);
      const answer = (await answers.nth(index).textContent()) ?? '';
      expect(answer).not.toContain('Sorry, I had trouble understanding that');
      return answer;
    };

    const water = await ask('How much pasta water do I save?', 0);
    // Step 4: "Scoop out 1 1/2 cups of the cooking water".
    expect(water).toMatch(/1 1\/2 cups|1½ cups|360 ml|350 ml/);
    const guanciale = await ask('What can I use instead of guanciale?', 1);
    expect(guanciale.toLowerCase()).toContain('pancetta');
    const fishSauce = await ask('What is a vegetarian substitute for fish sauce?', 2);
    expect(fishSauce.toLowerCase()).toMatch(/soy|tamari|miso|seaweed|mushroom/);
    expect(fishSauce.toLowerCase()).not.toMatch(/anchov/);
    console.log(`${viewport}:\n${water}\n${guanciale}\n${fishSauce}`);
    expect(await overflowingText(page, '.chef-message__bubble')).toEqual([]);
    await expectAccessible(page);
    await screenshot(page, `journey-assistant-${viewport}`, { fullPage: false });
  });
});
