import { describe, expect, it } from 'vitest';
import { parseIngredient } from './parse-ingredient';
import { scaleAmount, scaleIngredientLine } from './scale';

function scale(line: string, factor: number): string {
  return scaleIngredientLine(parseIngredient(line), factor);
}

/** Each case: an ingredient line, the factor, and the line as scaled. */
function scalesLines(title: string, cases: Array<[line: string, factor: number, scaled: string]>) {
  describe(title, () => {
    it.each(cases)('%s × %d → %s', (line, factor, scaled) => {
      expect(scale(line, factor)).toBe(scaled);
    });
  });
}

scalesLines('scaleIngredientLine: measured amounts scale exactly', [
  ['2 cups flour', 1.5, '3 cups flour'],
  ['1 cup sugar', 0.5, '1/2 cup sugar'],
  ['1/2 cup butter', 3, '1 1/2 cups butter'],
  ['1/3 cup milk', 2, '2/3 cup milk'],
  ['3/4 teaspoon salt', 2, '1 1/2 tsp salt'],
  ['1 pound ground beef', 2.5, '2 1/2 lb ground beef'],
  ['250 grams flour', 3, '750 g flour'],
  ['2-3 tablespoons honey', 2, '4–6 tbsp honey'],
  ['1 inch fresh ginger', 1.5, '1 1/2 inches fresh ginger'],
  ['2 cups chopped fresh parsley', 0.5, '1 cup fresh parsley (chopped)'],
]);

scalesLines('scaleIngredientLine: countable things round to whole items', [
  ['1 egg', 1.5, '2 eggs (rounded from 1 1/2)'],
  ['1 egg', 2, '2 eggs'],
  ['3 eggs', 2, '6 eggs'],
  ['3 eggs', 1 / 3, '1 egg'],
  ['2 eggs', 0.25, '1 egg (rounded from 1/2)'], // never below one whole item
  ['2 onions, finely chopped', 1.5, '3 onions (finely chopped)'],
  ['1 large egg', 2.5, '3 eggs (large; rounded from 2 1/2)'],
  ['4 cloves garlic, minced', 1.5, '6 cloves garlic (minced)'],
  ['1 (14.5 ounce) can diced tomatoes, drained', 1.5, '2 cans diced tomato (14.5 ounce, drained; rounded from 1 1/2)'],
  ['1 pinch salt', 3, '3 pinches salt'],
  ['2 bay leaves', 1.5, '3 bay leaves'],
  ['1 tomato', 3, '3 tomatoes'],
  ['4 (4 ounce) salmon fillets', 0.5, '2 salmon fillets (4 ounce)'],
  ['2-3 cloves garlic', 2, '4–6 cloves garlic'],
]);

scalesLines('scaleIngredientLine: fractions the recipe already used are kept', [
  ['1/2 onion', 3, '1 1/2 onions'],
  ['1/3 bunch kale', 2, '2/3 bunch kale'],
  ['1/2 lemon', 0.5, '1/4 lemon'],
  ['1/2 onion', 1.2, '1/2 onion (rounded from 0.6)'],
]);

describe('scaleIngredientLine: lines without an amount', () => {
  it.each(['salt and pepper to taste', 'Nonstick cooking spray', 'For the sauce:'])('returns %j as written', (line) => {
    expect(scale(line, 2)).toBe(line);
  });

  it('leaves a line unchanged at factor 1', () => {
    expect(scale('1/3 bunch kale', 1)).toBe('1/3 bunch kale');
    expect(scale('2 cups flour', 1)).toBe('2 cups flour');
  });
});

describe('scaleAmount', () => {
  it('reports the exact value behind a rounded count', () => {
    expect(scaleAmount(parseIngredient('1 egg'), 1.5)).toEqual({
      quantity: 2,
      quantityMax: null,
      exact: 1.5,
      rounded: true,
    });
  });

  it('returns null when there is nothing to scale', () => {
    expect(scaleAmount(parseIngredient('salt to taste'), 2)).toBeNull();
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('rejects factor %d', (factor) => {
    expect(() => scaleAmount(parseIngredient('1 egg'), factor)).toThrow(RangeError);
  });
});
