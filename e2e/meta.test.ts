import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedRecipeId } from '../backend/src/testing/seeded-server';
import { newContext, appPerFile } from './support/browser';
import { newCook, registerInContext } from './support/accounts';
import { eventually } from './support/eventually';

const world = appPerFile();

const SITE_TITLE = 'Sous — cook with confidence';
const description = (page: Page) =>
  page
    .locator('meta[name="description"]')
    .getAttribute('content', { timeout: 2000 })
    .catch(() => null);
const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );

/** Every route names itself: a title of its own (the site's for the landing page) and a real description. */
async function expectMeta(page: Page, path: string, heading: string | RegExp, ownTitle = true) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
  if (ownTitle) await eventually(() => page.title(), 5000).toMatch(/ · Sous$/);
  else expect(await page.title()).toBe(SITE_TITLE);
  const title = await page.title();
  expect(title.length, `title of ${path}`).toBeGreaterThan(6);
  expect(await page.locator('meta[name="description"]').count(), `one description on ${path}`).toBe(1);
  const text = await description(page);
  expect(text?.length ?? 0, `description of ${path}: ${text}`).toBeGreaterThanOrEqual(40);
  expect(text!.length, `description of ${path}`).toBeLessThanOrEqual(170);
  return { title, description: text! };
}

describe('page titles, descriptions and structured data', () => {
  it('serves crawlers a title, description, Open Graph, Twitter and JSON-LD before any script runs', async () => {
    const response = await fetch(`${world.app.url}/landing`);
    const html = await response.text();
    expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
    expect(html).toMatch(/<meta\s+name="description"\s+content="[^"]{50,}"/);
    for (const property of ['og:title', 'og:description', 'og:image', 'og:type'])
      expect(html, property).toContain(`property="${property}"`);
    // X's card takes its title, description and image from the Open Graph tags.
    expect(html).toContain('name="twitter:card"');
    expect(html).not.toContain('name="twitter:title"');
    const robots = await fetch(`${world.app.url}/robots.txt`);
    expect(robots.headers.get('content-type')).toContain('text/plain');
    expect(await robots.text()).toContain('User-agent: *');
  });

  it('gives the landing page Open Graph tags and WebSite, Organization and Premium offer data', async () => {
    const context = await newContext(world.browser, world.app.url);
    const page = await context.newPage();
    const meta = await expectMeta(page, '/landing', /Cook with confidence/, false);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(meta.title);
    expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe('summary');
    const graph = (await jsonLd(page)).flatMap((data) => (data['@graph'] as Array<Record<string, unknown>>) ?? [data]);
    const types = graph.map((node) => node['@type']);
    expect(types).toEqual(expect.arrayContaining(['WebSite', 'Organization']));
    const offers = graph.flatMap((node) => (node.offers as Array<Record<string, unknown>>) ?? []);
    expect(offers).toContainEqual(
      expect.objectContaining({ name: 'Premium Chef', price: '9.99', priceCurrency: 'USD' }),
    );

    for (const [path, heading] of [
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms of Service'],
      ['/contact', /Contact/],
      ['/cuisines', /Cuisines|cuisine/i],
      ['/no/such/page', '404 Page Not Found'],
    ] as const)
      await expectMeta(page, path, heading);
    await context.close();
  });

  it('titles and describes every signed-in screen; a recipe page carries schema.org Recipe data', async () => {
    const context = await newContext(world.browser, world.app.url);
    await registerInContext(world.app, context.request, newCook('meta', { firstName: 'Meta', lastName: 'Data' }));
    const page = await context.newPage();
    const id = await seedRecipeId(world.app, 'italian-spaghetti-carbonara');
    const recipe = (await (await context.request.get(`/api/recipes/${id}`)).json()) as {
      name: string;
      ingredients: string[];
      instructions: string[];
      description: string;
    };

    const seen = new Map<string, string>();
    for (const [path, heading] of [
      ['/recipes', /recipe/i],
      ['/shopping-list', 'Shopping List'],
      ['/favorites', 'My Saved Recipes'],
      ['/meal-plans', 'Meal Plans'],
      ['/videos', /video/i],
      ['/ingredient-search', /./],
      ['/cooking-assistant', /./],
      ['/subscribe', /./],
      [`/cook-mode/${id}`, recipe.name],
    ] as const) {
      const meta = await expectMeta(page, path, heading);
      seen.set(path, meta.description);
    }
    // Descriptions say what each screen is, not one sentence for all.
    expect(new Set(seen.values()).size).toBe(seen.size);

    const meta = await expectMeta(page, `/recipe/${id}`, recipe.name);
    expect(meta.title).toBe(`${recipe.name} · Sous`);
    await eventually(async () => (await jsonLd(page)).some((data) => data['@type'] === 'Recipe')).toBe(true);
    const data = (await jsonLd(page)).find((entry) => entry['@type'] === 'Recipe')!;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      name: recipe.name,
      recipeIngredient: recipe.ingredients,
      recipeCuisine: 'Italian',
    });
    expect(data.recipeInstructions).toEqual(
      recipe.instructions.map((text, index) => ({ '@type': 'HowToStep', position: index + 1, text })),
    );
    for (const key of ['prepTime', 'cookTime', 'totalTime']) expect(data[key], key).toMatch(/^PT(\d+H)?(\d+M)?$/);
    expect(String(data.recipeYield)).toMatch(/^\d+ servings$/);
    expect(data.nutrition).toMatchObject({
      '@type': 'NutritionInformation',
      calories: expect.stringMatching(/calories$/),
    });
    if (data.image) expect(String((data.image as string[])[0])).toMatch(/^http/);
    // Leaving the recipe (in the app, no reload) takes its data with it.
    await page.getByRole('link', { name: 'Back to Recipes' }).first().click();
    await page.waitForURL(`${world.app.url}/recipes`);
    await eventually(() => page.title()).toBe('Recipes · Sous');
    expect((await jsonLd(page)).some((entry) => entry['@type'] === 'Recipe')).toBe(false);
    await context.close();
  });
});
