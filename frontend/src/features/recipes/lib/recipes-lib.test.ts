import { describe, expect, it } from 'vitest';
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

  it('keeps "My recipes" through filters and pages, and asks the API for mine alone', () => {
    const state = readBrowserState(new URLSearchParams('mine=true&search=stew&cuisine=Thai'));
    expect(state.mine).toBe(true);
    expect(writeBrowserState(clearFilters(updateBrowserState(state, { page: 2 }))).toString()).toBe(
      'mine=true&search=stew',
    );
    expect(toRecipeListParams(state).mine).toBe(true);
    expect(toRecipeListParams(readBrowserState(new URLSearchParams(''))).mine).toBeUndefined();
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
    expect(recipeCountText(1, false)).toBe('1 recipe found');
    expect(recipeCountText(1000, false)).toBe('1,000 recipes found');
    expect(recipeCountText(243_871, true)).toBe('About 240,000 recipes found');
    expect(recipeCountText(1_049, true)).toBe('About 1,000 recipes found');
    expect(recipeCountText(38_650, true)).toBe('About 39,000 recipes found');
  });
});
