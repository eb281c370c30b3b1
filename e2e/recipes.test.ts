import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpPremium } from '../backend/src/testing/premium-user';
import { seedRecipes } from '../db/seeds/recipes.seed';
import {
  expectAccessible,
  gotoHydrated,
  newContext,
  screenshot,
  screenshotDir,
  openApp,
  viewports,
  appPerFile,
} from './support/browser';
import { newCook, registerClient } from './support/accounts';

const world = appPerFile(openApp);
let sessionCookie = '';

/** Registers a local account, signs it in, and returns its session cookie value. */
async function registerAccount(): Promise<string> {
  const { client } = await registerClient(world.app, newCook('cook', { firstName: 'Marcella', lastName: 'Hazan' }));
  const session = client.cookies.get('sous_session');
  expect(session).toBeTruthy();
  return session!;
}

async function signedInContext(viewport: keyof typeof viewports = 'desktop'): Promise<BrowserContext> {
  const context = await newContext(world.browser, world.app.url, viewport);
  await context.addCookies([{ name: 'sous_session', value: sessionCookie, url: world.app.url }]);
  return context;
}

/** What the API says, to compare the page's numbers against. */
async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${world.app.url}${path}`, { headers: { cookie: `sous_session=${sessionCookie}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** expect.poll with room for a cold server and lazily loaded screens. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });

/** Full-page screenshot from the top, so the sticky header sits where it belongs. */
async function pageShot(page: Page, name: string) {
  await page.evaluate('window.scrollTo(0, 0)');
  await screenshot(page, name);
}

/** A dialog is fixed to the viewport, so it is captured as the reader sees it (not full page). */
const dialogShot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(screenshotDir, `${name}.png`), animations: 'disabled' });

const countText = (page: Page) => page.locator('.browser__count').textContent();
const ingredientLines = (page: Page) => page.locator('.ingredient-list li').allTextContents();

beforeAll(async () => {
  await seedRecipes(world.app.deps.db);
  sessionCookie = await registerAccount();
});

describe('recipe browser', () => {
  it('finds Chicken Tikka Masala from a misspelled header search, with the search in the URL', async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    await gotoHydrated(page, '/');
    await poll(() => countText(page)).toMatch(/^\d+ recipes found$/);
    // Free users see the upsell, not the Premium strip.
    expect(await page.getByText('$9.99 per month').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Upgrade to Premium', exact: true }).getAttribute('href')).toBe(
      '/subscribe',
    );
    expect(await page.getByRole('heading', { name: 'Premium Content' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Cook with What You Have' }).getAttribute('href')).toBe(
      '/ingredient-search',
    );
    await expectAccessible(page);
    await pageShot(page, 'recipes-browser-desktop');

    const headerSearch = page.getByRole('searchbox', { name: 'Search recipes' });
    await headerSearch.fill('chiken tikka');
    await headerSearch.press('Enter');
    await page.waitForURL((url) => url.pathname === '/recipes' && url.searchParams.get('search') === 'chiken tikka');
    await page.getByRole('link', { name: 'Chicken Tikka Masala' }).waitFor();
    await poll(() => page.title()).toContain('chiken tikka');
    // The browser's own box shows the search, and a reload brings the same results back.
    expect(await page.getByLabel('Find a recipe').inputValue()).toBe('chiken tikka');
    await page.reload();
    await page.getByRole('link', { name: 'Chicken Tikka Masala' }).waitFor();
    await expectAccessible(page);
    await pageShot(page, 'recipes-search-desktop');

    const box = page.getByLabel('Find a recipe');
    await box.fill('qqqzzz nothing like this');
    await box.press('Enter');
    await page.getByRole('heading', { name: 'No recipes found' }).waitFor();
    expect(await page.getByText('Try adjusting your search or filter criteria').isVisible()).toBe(true);
    await page.goBack();
    await page.getByRole('link', { name: 'Chicken Tikka Masala' }).waitFor();
    await context.close();
  });

  it('applies two filters and a category, updating the count and going back to page 1', async () => {
    const all = await api<{ total: number; totalPages: number }>('/api/recipes?limit=24');
    const cuisine = await api<{ total: number }>('/api/recipes?cuisine=Mediterranean&limit=1');
    const twoFilters = await api<{ total: number }>(
      '/api/recipes?cuisine=Mediterranean&difficulty=Intermediate&limit=1',
    );
    const withCategory = await api<{ total: number }>(
      '/api/recipes?cuisine=Mediterranean&difficulty=Intermediate&mealType=Dinner&limit=1',
    );
    expect(all.totalPages).toBeGreaterThan(2);
    expect(new Set([all.total, cuisine.total, twoFilters.total, withCategory.total]).size).toBe(4);
    expect(withCategory.total).toBeGreaterThan(0);

    const context = await signedInContext();
    const page = await context.newPage();
    await gotoHydrated(page, '/recipes?page=2');
    await poll(() => countText(page)).toBe(`${all.total} recipes found`);
    expect(await page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('button', { name: 'Active' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Filters' }).click();
    expect(await page.getByRole('button', { name: 'Filters' }).getAttribute('aria-expanded')).toBe('true');
    await page.getByLabel('Cuisine', { exact: true }).selectOption('Mediterranean');
    await poll(() => countText(page)).toBe(`${cuisine.total} recipes found`);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    expect(await page.locator('.active-badge').textContent()).toBe('Active');

    await page.getByLabel('Difficulty').selectOption('Intermediate');
    await poll(() => countText(page)).toBe(`${twoFilters.total} recipes found`);

    await page.getByRole('button', { name: 'Dinner', exact: true }).click();
    await poll(() => countText(page)).toBe(`${withCategory.total} recipes found`);
    expect(await page.getByRole('button', { name: 'Dinner', exact: true }).getAttribute('aria-pressed')).toBe('true');
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      cuisine: 'Mediterranean',
      difficulty: 'Intermediate',
      category: 'dinner',
    });
    await expectAccessible(page);
    await pageShot(page, 'recipes-filters-desktop');

    // Back walks through the changes; a shared link restores the same view.
    await page.goBack();
    await poll(() => countText(page)).toBe(`${twoFilters.total} recipes found`);
    await page.goForward();
    await poll(() => countText(page)).toBe(`${withCategory.total} recipes found`);

    // More filters: dietary checkboxes and max cooking time.
    await page.getByRole('checkbox', { name: 'Vegetarian' }).check();
    await poll(() => new URL(page.url()).searchParams.get('dietary')).toBe('Vegetarian');
    await page.getByLabel('Max cooking time (minutes)').fill('45');
    await poll(() => new URL(page.url()).searchParams.get('maxCookingTime')).toBe('45');

    await page.getByRole('button', { name: 'Clear All' }).click();
    await poll(() => countText(page)).toBe(`${all.total} recipes found`);
    expect(await page.getByRole('button', { name: 'All Recipes' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByLabel('Cuisine', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Max cooking time (minutes)').inputValue()).toBe('');
    expect(await page.getByRole('checkbox', { name: 'Vegetarian' }).isChecked()).toBe(false);

    // Pagination: Next goes to page 2, and any filter change goes back to page 1.
    await page.getByRole('button', { name: 'Next' }).click();
    await poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await page.getByRole('button', { name: 'Breakfast', exact: true }).click();
    await poll(() => new URL(page.url()).searchParams.get('category')).toBe('breakfast');
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await context.close();
  });

  it('shows Premium members the Hey Chef tip and the Premium Content strip', async () => {
    // A member who paid with the sandbox's test card (the page is rendered by the server for them).
    const { client } = await signUpPremium(world.app.url);
    const context = await newContext(world.browser, world.app.url, 'desktop');
    const session = client.cookieHeader.split('; ').find((cookie) => cookie.startsWith('sous_session='))!;
    const [name, value] = session.split('=');
    await context.addCookies([{ name, value, url: world.app.url }]);
    const page = await context.newPage();
    await gotoHydrated(page, '/recipes');
    await page.getByRole('heading', { name: 'Premium Content' }).waitFor();
    expect(await page.getByText('Hey Chef').first().isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Watch Premium Videos' }).getAttribute('href')).toBe('/videos');
    expect(await page.getByText('$9.99 per month').count()).toBe(0);
    await poll(() => countText(page)).toMatch(/recipes found$/);
    await expectAccessible(page);
    await pageShot(page, 'recipes-premium-desktop');
    await context.close();
  });
});

describe('recipe detail', () => {
  it('opens in a dialog and as a page, switches units and scales servings', async () => {
    const { recipes } = await api<{ recipes: Array<{ id: number; name: string }> }>(
      '/api/recipes?search=spaghetti%20carbonara&limit=5',
    );
    const carbonara = recipes.find((recipe) => recipe.name === 'Spaghetti Carbonara')!;
    expect(carbonara).toBeTruthy();

    const context = await signedInContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: world.app.url });
    const page = await context.newPage();
    await gotoHydrated(page, '/recipes?search=carbonara');
    const cardLink = page.getByRole('link', { name: 'Spaghetti Carbonara' });
    await cardLink.click();
    const dialog = page.getByRole('dialog', { name: 'Spaghetti Carbonara' });
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).toBe('/recipes'); // the list stays underneath

    // Metric is the default.
    await poll(() => ingredientLines(page)).toContain('450 g spaghetti');
    expect(await dialog.getByRole('radio', { name: 'Metric' }).isChecked()).toBe(true);
    expect(await dialog.locator('.nutrition').textContent()).toContain('760');
    expect(await dialog.getByRole('link', { name: 'Start Cook Mode' }).getAttribute('href')).toBe(
      `/cook-mode/${carbonara.id}`,
    );
    await expectAccessible(page);
    await dialogShot(page, 'recipe-dialog-desktop');

    await dialog.getByRole('radio', { name: 'Original' }).check();
    await poll(() => ingredientLines(page)).toContain('1 lb spaghetti');
    expect(await page.evaluate("localStorage.getItem('Sous_units')")).toBe('original');

    // 4 → 6 servings: × 1.5.
    await dialog.getByRole('button', { name: 'Increase servings' }).click();
    await dialog.getByRole('button', { name: 'Increase servings' }).click();
    expect(await dialog.locator('.stepper__value').textContent()).toBe('6');
    await poll(() => ingredientLines(page)).toContain('1 1/2 lb spaghetti');
    const scaled = await ingredientLines(page);
    expect(scaled).toContain('3 large eggs');
    expect(scaled).toContain('1 1/2 cups finely grated Pecorino Romano, plus more for serving');
    expect(scaled).toContain('3/4 cup finely grated Parmigiano-Reggiano');
    await dialog.getByRole('radio', { name: 'Metric' }).check();
    await poll(() => ingredientLines(page)).toContain('675 g spaghetti');
    // Cheese is weighed, not measured by volume (one density table).
    expect(await ingredientLines(page)).toContain('150 g finely grated Pecorino Romano, plus more for serving');
    await dialog.getByRole('button', { name: 'Reset to 4' }).click();
    await poll(() => ingredientLines(page)).toContain('450 g spaghetti');

    // Share falls back to copying the link when there is no share sheet.
    await page.evaluate("Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })");
    await dialog.getByRole('button', { name: 'Share' }).click();
    await page.locator('.toast__title', { hasText: 'Link copied' }).waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(`${world.app.url}/recipe/${carbonara.id}`);

    // Print opens the print dialog; the print stylesheet leaves only the recipe.
    await page.evaluate('window.printed = 0; window.print = () => { window.printed += 1; };');
    await dialog.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate('window.printed')).toBe(1);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await dialog.getByRole('heading', { name: 'Ingredients' }).isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    // Esc closes the toast first (the topmost layer), then the dialog, and focus goes back to the card.
    await page.keyboard.press('Escape');
    await poll(() => page.locator('.toast').count()).toBe(0);
    if (await dialog.count()) await page.keyboard.press('Escape');
    await poll(() => dialog.count()).toBe(0);
    // Focus returns as the dialog finishes closing, which a loaded machine can see a moment later.
    await poll(() => page.evaluate('document.activeElement.textContent')).toBe('Spaghetti Carbonara');

    // The page: same details, a back link to the recipes, the unit choice remembered.
    await page.goto(`/recipe/${carbonara.id}`);
    await page.getByRole('heading', { level: 1, name: 'Spaghetti Carbonara' }).waitFor();
    await poll(() => page.title()).toContain('Spaghetti Carbonara');
    expect(await page.getByRole('link', { name: 'Back to Recipes' }).getAttribute('href')).toBe('/recipes');
    expect(await ingredientLines(page)).toContain('450 g spaghetti');
    await page.getByRole('radio', { name: 'Original' }).check();
    await page.reload();
    await poll(() => ingredientLines(page)).toContain('1 lb spaghetti');
    await page.getByRole('button', { name: 'Decrease servings' }).click();
    await page.getByRole('button', { name: 'Decrease servings' }).click();
    await poll(() => ingredientLines(page)).toContain('1/2 lb spaghetti');
    expect(await ingredientLines(page)).toContain('1 large egg');
    await expectAccessible(page);
    await pageShot(page, 'recipe-page-desktop');
    await context.close();
  });

  it('says Recipe Not Found for an unknown id, and locks premium recipes for free users', async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    await page.goto('/recipe/987654');
    await page.getByRole('heading', { name: 'Recipe Not Found' }).waitFor();
    await poll(() => page.title()).toContain('Recipe Not Found');
    await expectAccessible(page);
    await pageShot(page, 'recipe-not-found-desktop');
    await page.getByRole('link', { name: 'Back to Recipes' }).click();
    await page.waitForURL(`${world.app.url}/recipes`);
    await poll(() => countText(page)).toMatch(/recipes found$/);

    const premium = await world.app.deps.db('recipes').where({ is_premium_exclusive: true }).first('id', 'name');
    await page.goto(`/recipe/${premium.id}`);
    await page.getByRole('heading', { level: 1, name: premium.name }).waitFor();
    expect(await page.getByRole('link', { name: 'Upgrade to Premium', exact: true }).getAttribute('href')).toBe(
      '/subscribe',
    );
    expect(await page.locator('.ingredient-list').count()).toBe(0);
    await expectAccessible(page);
    await pageShot(page, 'recipe-locked-desktop');
    await context.close();
  });
});

describe('cook with what you have', () => {
  it('finds recipes from three ingredients and shows what is missing', { timeout: 120_000 }, async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    await page.goto('/ingredient-search');
    const input = page.getByLabel('Add an ingredient');
    const addButton = page.getByRole('button', { name: 'Add', exact: true });
    const findButton = page.getByRole('button', { name: 'Find Recipes' });
    const chips = page.getByRole('list', { name: 'Your ingredients' }).getByRole('listitem');
    expect(await addButton.isDisabled()).toBe(true);
    expect(await findButton.isDisabled()).toBe(true);
    expect(await page.locator('.popular__list li').count()).toBe(24);

    await input.fill('   ');
    expect(await addButton.isDisabled()).toBe(true);
    await input.fill('Eggs');
    await input.press('Enter');
    await input.fill('EGGS');
    await addButton.click();
    expect(await chips.allTextContents()).toEqual(['eggs']);
    await page.getByRole('button', { name: 'Add tomatoes' }).click();
    await input.fill('onion');
    await input.press('Enter');
    await input.fill('rice');
    await input.press('Enter');
    await page.getByRole('button', { name: 'Remove rice' }).click();
    expect(await chips.allTextContents()).toEqual(['eggs', 'tomatoes', 'onion']);
    await expectAccessible(page);

    await findButton.click();
    await page.waitForURL((url) => url.searchParams.get('have') === 'eggs,tomatoes,onion');
    await page.getByRole('heading', { name: 'Recipes you can make' }).waitFor();
    await page.getByRole('link', { name: 'Tomato and Egg Stir-Fry' }).waitFor();
    const firstCard = page.locator('.ingredient-results .recipe-card').first();
    expect(await firstCard.textContent()).toMatch(/You have:|You have everything!/);
    expect(await page.locator('.ingredient-results').textContent()).toContain('Missing:');
    await expectAccessible(page);
    await pageShot(page, 'ingredient-search-desktop');

    // A card opens the same detail dialog.
    await page.getByRole('link', { name: 'Tomato and Egg Stir-Fry' }).click();
    await page.getByRole('dialog', { name: 'Tomato and Egg Stir-Fry' }).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'New Search' }).click();
    await poll(() => chips.count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Recipes you can make' }).count()).toBe(0);
    await context.close();
  });

  it('shows the Search Error card with Try Again when the search fails', async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    let failing = true;
    await page.route('**/api/recipes/by-ingredients**', (route) =>
      failing ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
    );
    await page.goto('/ingredient-search?have=garlic,ginger,rice');
    await page.getByRole('heading', { name: 'Search Error' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('alert').textContent()).toContain('Failed to fetch recipes: 500');
    failing = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.locator('.ingredient-results .recipe-card').first().waitFor();
    await context.close();
  });
});

describe('cuisines and phones', () => {
  it('lists cuisines with counts that link to the filtered browser', async () => {
    const { cuisines } = await api<{ cuisines: Array<{ cuisine: string; count: number }> }>('/api/cuisines');
    const context = await signedInContext();
    const page = await context.newPage();
    await page.goto('/cuisines');
    await page.getByRole('heading', { name: 'Cuisines', level: 1 }).waitFor();
    await poll(() => page.locator('.cuisine-tile').count()).toBe(cuisines.length);
    const korean = page.getByRole('link', { name: /Korean/ });
    expect(await korean.textContent()).toContain('recipes');
    await expectAccessible(page);
    await pageShot(page, 'cuisines-desktop');
    await korean.click();
    await page.waitForURL((url) => url.pathname === '/recipes' && url.searchParams.get('cuisine') === 'Korean');
    await poll(() => countText(page)).toMatch(/^[1-9]\d* recipes found$/);
    await page.getByRole('button', { name: 'Filters' }).click();
    expect(await page.getByLabel('Cuisine', { exact: true }).inputValue()).toBe('Korean');
    await context.close();
  });

  it('browses and opens a recipe on a phone', { timeout: 120_000 }, async () => {
    const context = await signedInContext('phone');
    const page = await context.newPage();
    await gotoHydrated(page, '/');
    await poll(() => countText(page)).toMatch(/recipes found$/);
    await page.getByRole('button', { name: 'Filters' }).click();
    await expectAccessible(page);
    await pageShot(page, 'recipes-browser-phone');

    await page.getByRole('link', { name: 'Spaghetti Carbonara' }).click();
    const dialog = page.getByRole('dialog', { name: 'Spaghetti Carbonara' });
    await dialog.waitFor();
    await poll(() => ingredientLines(page)).toHaveLength(8);
    await expectAccessible(page);
    await dialogShot(page, 'recipe-dialog-phone');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await poll(() => dialog.count()).toBe(0);
    await context.close();
  });

  it(
    'puts a chicken dish first for chicken, tomatoes, onion and garlic, and adds only what is missing',
    {
      timeout: 120_000,
    },
    async () => {
      const context = await signedInContext();
      const page = await context.newPage();
      await page.goto('/ingredient-search?have=chicken,tomatoes,onion,garlic');
      const firstCard = page.locator('.ingredient-results .recipe-card').first();
      await firstCard.waitFor();
      expect(await firstCard.locator('.recipe-card__title').textContent()).toMatch(/chicken/i);
      await firstCard.getByRole('button', { name: /^Add missing to list/ }).click();
      await page.locator('.toast__description', { hasText: /missing ingredients? for/ }).waitFor();
      const list = await page.evaluate(async () => (await fetch('/api/shopping-list')).json());
      const lines = (list.items as Array<{ ingredient: string }>).map((item) => item.ingredient.toLowerCase());
      expect(lines.length).toBeGreaterThan(0);
      // What the cook holds is never added; what is made from it (chicken broth, tomato paste) may be.
      for (const line of lines)
        expect(line).not.toMatch(/\b(chicken|tomato(es)?|onions?|garlic)\b(?! (broth|stock|paste|powder))/);
      await context.close();
    },
  );

  it('searches by ingredient and shows a missing recipe on a phone', { timeout: 120_000 }, async () => {
    const context = await signedInContext('phone');
    const page = await context.newPage();
    await page.goto('/ingredient-search?have=chicken,garlic,ginger');
    await page.locator('.ingredient-results .recipe-card').first().waitFor();
    await expectAccessible(page);
    await pageShot(page, 'ingredient-search-phone');

    await page.goto('/recipe/987654');
    await page.getByRole('heading', { name: 'Recipe Not Found' }).waitFor();
    await pageShot(page, 'recipe-not-found-phone');
    await context.close();
  });
});
