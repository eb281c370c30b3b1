import { describe, expect, it } from 'vitest';
import { amountLayout, leadingAmountAt } from './amount-layout';
import { parseIngredient } from './parse-ingredient';
import { scaleLine } from './scale-line';

/** A line as the recipe page gets it: the server parses it and lays out its amounts, the browser scales. */
function pageLine(original: string) {
  const { metric, layout } = amountLayout(original, parseIngredient(original));
  return { original, metric, layout };
}

describe('scaleLine: the recipe page scales the amounts the server located', () => {
  it.each<[string, number, 'original' | 'metric', string]>([
    ['1 lb spaghetti', 1, 'original', '1 lb spaghetti'],
    ['1 lb spaghetti', 1, 'metric', '450 g spaghetti'],
    ['1 lb spaghetti', 1.5, 'original', '1 1/2 lb spaghetti'],
    ['1 lb spaghetti', 1.5, 'metric', '675 g spaghetti'],
    ['1 lb spaghetti', 3, 'metric', '1.4 kg spaghetti'],
    ['1 cup finely grated Pecorino Romano', 2, 'original', '2 cups finely grated Pecorino Romano'],
    ['1 cup finely grated Pecorino Romano', 0.5, 'original', '1/2 cup finely grated Pecorino Romano'],
    // Grams the server weighed through a density stay grams, never back to ml.
    ['1 cup finely grated Pecorino Romano', 2, 'metric', '200 g finely grated Pecorino Romano'],
    ['1 cup finely grated Pecorino Romano', 0.5, 'metric', '50 g finely grated Pecorino Romano'],
    // Counted things written whole stay whole, and the food agrees with the amount.
    ['2 large eggs', 1.25, 'metric', '3 large eggs'],
    ['2 large eggs', 0.5, 'original', '1 large egg'],
    ['salt to taste', 2, 'original', 'salt to taste'],
    ['3-4 cups chicken stock', 2, 'original', '6–8 cups chicken stock'],
    ['3-4 cups chicken stock', 2, 'metric', '1.4–1.9 L chicken stock'],
    ['1 (14 oz) can diced tomatoes', 2, 'original', '2 (14 oz) cans diced tomatoes'],
    // The can size is printed on the can: only the count of cans scales.
    ['1 (28 oz) can crushed tomatoes', 2, 'metric', '2 (800 g) cans crushed tomatoes'],
    ['2 1/2 cups "00" flour', 2, 'metric', '600 g "00" flour'],
    ['4 tbsp butter', 0.5, 'metric', '28 g butter'],
    ['1 cup milk', 1.5, 'metric', '360 ml milk'],
    ['12 oz beef and 8 oz pork', 4, 'metric', '1.4 kg beef and 900 g pork'],
    ['500 g pasta', 1.5, 'metric', '750 g pasta'],
    ['250 g butter', 0.15, 'original', '38 g butter'],
    ['2 eggs plus 1 cup milk', 2, 'metric', '4 eggs plus 480 ml milk'],
    ['1 1/2 cups sugar', 1 / 3, 'original', '1/2 cup sugar'],
    // Every counted thing on a line joined by "and" scales, each agreeing with its own amount.
    [
      '1 red bell pepper and 1 yellow bell pepper, sliced',
      2,
      'original',
      '2 red bell peppers and 2 yellow bell peppers, sliced',
    ],
    [
      '1 red bell pepper and 1 yellow bell pepper, sliced',
      2,
      'metric',
      '2 red bell peppers and 2 yellow bell peppers, sliced',
    ],
    ['2 carrots and 1 onion', 0.5, 'original', '1 carrot and 1 onion'],
    // Spoons of what has no density stay spoons when scaled, up to 4 tbsp.
    ['1 tsp black pepper', 1, 'metric', '1 tsp black pepper'],
    ['1 tsp black pepper', 3, 'metric', '1 tbsp black pepper'],
    ['1/2 tsp kosher salt and 1/4 tsp black pepper', 2, 'metric', '1 tsp kosher salt and 1/2 tsp black pepper'],
    ['3 tbsp fish sauce', 2, 'metric', '90 ml fish sauce'],
  ])('%s × %d in %s → %s', (original, factor, system, expected) => {
    expect(scaleLine(pageLine(original), factor, system)).toBe(expected);
  });

  it('locates only an amount written at the start in figures that the parse agrees with', () => {
    expect(leadingAmountAt('  1 1/2 cups flour', 1.5)).toEqual({ start: 2, end: 7 });
    expect(leadingAmountAt('2-3 cloves garlic', 2)).toEqual({ start: 0, end: 3 });
    expect(leadingAmountAt('About 2 cups flour', 2)).toBeNull();
    expect(leadingAmountAt('one egg', 1)).toBeNull();
    expect(leadingAmountAt('28 1/3-inch-thick slices', 28)).toBeNull();
    expect(leadingAmountAt('salt', null)).toBeNull();
  });

  it('leaves a line alone when the stored parse belongs to another text', () => {
    const { layout } = amountLayout('2 cups flour', { ...parseIngredient('1 cup flour'), original: '1 cup flour' });
    expect(layout.amountAt).toBeNull();
    expect(scaleLine({ original: '2 cups flour', metric: '240 g flour', layout }, 2, 'original')).toBe('2 cups flour');
  });
});
