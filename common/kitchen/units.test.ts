import { describe, expect, it } from 'vitest';
import { ALL_UNITS, normalizeUnit, readUnit, unitLabel } from './units';

describe('normalizeUnit', () => {
  it.each<[string, string | null]>([
    ['cup', 'cup'],
    ['cups', 'cup'],
    ['c.', 'cup'],
    ['C', 'cup'],
    ['tablespoon', 'tbsp'],
    ['Tablespoons', 'tbsp'],
    ['Tbsp', 'tbsp'],
    ['T', 'tbsp'],
    ['tbs', 'tbsp'],
    ['teaspoon', 'tsp'],
    ['teaspoons', 'tsp'],
    ['t', 'tsp'],
    ['tsp.', 'tsp'],
    ['ounce', 'oz'],
    ['ounces', 'oz'],
    ['oz.', 'oz'],
    ['fl oz', 'fl oz'],
    ['fl. oz.', 'fl oz'],
    ['fluid ounces', 'fl oz'],
    ['fl.oz', 'fl oz'],
    ['teaspoonful', 'tsp'],
    ['tablespoonfuls', 'tbsp'],
    ['ltr', 'l'],
    ['gms', 'g'],
    ['pound', 'lb'],
    ['pounds', 'lb'],
    ['lbs', 'lb'],
    ['gram', 'g'],
    ['grams', 'g'],
    ['kilogram', 'kg'],
    ['milliliter', 'ml'],
    ['millilitres', 'ml'],
    ['liter', 'l'],
    ['litres', 'l'],
    ['pt', 'pint'],
    ['qt', 'quart'],
    ['gal', 'gallon'],
    ['cans', 'can'],
    ['cloves', 'clove'],
    ['pinches', 'pinch'],
    ['dashes', 'dash'],
    ['slices', 'slice'],
    ['pkg', 'package'],
    ['packets', 'package'],
    ['sticks', 'stick'],
    ['bunches', 'bunch'],
    ['leaves', 'leaf'],
    ['inches', 'inch'],
    ['tomato', null],
    ['', null],
  ])('%j → %s', (word, unit) => {
    expect(normalizeUnit(word)).toBe(unit);
  });

  it.each([
    ['tablespooon', 'tbsp'],
    ['tablsepoon', 'tbsp'],
    ['teaspon', 'tsp'],
    ['pakcage', 'package'],
    ['contaner', 'container'],
    // Short words are one slip from food words ("slices"/"spices"), so only exact spellings count.
    ['spices', null],
    ['ounses', null],
    ['pockets', null],
  ])('reads the misspelled unit %j as %s', (word, unit) => {
    expect(normalizeUnit(word)).toBe(unit);
  });

  it('maps every canonical unit to itself', () => {
    for (const unit of ALL_UNITS) expect(normalizeUnit(unit)).toBe(unit);
  });
});

describe('readUnit', () => {
  it('reads two-word units and abbreviation dots', () => {
    expect(readUnit('fluid ounces vodka')).toEqual({ unit: 'fl oz', length: 12 });
    expect(readUnit('tsp. salt')).toEqual({ unit: 'tsp', length: 4 });
    expect(readUnit('oz/175 g cheese')).toEqual({ unit: 'oz', length: 2 });
  });

  it('does not read a unit inside a longer word', () => {
    expect(readUnit('canola oil')).toBeNull();
    expect(readUnit('tomatoes')).toBeNull();
  });
});

describe('unitLabel', () => {
  it.each<[Parameters<typeof unitLabel>[0], number, string]>([
    ['cup', 1, 'cup'],
    ['cup', 2, 'cups'],
    ['cup', 0.5, 'cup'],
    ['tbsp', 3, 'tbsp'],
    ['l', 2, 'L'],
    ['pinch', 2, 'pinches'],
    ['leaf', 3, 'leaves'],
    ['box', 2, 'boxes'],
  ])('%s × %d → %s', (unit, amount, label) => {
    expect(unitLabel(unit, amount)).toBe(label);
  });
});
