import { describe, expect, it } from 'vitest';
import {
  AISLE_KEYWORDS,
  AISLE_LABELS,
  AISLE_ORDER,
  aisleFor,
  aisleForIngredient,
  normalizeFoodWords,
  type Aisle,
} from './aisles';

describe('aisleFor', () => {
  it.each<[string, Aisle]>([
    // The brief's specificity examples
    ['chicken stock', 'pantry'],
    ['chicken breast', 'meat & fish'],
    ['frozen peas', 'frozen'],
    ['pea', 'produce'],
    ['ground cumin', 'spices'],
    ['eggplant', 'produce'],
    ['egg', 'dairy & eggs'],
    ['butter', 'dairy & eggs'],
    ['peanut butter', 'pantry'],
    ['coconut milk', 'pantry'],
    ['milk', 'dairy & eggs'],
    // Head noun last
    ['vegetable broth', 'pantry'],
    ['garlic powder', 'spices'],
    ['garlic', 'produce'],
    ['tomato paste', 'pantry'],
    ['cherry tomato', 'produce'],
    ['fish sauce', 'pantry'],
    ['salmon fillet', 'meat & fish'],
    ['butternut squash', 'produce'],
    ['apple cider vinegar', 'pantry'],
    ['red wine vinegar', 'pantry'],
    ['red wine', 'other'],
    ['lemon juice', 'produce'],
    ['orange juice', 'other'],
    ['cream of mushroom soup', 'pantry'],
    ['cream of tartar', 'pantry'],
    ['sour cream', 'dairy & eggs'],
    ['ice cream', 'frozen'],
    ['cream cheese', 'dairy & eggs'],
    ['pepper jack cheese', 'dairy & eggs'],
    // Peppers are produce, pepper is a spice
    ['black pepper', 'spices'],
    ['salt and pepper', 'spices'],
    ['red bell pepper', 'produce'],
    ['jalapeno pepper', 'produce'],
    ['red pepper flakes', 'spices'],
    ['crushed red pepper', 'spices'],
    ['roasted red peppers', 'pantry'],
    // Herbs: fresh or dried
    ['fresh thyme', 'produce'],
    ['dried thyme', 'spices'],
    ['thyme', 'spices'],
    ['parsley', 'produce'],
    ['dried parsley', 'spices'],
    ['bay leaves', 'spices'],
    // Product words
    ['frozen spinach', 'frozen'],
    ['canned pumpkin', 'pantry'],
    ['dried cranberries', 'pantry'],
    ['ground ginger', 'spices'],
    ['ginger', 'produce'],
    ['ground beef', 'meat & fish'],
    ['pickled jalapenos', 'pantry'],
    // Word boundaries and spelling
    ['buttermilk', 'dairy & eggs'],
    ['rice', 'pantry'],
    ['ginger ale', 'other'],
    ['Crème Fraîche', 'dairy & eggs'],
    ['half-and-half', 'dairy & eggs'],
    ["confectioners' sugar", 'pantry'],
    ['jalapeños', 'produce'],
    ['green onions', 'produce'],
    ['celery ribs', 'produce'],
    ['baby back ribs', 'meat & fish'],
    ['hot dog buns', 'bakery'],
    ['flour tortillas', 'bakery'],
    ['panko bread crumbs', 'pantry'],
    ['puff pastry', 'frozen'],
    ['parchment paper', 'other'],
    ['madeleine pan', 'other'],
    ['', 'other'],
  ])('%s → %s', (food, aisle) => {
    expect(aisleFor(food)).toBe(aisle);
  });
});

describe('aisleForIngredient', () => {
  it.each<[string, string | null, Aisle]>([
    ['diced tomato', 'can', 'pantry'],
    ['tomato', 'can', 'pantry'],
    ['tuna', 'can', 'pantry'],
    ['tuna', null, 'meat & fish'],
    ['thyme', 'sprig', 'produce'],
    ['oregano', 'bunch', 'produce'],
    ['black bean', 'can', 'pantry'],
    ['milk', 'cup', 'dairy & eggs'],
  ])('%s in %s → %s', (food, unit, aisle) => {
    expect(aisleForIngredient(food, unit)).toBe(aisle);
  });
});

describe('aisle table', () => {
  const normalized = AISLE_ORDER.flatMap((aisle) =>
    AISLE_KEYWORDS[aisle].map((keyword) => ({ aisle, keyword: normalizeFoodWords(keyword).join(' ') })),
  );

  it('has at least 250 keywords', () => {
    expect(normalized.length).toBeGreaterThanOrEqual(250);
  });

  it('puts no keyword in two aisles', () => {
    const seen = new Map<string, Aisle>();
    const clashes = normalized.filter(({ aisle, keyword }) => {
      const earlier = seen.get(keyword);
      seen.set(keyword, aisle);
      return earlier !== undefined;
    });
    expect(clashes).toEqual([]);
  });

  it('every keyword finds its own aisle', () => {
    const wrong = normalized.filter(({ aisle, keyword }) => aisleFor(keyword) !== aisle);
    // A keyword may only lose to a product word inside itself ("dried fruit" → pantry via "dried").
    expect(wrong.filter(({ keyword }) => !/\b(?:frozen|dried|dry|ground)\b/.test(keyword))).toEqual([]);
  });

  it('orders and labels every aisle once', () => {
    expect(new Set(AISLE_ORDER).size).toBe(8);
    expect(Object.keys(AISLE_LABELS).sort()).toEqual([...AISLE_ORDER].sort());
    expect(AISLE_ORDER[0]).toBe('produce');
    expect(AISLE_ORDER[AISLE_ORDER.length - 1]).toBe('other');
  });
});
