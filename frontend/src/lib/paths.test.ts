import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds the parameterised paths with their values encoded', () => {
    expect(paths.recipe(42)).toBe('/recipe/42');
    expect(paths.cookMode(42)).toBe('/cook-mode/42');
    expect(paths.mealPlan('week one')).toBe('/meal-plans/week%20one');
    expect(paths.recipeSearch('mac & cheese')).toBe('/recipes?search=mac%20%26%20cheese');
    expect(paths.recipesByCuisine('Middle Eastern')).toBe('/recipes?cuisine=Middle%20Eastern');
  });

  it('signs in and comes back to where the cook was', () => {
    expect(paths.signIn()).toBe('/api/login');
    expect(paths.signIn(paths.subscribe)).toBe('/api/login?returnTo=%2Fsubscribe');
  });
});
