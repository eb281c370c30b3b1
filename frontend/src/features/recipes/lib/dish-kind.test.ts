import { describe, expect, it } from 'vitest';
import { artworkSvg } from '../components/recipe-artwork';
import { DISH_KINDS, dishKind } from './dish-kind';

describe('dishKind', () => {
  it.each([
    ['Pizza Margherita', 'pizza'],
    ['Fluffy Blueberry Buttermilk Pancakes', 'pancakes'],
    ['Chocolate Layer Cake with Fudge Frosting', 'cake'],
    ['Homemade Chicken Noodle Soup', 'noodles'],
    ['Creamy Roasted Tomato Soup', 'soup'],
    ['Classic Caprese Salad', 'salad'],
    ['Spaghetti Carbonara', 'pasta'],
    ['Hearty Beef Stew', 'stew'],
    ['Chewy Chocolate Chip Cookies', 'cookie'],
    ['Brown Sugar Banana Bread', 'bread'],
    ['Egg Fried Rice', 'rice'],
    ['Smoky Black Bean Burgers', 'burger'],
    ['Lattice-Top Apple Pie', 'pie'],
  ] as const)('draws %s as %s', (name, kind) => {
    expect(dishKind(name)).toBe(kind);
  });

  it('falls back to the tags, then the meal types, then a plate', () => {
    expect(dishKind('Caldo Verde', [], ['Soup'])).toBe('soup');
    expect(dishKind('Moo Krob', ['pork', 'crispy'], ['Dinner'])).toBe('plate');
    expect(dishKind('Knafeh', ['pastry'], ['Dessert'])).toBe('cake');
    expect(dishKind('Esquites', ['corn', 'side-dish'], ['Snack', 'Salad'])).toBe('salad');
  });

  it('draws every kind as a distinct picture', () => {
    const pictures = DISH_KINDS.map((kind) => artworkSvg(1, 'Same recipe', null, kind));
    expect(new Set(pictures).size).toBe(DISH_KINDS.length);
  });
});
