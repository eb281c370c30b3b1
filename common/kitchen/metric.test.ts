import { describe, expect, it } from 'vitest';
import { DENSITIES } from './densities';
import {
  fahrenheitToCelsiusInText,
  formatMetricAmount,
  ingredientLineToMetric,
  instructionToMetric,
  toMetric,
} from './metric';
import { cookGrams, expressMetric, formatSpoons } from './metric-format';
import type { Unit } from './units';
import { expectEach } from '../../backend/src/testing/expect-each';

describe('toMetric: one of each unit uses the spec factor', () => {
  it.each<[Unit, number, string]>([
    ['cup', 240, 'ml'],
    ['tbsp', 15, 'ml'],
    ['tsp', 5, 'ml'],
    ['fl oz', 30, 'ml'],
    ['pint', 473, 'ml'],
    ['quart', 946, 'ml'], // 0.946 L is under 1 L, so it stays in millilitres
    ['gallon', 3.8, 'l'], // 3.785 L, one decimal
    ['lb', 454, 'g'], // 453.592 g
    ['oz', 28, 'g'], // 28.35 g
    ['ml', 1, 'ml'],
    ['l', 1, 'l'],
    ['g', 1, 'g'],
    ['kg', 1, 'kg'],
  ])('1 %s → %d %s', (unit, quantity, metricUnit) => {
    expect(toMetric(1, unit)).toEqual({ quantity, unit: metricUnit });
  });

  it.each<[number, Unit, number, string]>([
    [2, 'cup', 480, 'ml'],
    [4, 'cup', 960, 'ml'],
    [5, 'cup', 1.2, 'l'],
    [1 / 4, 'tsp', 1.3, 'ml'], // one decimal below 10
    [1 / 8, 'tsp', 0.6, 'ml'],
    [1.5, 'tbsp', 23, 'ml'], // 22.5 ml rounds to a whole number above 10
    [12, 'fl oz', 360, 'ml'],
    [2, 'pint', 946, 'ml'],
    [2, 'quart', 1.9, 'l'],
    [0.5, 'gallon', 1.9, 'l'],
    [1.5, 'lb', 680, 'g'],
    [2, 'lb', 907, 'g'],
    [2.2, 'lb', 998, 'g'], // 997.9 g: still grams
    [2.25, 'lb', 1, 'kg'], // 1020.6 g: kilograms from 1000 g
    [3, 'lb', 1.4, 'kg'],
    [8, 'oz', 227, 'g'],
    [36, 'oz', 1, 'kg'], // 1020.6 g
    [1500, 'g', 1.5, 'kg'],
    [1200, 'ml', 1.2, 'l'],
  ])('%d %s → %d %s', (quantity, unit, expected, metricUnit) => {
    expect(toMetric(quantity, unit)).toEqual({ quantity: expected, unit: metricUnit });
  });

  it.each<Unit>(['can', 'clove', 'pinch', 'package', 'inch', 'slice'])('leaves the count unit %s alone', (unit) => {
    expect(toMetric(2, unit)).toBeNull();
  });
});

describe('formatMetricAmount', () => {
  it('puts both ends of a range in the unit of the upper end', () => {
    expect(formatMetricAmount(2, 3, 'cup')).toBe('480–720 ml');
    expect(formatMetricAmount(3, 5, 'cup')).toBe('0.7–1.2 L');
  });

  it('returns null for count units', () => {
    expect(formatMetricAmount(1, null, 'can')).toBeNull();
  });
});

describe('ingredientLineToMetric', () => {
  expectEach('%s → %s', ingredientLineToMetric, [
    ['2 cups flour', '240 g flour'], // flour is weighed: 120 g a cup
    ['1 1/2 lb chicken thighs', '675 g chicken thighs'],
    ['3 lb pork', '1.4 kg pork'],
    ['1 quart chicken stock', '946 ml chicken stock'],
    ['2 quarts water', '1.9 L water'],
    ['1 gallon milk', '3.8 L milk'],
    ['1 pint heavy cream', '473 ml heavy cream'],
    ['1 tablespoon olive oil', '15 ml olive oil'],
    ['1/2 teaspoon salt', '3 g salt'], // table salt, 6.1 g a teaspoon
    ['12 fluid ounces vodka', '360 ml vodka'],
    ['8 ounces cream cheese, softened', '225 g cream cheese, softened'],
    ['½ cup sugar', '100 g sugar'],
    ['2-3 cups broth', '480–720 ml broth'],
    ['About 2 cups water', 'About 480 ml water'],
    ['1 (14.5 ounce) can diced tomatoes', '1 (400 g) can diced tomatoes'], // 411 g: grams from ounces as a cook writes them
    ['3/4 cup (1 1/2 sticks) butter', '170 g (1 1/2 sticks) butter'],
    ['  1 cup milk', '  240 ml milk'],
  ]);

  it.each([
    '2 eggs',
    '4 cloves garlic, minced',
    '1 pinch salt',
    '1 inch fresh ginger',
    'salt and pepper to taste',
    'For the sauce:',
    '',
  ])('leaves %j unchanged', (line) => {
    expect(ingredientLineToMetric(line)).toBe(line);
  });
});

describe('fahrenheitToCelsiusInText', () => {
  expectEach('%s → %s', fahrenheitToCelsiusInText, [
    ['350°F', '175°C'], // oven temperatures to the nearest 5°C, as oven dials read
    ['350 °F', '175°C'],
    ['350 degrees F', '175°C'],
    ['350 degrees Fahrenheit', '175°C'],
    ['350° Fahrenheit', '175°C'],
    ['350ºF', '175°C'],
    ['350F', '175°C'],
    ['Preheat the oven to 425 degrees F.', 'Preheat the oven to 220°C.'],
    ['Preheat oven to 350 degrees F (175 degrees C).', 'Preheat oven to 175°C.'],
    ['Bake at 325-350°F for 20-25 minutes', 'Bake at 165–175°C for 20-25 minutes'],
    ['Heat oil to 375 degrees F; fry, then hold at 200°F', 'Heat oil to 190°C; fry, then hold at 93°C'],
    ['Freeze to 0°F', 'Freeze to -18°C'],
    ['212°F', '100°C'],
    ['32°F', '0°C'],
  ]);

  it.each(['Bake for 20 minutes', 'Use 2 F-shaped cutters', 'Cook 2 degrees of doneness', '180°C'])(
    'leaves %j alone',
    (text) => {
      expect(fahrenheitToCelsiusInText(text)).toBe(text);
    },
  );
});

describe('metric by weight where cooks weigh (one density table)', () => {
  expectEach('%s → %s', ingredientLineToMetric, [
    ['2 1/2 cups "00" flour', '300 g "00" flour'],
    ['4 tbsp butter', '55 g butter'], // 56.7 g, in 5 g steps above 50 g
    [
      '1 cup finely grated Pecorino Romano, plus more for serving',
      '100 g finely grated Pecorino Romano, plus more for serving',
    ],
    ['1 1/2 tsp kosher salt', '4 g kosher salt'], // Diamond Crystal, 2.8 g a teaspoon
    ['1 1/2 tsp salt', '9 g salt'], // table salt is more than twice as heavy
    ['1 cup milk', '240 ml milk'],
    ['2 tablespoons extra-virgin olive oil', '30 ml extra-virgin olive oil'], // liquids stay in ml
    ['3 eggs', '3 eggs'],
    ['1 cup uncooked long-grain white rice', '185 g uncooked long-grain white rice'],
    ['1 cup rolled oats', '90 g rolled oats'],
    ['1/2 cup unsweetened cocoa powder', '42 g unsweetened cocoa powder'],
    ['1 cup (2 sticks) unsalted butter, softened', '225 g (2 sticks) unsalted butter, softened'],
    ['1 cup chopped walnuts', '115 g chopped walnuts'],
    ['2 1/4 tsp instant yeast', '7 g instant yeast'],
    ['2 tbsp rice vinegar', '2 tbsp rice vinegar'], // not rice (the food must end the phrase): no density, so the spoons stay
    ['1 cup almond milk', '240 ml almond milk'],
    ['12 oz ground beef and 8 oz ground pork', '350 g ground beef and 225 g ground pork'],
    ['1/2 tsp kosher salt and 1/4 tsp black pepper', '1/2 tsp kosher salt and 1/4 tsp black pepper'], // pepper keeps its spoons, so the line does
    ['3 15- to 16-ounce cans kidney beans', '3 425–450 g cans kidney beans'],
    ['8 bone-in, skin-on chicken thighs (about 3 lb)', '8 bone-in, skin-on chicken thighs (about 1.4 kg)'],
  ]);

  it('converts a line whole or leaves it as written, never half', () => {
    // "heaping cup" is not read as an amount, so converting the sugar alone would leave a half-metric line.
    expect(ingredientLineToMetric('1 heaping cup flour and 2 tbsp sugar')).toBe('1 heaping cup flour and 2 tbsp sugar');
  });

  it('has one entry per ingredient with plausible weights, and says which salt it assumes', () => {
    const names = DENSITIES.map((density) => density.name);
    expect(new Set(names).size).toBe(names.length);
    expect(DENSITIES.find((density) => density.name === 'kosher salt')?.note).toMatch(/Diamond Crystal/);
  });
});

describe('instructionToMetric: amounts and temperatures in the steps', () => {
  expectEach('%s → %s', instructionToMetric, [
    ['Preheat the oven to 350°F.', 'Preheat the oven to 175°C.'],
    ['Whisk in 1 cup of flour until smooth.', 'Whisk in 120 g of flour until smooth.'],
    ['Stir in 2 tablespoons butter until melted.', 'Stir in 28 g butter until melted.'],
    ['Reserve 1 cup of the pasta water.', 'Reserve 240 ml of the pasta water.'],
    ['Bake at 425 degrees F for 20 minutes, to 165°F inside.', 'Bake at 220°C for 20 minutes, to 74°C inside.'],
    ['Pound the chicken to an even thickness.', 'Pound the chicken to an even thickness.'],
    ['Simmer for 2 minutes.', 'Simmer for 2 minutes.'],
  ]);
});

describe('grams from pounds and ounces, as a cook writes them (cookGrams)', () => {
  expectEach('%d g → %d g', cookGrams, [
    [0.44, 0.4],
    [7.09, 7], // 1/4 oz
    [28.35, 28], // 1 oz
    [56.7, 55], // 2 oz: nearest 5 g from 50 g
    [113.4, 115], // 1/4 lb
    [170.1, 170], // 6 oz
    [226.8, 225], // 1/2 lb
    [340.2, 350], // 12 oz: nearest 25 g from 250 g
    [396.9, 400], // 14 oz
    [453.6, 450], // 1 lb
    [680.4, 675], // 1 1/2 lb
    [793.8, 800], // 28 oz
    [907.2, 900], // 2 lb
  ]);

  it('writes what rounds to a kilogram in kilograms', () => {
    expect(expressMetric(990, 'mass', 990, true)).toEqual({ quantity: 1, unit: 'kg' });
    expect(expressMetric(1360.8, 'mass', 1360.8, true)).toEqual({ quantity: 1.4, unit: 'kg' });
  });

  expectEach('ingredient line %s → %s', ingredientLineToMetric, [
    ['1 lb ground beef', '450 g ground beef'],
    ['1/2 pound bacon', '225 g bacon'],
    ['1/4 lb butter', '115 g butter'],
    ['12 ounces spaghetti', '350 g spaghetti'],
    ['1 (28 oz) can crushed tomatoes', '1 (800 g) can crushed tomatoes'],
  ]);

  it('in the steps too', () => {
    expect(instructionToMetric('Brown 1 pound of beef, then add 8 ounces of mushrooms.')).toBe(
      'Brown 450 g of beef, then add 225 g of mushrooms.',
    );
  });
});

describe("spoons of what has no density stay spoons (a metric cook's 5 ml and 15 ml)", () => {
  expectEach('%s → %s', ingredientLineToMetric, [
    ['2 tsp black pepper', '2 tsp black pepper'],
    ['1/4 teaspoon cayenne pepper', '1/4 teaspoon cayenne pepper'],
    ['1 tablespoon red pepper flakes', '1 tablespoon red pepper flakes'],
    ['1-2 tsp chili flakes', '1-2 tsp chili flakes'],
    ['4 tbsp fish sauce', '4 tbsp fish sauce'], // 60 ml: still spoons
    ['5 tbsp fish sauce', '75 ml fish sauce'], // more than 4 tbsp is measured in ml
    ['1/4 cup fish sauce', '60 ml fish sauce'], // cups always convert
    ['2 tbsp olive oil', '30 ml olive oil'], // a liquid in the density table: ml
    ['2 tbsp sugar', '25 g sugar'], // a dry good in the table: weighed
    ['1 cup flour and 1 tsp black pepper', '120 g flour and 1 tsp black pepper'],
  ]);

  it('in the steps too', () => {
    expect(instructionToMetric('Season with 1 tsp black pepper and 1 cup of flour.')).toBe(
      'Season with 1 tsp black pepper and 120 g of flour.',
    );
  });

  it.each<[number, number | null, string]>([
    [1.25, null, '1/4 tsp'],
    [10, null, '2 tsp'],
    [15, null, '1 tbsp'],
    [20, null, '4 tsp'],
    [22.5, null, '1 1/2 tbsp'],
    [5, 10, '1–2 tsp'],
    [60, null, '4 tbsp'],
    [90, null, '90 ml'],
  ])('formatSpoons(%d ml, %s) → %s', (ml, mlMax, expected) => {
    expect(formatSpoons(ml, mlMax)).toBe(expected);
  });
});
