import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestClient } from '../../../testing/http-client';
import { startRecipePageServer, type RecipePageServer } from '../../../testing/recipe-pages';
import { startTestServer, type TestServer } from '../../../testing/test-server';

let pages: RecipePageServer;
let app: TestServer;
let cook: TestClient;
let cookId: string;

beforeAll(async () => {
  pages = await startRecipePageServer();
  app = await startTestServer({ URL_IMPORT_ALLOWED_HOSTS: pages.host, URL_IMPORT_TIMEOUT_MS: '2000' });
  const signedUp = await signUp(app.url);
  cook = signedUp.client;
  cookId = String((signedUp.user as { id: string }).id);
});
afterAll(async () => {
  await app?.close();
  await pages?.close();
});

const ownedCount = async () => Number((await app.deps.db('recipes').where({ owner_id: cookId }).count('* as n'))[0].n);

async function importUrl(url: string) {
  return cook.post('/api/recipes/import-url', { url });
}

interface Detail {
  id: number;
  name: string;
  description: string | null;
  prepTimeMinutes: number | null;
  cookingMinutes: number | null;
  servings: number | null;
  ingredients: string[];
  ingredientsStructured: Array<{ food: string }>;
  instructions: string[];
  sourceUrl: string | null;
  sourceName: string | null;
  image: string | null;
  mine: boolean;
  visibility: string;
}

describe('POST /api/recipes/import-url', () => {
  it('saves a JSON-LD recipe as the cook’s own: durations, servings, attribution, tags stripped, photo kept', async () => {
    const response = await importUrl(`${pages.url}/plain`);
    expect(response.status, response.text).toBe(201);
    const recipe = response.json as unknown as Detail;
    expect(recipe).toMatchObject({
      name: 'Quillfeather lemon drizzle',
      prepTimeMinutes: 15,
      cookingMinutes: 60,
      servings: 8,
      mine: true,
      visibility: 'private',
      sourceUrl: `${pages.url}/plain`,
      sourceName: 'Quillfeather Kitchen',
    });
    expect(recipe.description).not.toMatch(/[<>]/);
    expect(recipe.description).toMatch(/^A bright loaf\./);
    expect(recipe.instructions[1]).toBe('Beat the butter and sugar, then add the eggs.');
    expect(recipe.ingredients).toHaveLength(4);
    expect(recipe.ingredientsStructured[0].food).toBe('unsalted butter');
    // The page's photo came through the same fetcher and the photo pipeline.
    expect(recipe.image).toMatch(/\/api\/media\/recipes\//);
    expect((await cook.get(`/api/recipes/${recipe.id}`)).json).toMatchObject({ id: recipe.id, name: recipe.name });
  });

  it.each([
    {
      format: 'an @graph (total time, yield list, publisher as the site)',
      page: 'graph',
      recipe: {
        name: 'Roast tomato soup',
        prepTimeMinutes: 10,
        cookingMinutes: 60,
        servings: 4,
        instructions: ['Roast the tomatoes.', 'Blend with the onion.', 'Season and serve.'],
        sourceName: 'Soup Co',
      },
    },
    {
      format: 'an array with HowToSections (section names lead their first step)',
      page: 'array',
      recipe: {
        name: 'Apple pie',
        cookingMinutes: 50,
        servings: 6,
        instructions: [
          'For the pastry: Rub the butter into the flour.',
          'Chill for 30 minutes.',
          'For the filling: Fill, cover and bake for 50 minutes.',
        ],
        sourceName: '127.0.0.1',
      },
    },
    {
      format: 'microdata',
      page: 'microdata',
      recipe: {
        name: 'Sunday pancakes',
        prepTimeMinutes: 5,
        cookingMinutes: 20,
        servings: 4,
        ingredients: ['200 g plain flour', '2 eggs', '300 ml milk'],
        instructions: ['Whisk everything together.', 'Fry in a hot pan.'],
      },
    },
    {
      format: 'RDFa',
      page: 'rdfa',
      recipe: {
        name: 'Oat flapjacks',
        cookingMinutes: 25,
        servings: 12,
        ingredients: ['250 g rolled oats', '125 g butter', '125 g golden syrup'],
      },
    },
  ])('reads $format', async ({ page, recipe }) => {
    const response = await importUrl(`${pages.url}/${page}`);
    expect(response.status, response.text).toBe(201);
    expect(response.json).toMatchObject(recipe);
  });

  it('follows redirects and keeps the address it landed on', async () => {
    const response = await importUrl(`${pages.url}/redirect`);
    expect(response.status, response.text).toBe(201);
    expect(response.json.sourceUrl).toBe(`${pages.url}/plain`);
  });

  it.each([
    ['a page without a recipe', () => `${pages.url}/no-recipe`, 422, 'no_recipe_found'],
    ['more than 5 redirects', () => `${pages.url}/hop/0`, 422, 'too_many_redirects'],
    ['a port of a local address not allowed', () => 'http://127.0.0.1:5432/', 400, 'forbidden_address'],
    [
      'a redirect from an allowed host into a private address',
      () => `${pages.url}/to-private`,
      400,
      'forbidden_address',
    ],
    ['a redirect into the metadata address', () => `${pages.url}/to-metadata`, 400, 'forbidden_address'],
    ['a redirect to file://', () => `${pages.url}/to-file`, 400, 'invalid_url'],
    ['file://', () => 'file:///etc/passwd', 400, 'invalid_url'],
    ['ftp://', () => 'ftp://example.com/recipe.html', 400, 'invalid_url'],
    ['not an address', () => 'lemon drizzle', 400, 'invalid_url'],
    ['credentials in the address', () => `http://user:secret@${pages.host}/plain`, 400, 'invalid_url'],
    [
      'an IPv4-mapped IPv6 loopback',
      () => `http://[::ffff:127.0.0.1]:${pages.url.split(':').at(-1)}/plain`,
      400,
      'forbidden_address',
    ],
    ['the IPv6 loopback', () => `http://[::1]/`, 400, 'forbidden_address'],
    ['the metadata address', () => 'http://169.254.169.254/latest/meta-data/', 400, 'forbidden_address'],
    ['0.0.0.0', () => 'http://0.0.0.0:80/', 400, 'forbidden_address'],
    ['a 2 GB body', () => `${pages.url}/huge`, 413, 'page_too_large'],
    ['a page that never ends', () => `${pages.url}/never-ends`, 504, 'page_timeout'],
    ['JSON instead of HTML', () => `${pages.url}/json`, 422, 'not_a_web_page'],
    ['a missing page', () => `${pages.url}/gone`, 422, 'page_error'],
  ])('refuses %s and saves nothing', async (_case, url, status, code) => {
    const before = await ownedCount();
    const started = Date.now();
    const response = await importUrl(url());
    expect(response.status, response.text).toBe(status);
    expect(response.json).toMatchObject({ code });
    expect(String(response.json.message).length).toBeGreaterThan(10);
    if (status === 400) expect(response.json.field).toBe('url');
    expect(await ownedCount()).toBe(before);
    // Each refusal comes within the time budget (2 s here), the slow page's included.
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('stops reading a body at 5 MB', async () => {
    const response = await importUrl(`${pages.url}/huge`);
    expect(response.status).toBe(413);
    expect(response.json.message).toMatch(/too large/);
  });

  it('answers 400 naming the field for a missing url, and 401 without a session', async () => {
    const missing = await cook.post('/api/recipes/import-url', {});
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.json)).toMatch(/url/);
    const visitor = (await signUp(app.url)).client;
    await visitor.post('/api/auth/logout');
    expect((await visitor.post('/api/recipes/import-url', { url: `${pages.url}/plain` })).status).toBe(401);
  });
});

describe('POST /api/recipes/import-text', () => {
  it('splits by headings and names the lines the parser is unsure of, saving nothing', async () => {
    const before = await ownedCount();
    const response = await cook.post('/api/recipes/import-text', {
      text: [
        '# Grandma’s scones',
        'Light and quick.',
        'Ingredients:',
        '- 450 g self-raising flour',
        '- 100 g butter',
        '- 2 x 400g tins chopped tomatoes',
        'Method',
        '1. Rub the butter into the flour.',
        '2. Bake at 220°C for 12 minutes.',
      ].join('\n'),
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({
      draft: {
        name: 'Grandma’s scones',
        description: 'Light and quick.',
        ingredients: ['450 g self-raising flour', '100 g butter', '2 x 400g tins chopped tomatoes'],
        instructions: ['Rub the butter into the flour.', 'Bake at 220°C for 12 minutes.'],
      },
      lowConfidenceIngredients: [2],
    });
    expect(await ownedCount()).toBe(before);
  });

  it('without headings, takes confident ingredient lines as ingredients and the rest as steps', async () => {
    const response = await cook.post('/api/recipes/import-text', {
      text: 'Quick omelette\n2 eggs\n1 tbsp butter\nBeat the eggs. Melt the butter in a pan and cook the eggs gently.',
    });
    expect(response.status).toBe(200);
    expect(response.json.draft).toMatchObject({
      name: 'Quick omelette',
      ingredients: ['2 eggs', '1 tbsp butter'],
      instructions: ['Beat the eggs. Melt the butter in a pan and cook the eggs gently.'],
    });
  });

  it('strips markup and refuses blank text with 400 naming the field', async () => {
    const markup = await cook.post('/api/recipes/import-text', {
      text: '<b>Toast</b>\n<script>x</script>1 slice bread',
    });
    expect(JSON.stringify(markup.json)).not.toMatch(/<|>/);
    const blank = await cook.post('/api/recipes/import-text', { text: '   ' });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.json)).toMatch(/text/);
  });
});

describe('POST /api/recipes/import-file', () => {
  const upload = async (content: string, name = 'recipe.json') => {
    const form = new FormData();
    form.append('file', new Blob([content], { type: 'application/json' }), name);
    const response = await fetch(`${app.url}/api/recipes/import-file`, {
      method: 'POST',
      headers: { cookie: cook.cookieHeader, origin: app.url },
      body: form,
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };

  it('reads a JSON-LD file (a graph) into drafts, saving nothing', async () => {
    const before = await ownedCount();
    const response = await upload(
      JSON.stringify({ '@context': 'https://schema.org', '@graph': [{ '@type': 'WebSite', name: 'x' }, { ...PLAIN }] }),
    );
    expect(response.status).toBe(200);
    const drafts = response.json.drafts as Array<{
      draft: { name: string; servings: number };
      lowConfidenceIngredients: number[];
    }>;
    expect(drafts).toHaveLength(1);
    expect(drafts[0].draft).toMatchObject({ name: 'Quillfeather lemon drizzle', servings: 8 });
    expect(drafts[0].lowConfidenceIngredients).toEqual([3]);
    expect(await ownedCount()).toBe(before);
  });

  it('reads a Mealie recipe export', async () => {
    const response = await upload(
      JSON.stringify({
        name: 'Mealie chili',
        slug: 'mealie-chili',
        recipeServings: 4,
        orgURL: 'https://example.org/chili',
        recipeIngredient: [
          { originalText: '500 g beef mince', note: '' },
          { quantity: 1, unit: { name: 'tin' }, food: { name: 'kidney beans' }, note: 'drained' },
        ],
        recipeInstructions: [{ text: 'Brown the mince.' }, { text: 'Simmer with the beans for 30 minutes.' }],
        tags: [{ name: 'Weeknight' }],
      }),
    );
    expect(response.status).toBe(200);
    expect((response.json.drafts as Array<{ draft: unknown }>)[0].draft).toMatchObject({
      name: 'Mealie chili',
      servings: 4,
      ingredients: ['500 g beef mince', '1 tin kidney beans drained'],
      instructions: ['Brown the mince.', 'Simmer with the beans for 30 minutes.'],
      sourceUrl: 'https://example.org/chili',
    });
  });

  it('answers 400 for a file that is not JSON and 422 for one without a recipe', async () => {
    expect(await upload('not json')).toMatchObject({ status: 400, json: { code: 'invalid_input', field: 'file' } });
    expect(await upload('{"@type":"Person","name":"x"}')).toMatchObject({
      status: 422,
      json: { code: 'no_recipe_in_file' },
    });
  });
});

const PLAIN = {
  '@type': 'Recipe',
  name: 'Quillfeather <b>lemon</b> drizzle',
  recipeYield: '8 servings',
  recipeIngredient: [
    '225 g unsalted butter, softened',
    '225 g caster sugar',
    '4 eggs',
    '2 x 400g tins chopped tomatoes',
  ],
  recipeInstructions: ['Heat the oven.', 'Bake.'],
};
