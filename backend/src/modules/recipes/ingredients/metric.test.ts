import { describe, expect, it } from 'vitest';
import { fahrenheitToCelsiusInText, formatMetricAmount, ingredientLineToMetric, toMetric } from './metric';
import type { Unit } from './units';

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
  it.each<[string, string]>([
    ['2 cups flour', '480 ml flour'],
    ['1 1/2 lb chicken thighs', '680 g chicken thighs'],
    ['3 lb pork', '1.4 kg pork'],
    ['1 quart chicken stock', '946 ml chicken stock'],
    ['2 quarts water', '1.9 L water'],
    ['1 gallon milk', '3.8 L milk'],
    ['1 pint heavy cream', '473 ml heavy cream'],
    ['1 tablespoon olive oil', '15 ml olive oil'],
    ['1/2 teaspoon salt', '2.5 ml salt'],
    ['12 fluid ounces vodka', '360 ml vodka'],
    ['8 ounces cream cheese, softened', '227 g cream cheese, softened'],
    ['½ cup sugar', '120 ml sugar'],
    ['2-3 cups broth', '480–720 ml broth'],
    ['3/4 cup (1 1/2 sticks) butter', '180 ml (1 1/2 sticks) butter'],
    ['  1 cup milk', '  240 ml milk'],
  ])('%s → %s', (line, expected) => {
    expect(ingredientLineToMetric(line)).toBe(expected);
  });

  it.each([
    '1 (14.5 ounce) can diced tomatoes',
    '2 eggs',
    '4 cloves garlic, minced',
    '1 pinch salt',
    '1 inch fresh ginger',
    'salt and pepper to taste',
    'For the sauce:',
    '',
    'About 2 cups water',
  ])('leaves %j unchanged', (line) => {
    expect(ingredientLineToMetric(line)).toBe(line);
  });
});

describe('fahrenheitToCelsiusInText', () => {
  it.each<[string, string]>([
    ['350°F', '177°C'],
    ['350 °F', '177°C'],
    ['350 degrees F', '177°C'],
    ['350 degrees Fahrenheit', '177°C'],
    ['350° Fahrenheit', '177°C'],
    ['350ºF', '177°C'],
    ['350F', '177°C'],
    ['Preheat the oven to 425 degrees F.', 'Preheat the oven to 218°C.'],
    ['Preheat oven to 350 degrees F (175 degrees C).', 'Preheat oven to 177°C.'],
    ['Bake at 325-350°F for 20-25 minutes', 'Bake at 163–177°C for 20-25 minutes'],
    ['Heat oil to 375 degrees F; fry, then hold at 200°F', 'Heat oil to 191°C; fry, then hold at 93°C'],
    ['Freeze to 0°F', 'Freeze to -18°C'],
    ['212°F', '100°C'],
    ['32°F', '0°C'],
  ])('%s → %s', (text, expected) => {
    expect(fahrenheitToCelsiusInText(text)).toBe(expected);
  });

  it.each(['Bake for 20 minutes', 'Use 2 F-shaped cutters', 'Cook 2 degrees of doneness', '180°C'])(
    'leaves %j alone',
    (text) => {
      expect(fahrenheitToCelsiusInText(text)).toBe(text);
    },
  );
});
