import { describe, expect, it } from 'vitest';
import type { ShoppingListItem } from '../api/shopping-list';
import { formatItem, formatSources, listAsText } from './list-format';

const flour: ShoppingListItem = {
  id: 'a',
  ingredient: 'flour',
  quantity: '3',
  unit: 'cups',
  metricAmount: '360 g',
  aisle: 'pantry',
  recipes: ['Bread', 'Cake'],
  completed: false,
  sources: [
    { recipeId: 1, recipeName: 'Bread', amount: '2 1/2 cups', metricAmount: '300 g' },
    { recipeId: 2, recipeName: 'Cake', amount: '1/2 cup', metricAmount: '60 g' },
  ],
};
const eggs: ShoppingListItem = {
  ...flour,
  id: 'b',
  ingredient: 'eggs',
  quantity: '3',
  unit: '',
  metricAmount: '',
  sources: [],
};

describe('the list in the reader’s units', () => {
  it('shows the server’s metric amounts when metric is on, and the recipes’ own otherwise', () => {
    expect(formatItem(flour, true)).toBe('360 g flour');
    expect(formatItem(flour)).toBe('3 cups flour');
    expect(formatSources(flour, true)).toBe('300 g from Bread, 60 g from Cake');
    expect(formatItem(eggs, true)).toBe('3 eggs'); // counts read the same either way
    expect(listAsText([flour, eggs], 'List', true)).toBe('List\n\nPantry\n- 360 g flour\n- 3 eggs');
  });
});

describe('where a line comes from', () => {
  it('names a single recipe without repeating the line’s amount', () => {
    const thighs: ShoppingListItem = {
      ...eggs,
      ingredient: 'chicken thighs',
      quantity: '16',
      recipes: ['Chicken Cacciatore'],
      sources: [{ recipeId: 3, recipeName: 'Chicken Cacciatore', amount: '16', metricAmount: '' }],
    };
    expect(formatSources(thighs, true)).toBe('Chicken Cacciatore');
    expect(formatSources(flour)).toBe('2 1/2 cups from Bread, 1/2 cup from Cake');
  });
});
