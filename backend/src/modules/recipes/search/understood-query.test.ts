import { describe, expect, it } from 'vitest';
import { seedRecipes } from '../../../../../db/seeds/recipes.seed';
import { recipeListResponse, type RecipeListResponse } from '@common/contracts/recipes.schema';
import { signUp, type TestClient } from '../../../testing/http-client';
import { seededServerPerFile } from '../../../testing/seeded-server';

let cook: TestClient;
seededServerPerFile(async (started) => {
  cook = (await signUp(started.url)).client;
}, seedRecipes);

const list = async (params: Record<string, string>): Promise<RecipeListResponse> => {
  const response = await cook.get(`/api/recipes?${new URLSearchParams(params)}`);
  expect(response.status, response.text).toBe(200);
  return recipeListResponse.parse(response.json);
};
const ingredientsOf = async (id: number) => {
  const response = await cook.get(`/api/recipes/${id}`);
  return (response.json as { ingredients: string[] }).ingredients.join('\n');
};

/** The whole query a "vegetarian <text> without <excluded>" search is read as (spelled right). */
const vegetarianWithout = (text: string, excluded: string, { approximate }: { approximate: boolean }) => ({
  text,
  corrected: null,
  filters: { dietary: ['Vegetarian'] },
  excluded: [excluded],
  approximate,
});

describe('GET /api/recipes?search= reads the search as a cook means it', () => {
  it('turns diet words into the diet filter and "without X" into an excluded food', async () => {
    const found = await list({ search: 'vegetarian soup without mushrooms' });
    expect(found.query).toEqual(vegetarianWithout('soup', 'mushrooms', { approximate: false }));
    const names = found.recipes.map((recipe) => recipe.name);
    expect(names).toEqual(expect.arrayContaining(['Lemony Red Lentil Soup', 'Creamy Roasted Tomato Soup']));
    expect(names).not.toContain('Vegetarian Hot and Sour Soup');
    for (const recipe of found.recipes) {
      expect(recipe.dietary).toContain('Vegetarian');
      expect(await ingredientsOf(recipe.id)).not.toMatch(/mushroom/i);
    }
  });

  it('shows nothing rather than a dish the cook ruled out: the catalog has no vegetarian lasagna', async () => {
    const found = await list({ search: 'vegetarian lasagna without ricotta' });
    expect(found.query).toEqual(vegetarianWithout('lasagna', 'ricotta', { approximate: true }));
    expect(found.recipes).toEqual([]);
  });

  it('leaves out recipes whose ingredients hold an excluded food', async () => {
    const all = await list({ search: 'lasagna' });
    const without = await list({ search: 'lasagna no ricotta' });
    const withRicotta = [];
    for (const recipe of all.recipes) if (/ricotta/i.test(await ingredientsOf(recipe.id))) withRicotta.push(recipe.id);
    expect(withRicotta.length).toBeGreaterThan(0);
    expect(without.recipes.map((recipe) => recipe.id)).not.toEqual(expect.arrayContaining(withRicotta.slice(0, 1)));
  });

  it('lets an explicit filter parameter win over words in the search', async () => {
    const found = await list({ search: 'vegetarian curry', dietary: 'Vegan' });
    expect(found.query?.filters.dietary).toEqual(['Vegan']);
    for (const recipe of found.recipes) expect(recipe.dietary).toContain('Vegan');
  });

  it('reads meal words and time phrases as the meal type and the time limit', async () => {
    const found = await list({ search: 'quick chicken dinner under 30 minutes' });
    expect(found.query).toMatchObject({ text: 'chicken', filters: { mealType: 'Dinner', maxCookingTime: 30 } });
    for (const recipe of found.recipes) {
      expect(recipe.mealType).toContain('Dinner');
      expect(recipe.totalTimeMinutes ?? recipe.cookingMinutes).toBeLessThanOrEqual(30);
    }
  });

  it('never requires filler: "what can I make with chickpeas and spinach" finds recipes', async () => {
    const found = await list({ search: 'what can I make with chickpeas and spinach' });
    expect(found.query?.text).toBe('chickpeas spinach');
    expect(found.recipes.length).toBeGreaterThan(0);
  });

  it('corrects two misspelt words in context, and searches as typed when asked', async () => {
    const corrected = await list({ search: 'choclate chip cookeis' });
    expect(corrected.query?.corrected).toBe('chocolate chip cookies');
    expect(corrected.recipes[0]?.name).toBe('Chewy Chocolate Chip Cookies');
    const asTyped = await list({ search: 'choclate chip cookeis', asTyped: 'true' });
    expect(asTyped.query?.corrected).toBeNull();
    expect(asTyped.query?.text).toBe('choclate chip cookeis');
  });

  it('finds a dish by another of its names', async () => {
    const found = await list({ search: 'aubergine' });
    expect(found.recipes.some((recipe) => /eggplant/i.test(recipe.name))).toBe(true);
  });

  it('says so when no recipe matches every word, and shows the closest ones', async () => {
    const found = await list({ search: 'tiramisu bibimbap' });
    expect(found.query?.approximate).toBe(true);
    expect(found.recipes.map((recipe) => recipe.name)).toEqual(
      expect.arrayContaining(['Classic Tiramisu', 'Beef Bibimbap with Gochujang Sauce']),
    );
    const exact = await list({ search: 'tiramisu' });
    expect(exact.query?.approximate).toBe(false);
  });

  it('puts recipes matching every word above those matching most of them', async () => {
    const found = await list({ search: 'chicken noodle soup' });
    const strict = found.total;
    const names = found.recipes.map((recipe) => recipe.name);
    expect(names[0]).toBe('Homemade Chicken Noodle Soup');
    expect(strict).toBeLessThan(names.length + 1);
  });

  it('answers "cookie" with cookies, not savoury dishes', async () => {
    const found = await list({ search: 'cookie' });
    expect(found.recipes.length).toBeGreaterThan(0);
    for (const recipe of found.recipes) expect(recipe.name).toMatch(/cookie|biscuit/i);
  });
});
