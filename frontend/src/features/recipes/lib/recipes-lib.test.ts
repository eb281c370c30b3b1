import { describe, expect, it } from 'vitest';
import type { StructuredIngredient } from '@common/contracts/recipes.schema';
import {
  activeFilterCount,
  clearFilters,
  pageWindow,
  readBrowserState,
  recipeCountText,
  toRecipeListParams,
  updateBrowserState,
  writeBrowserState,
} from './browser-state';
import { formatQuantity, scaleIngredientLine } from './scale-ingredients';

const parsed = (original: string, fields: Partial<StructuredIngredient>): StructuredIngredient => ({
  original,
  quantity: null,
  quantityMax: null,
  unit: null,
  food: '',
  note: null,
  confidence: 1,
  ...fields,
});

describe('formatQuantity', () => {
  it('writes cook-friendly fractions', () => {
    expect(formatQuantity(1.5)).toBe('1 1/2');
    expect(formatQuantity(1 / 3)).toBe('1/3');
    expect(formatQuantity(0.75)).toBe('3/4');
    expect(formatQuantity(2)).toBe('2');
    expect(formatQuantity(2.98)).toBe('3');
    expect(formatQuantity(0.01)).toBe('1/8');
    expect(formatQuantity(12.4)).toBe('12 1/2');
    expect(formatQuantity(31.2)).toBe('31');
  });
});

describe('scaleIngredientLine', () => {
  const spaghetti = {
    original: '1 lb spaghetti',
    metric: '454 g spaghetti',
    structured: parsed('1 lb spaghetti', { quantity: 1, unit: 'lb', food: 'spaghetti' }),
  };
  const eggs = {
    original: '2 large eggs',
    metric: '2 large eggs',
    structured: parsed('2 large eggs', { quantity: 2, food: 'egg', note: 'large' }),
  };
  const cheese = {
    original: '1 cup finely grated Pecorino Romano',
    metric: '100 g finely grated Pecorino Romano',
    structured: parsed('1 cup finely grated Pecorino Romano', { quantity: 1, unit: 'cup', food: 'pecorino romano' }),
  };

  it('leaves lines alone at the original servings', () => {
    expect(scaleIngredientLine(spaghetti, 1, 'original')).toBe('1 lb spaghetti');
    expect(scaleIngredientLine(spaghetti, 1, 'metric')).toBe('454 g spaghetti');
  });

  it('scales measured amounts in either unit system', () => {
    expect(scaleIngredientLine(spaghetti, 1.5, 'original')).toBe('1 1/2 lb spaghetti');
    expect(scaleIngredientLine(spaghetti, 1.5, 'metric')).toBe('680 g spaghetti');
    expect(scaleIngredientLine(spaghetti, 3, 'metric')).toBe('1.4 kg spaghetti');
    expect(scaleIngredientLine(cheese, 2, 'original')).toBe('2 cups finely grated Pecorino Romano');
    expect(scaleIngredientLine(cheese, 0.5, 'original')).toBe('1/2 cup finely grated Pecorino Romano');
  });

  it('scales the grams the server weighed: grated cheese stays in grams, never back to ml', () => {
    expect(scaleIngredientLine(cheese, 2, 'metric')).toBe('200 g finely grated Pecorino Romano');
    expect(scaleIngredientLine(cheese, 0.5, 'metric')).toBe('50 g finely grated Pecorino Romano');
  });

  it('keeps counted things whole and makes the food agree', () => {
    expect(scaleIngredientLine(eggs, 1.25, 'metric')).toBe('3 large eggs');
    expect(scaleIngredientLine(eggs, 0.5, 'original')).toBe('1 large egg');
  });

  it('leaves lines without an amount unchanged', () => {
    const salt = { original: 'salt to taste', metric: 'salt to taste', structured: parsed('salt to taste', {}) };
    expect(scaleIngredientLine(salt, 2, 'original')).toBe('salt to taste');
  });

  it('scales ranges and containers', () => {
    const stock = {
      original: '3-4 cups chicken stock',
      metric: '720–960 ml chicken stock',
      structured: parsed('3-4 cups chicken stock', { quantity: 3, quantityMax: 4, unit: 'cup', food: 'chicken stock' }),
    };
    expect(scaleIngredientLine(stock, 2, 'original')).toBe('6–8 cups chicken stock');
    expect(scaleIngredientLine(stock, 2, 'metric')).toBe('1.4–1.9 L chicken stock');
    const tomatoes = {
      original: '1 (14 oz) can diced tomatoes',
      metric: '1 (14 oz) can diced tomatoes',
      structured: parsed('1 (14 oz) can diced tomatoes', { quantity: 1, unit: 'can', food: 'diced tomatoes' }),
    };
    expect(scaleIngredientLine(tomatoes, 2, 'original')).toBe('2 (14 oz) cans diced tomatoes');
  });
});

describe('browser state in the URL', () => {
  it('round-trips and leaves defaults out', () => {
    const state = readBrowserState(
      new URLSearchParams('search=tikka&category=dinner&dietary=Vegan,Keto&maxCookingTime=30&page=3'),
    );
    expect(state).toMatchObject({ search: 'tikka', category: 'dinner', dietary: ['Vegan', 'Keto'], page: 3 });
    expect(writeBrowserState(state).toString()).toBe(
      'search=tikka&category=dinner&dietary=Vegan%2CKeto&maxCookingTime=30&page=3',
    );
    expect(writeBrowserState(readBrowserState(new URLSearchParams('page=1&category=nope'))).toString()).toBe('');
  });

  it('goes back to page 1 on any change and clears filters and category together', () => {
    const state = readBrowserState(new URLSearchParams('search=soup&cuisine=Thai&category=soups&page=4'));
    expect(updateBrowserState(state, { difficulty: 'Beginner' }).page).toBe(1);
    expect(activeFilterCount(state)).toBe(1);
    expect(writeBrowserState(clearFilters(state)).toString()).toBe('search=soup');
  });

  it('maps the category to a mealType, which the filter panel overrides', () => {
    expect(toRecipeListParams(readBrowserState(new URLSearchParams('category=snacks'))).mealType).toBe('Snack');
    expect(toRecipeListParams(readBrowserState(new URLSearchParams('category=snacks&mealType=Dessert'))).mealType).toBe(
      'Dessert',
    );
  });

  it('shows up to 5 page buttons starting around the current page minus 2', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('says exact totals as the spec does and rounds estimates', () => {
    expect(recipeCountText(0, false)).toBe('0 recipes found');
    expect(recipeCountText(1000, false)).toBe('1000 recipes found');
    expect(recipeCountText(243_871, true)).toBe('About 240,000 recipes found');
    expect(recipeCountText(1_049, true)).toBe('About 1,000 recipes found');
    expect(recipeCountText(38_650, true)).toBe('About 39,000 recipes found');
  });
});
