import { describe, expect, it } from 'vitest';
import { formatAmount, formatAmountRange, formatQuantity } from './amount-format';
import { parseNumber, readQuantity } from './quantity';
import { scaleQuantity } from './scale';
import { expectEach } from '../../backend/src/testing/expect-each';

describe('parseNumber', () => {
  it.each<[string, number | null]>([
    ['2', 2],
    ['14.5', 14.5],
    ['.5', 0.5],
    ['1/2', 0.5],
    ['3/4', 0.75],
    ['1 1/2', 1.5],
    ['1-1/2', 1.5],
    ['½', 0.5],
    ['1½', 1.5],
    ['1 ¾', 1.75],
    ['⅛', 0.125],
    ['one', 1],
    ['Twelve', 12],
    ['a', 1],
    ['half a', 0.5],
    ['a quarter', 0.25],
    ['three quarters of a', 0.75],
    ['two and a half', 2.5],
    ['1 and a half', 1.5],
    // A mixed number printed without its space; other denominators and ratios stay fractions.
    ['11/2', 1.5],
    ['21/3', 2 + 1 / 3],
    ['53/4', 5.75],
    ['17/8', 1.875],
    ['141/2', 14.5],
    ['12/4', 3],
    ['10/3', 10 / 3],
    ['15/16', 15 / 16],
    ['41/50', 0.82],
    ['1/0', null],
    ['abc', null],
    ['lots', null],
    ['', null],
  ])('%j → %s', (text, expected) => {
    const value = parseNumber(text);
    if (expected === null) expect(value).toBeNull();
    else expect(value).toBeCloseTo(expected, 9);
  });
});

describe('readQuantity', () => {
  it.each<[string, number, number | null, number]>([
    ['2 cups', 2, null, 1],
    ['1 1/2 cups', 1.5, null, 5],
    ['1½ cups', 1.5, null, 2],
    ['2-3 cups', 2, 3, 3],
    ['2–3 cups', 2, 3, 3],
    ['2 to 3 cups', 2, 3, 6],
    ['2 or 3 cups', 2, 3, 6],
    ['1/2-1 cup', 0.5, 1, 5],
    ['a pinch', 1, null, 1],
    ['an egg', 1, null, 2],
    ['a couple of eggs', 2, null, 11],
  ])('%j → %d..%s (%d chars)', (text, quantity, quantityMax, length) => {
    expect(readQuantity(text)).toEqual({ quantity, quantityMax, length });
  });

  it.each(['cups flour', 'a few sprigs', 'a little oil', 'half-and-half', ''])('reads nothing from %j', (text) => {
    expect(readQuantity(text)).toBeNull();
  });

  it('does not read a falling pair as a range', () => {
    expect(readQuantity('3-2 cups')).toEqual({ quantity: 3, quantityMax: null, length: 1 });
  });
});

describe('formatQuantity', () => {
  expectEach('%d → %s', formatQuantity, [
    [1, '1'],
    [2, '2'],
    [0.5, '1/2'],
    [1.5, '1 1/2'],
    [0.25, '1/4'],
    [0.75, '3/4'],
    [1 / 3, '1/3'],
    [2 / 3, '2/3'],
    [0.3, '1/3'], // close enough to a third that a cook would call it one
    [0.30000000000000004, '1/3'],
    [0.1 + 0.2, '1/3'],
    [0.125, '1/8'],
    [0.375, '3/8'],
    [2.75, '2 3/4'],
    [12.5, '12 1/2'],
    [0.2, '0.2'], // not close to a common fraction
    [0.4, '0.4'],
    [0.6, '0.6'],
    [1.2, '1.2'],
    [0.05, '0.05'],
    [1.99, '2'],
    [3.001, '3'],
    [750, '750'],
    [453.592, '454'],
    [1000.4, '1000'],
    [0, '0'],
    [2.5, '2 1/2'],
    [0.3333, '1/3'],
    [1.97, '1.97'],
    // No common fraction is near, so the decimal stays: on the recipe page, the list and in the assistant alike.
    [12.4, '12.4'],
    [0.01, '0.01'],
    [31.2, '31.2'],
    [2.98, '3'],
  ]);

  it('never prints floating-point noise', () => {
    for (let i = 1; i <= 200; i++) {
      const text = formatQuantity(i * 0.1);
      expect(text).not.toMatch(/\d\.\d{3,}/);
    }
  });

  it('returns an empty string for non-finite input', () => {
    expect(formatQuantity(Number.NaN)).toBe('');
    expect(formatQuantity(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatAmount', () => {
  it.each<[number, string | null, string]>([
    [1.5, 'cup', '1 1/2'],
    [1.5, null, '1 1/2'],
    [37.5, 'g', '38'],
    [2.25, 'ml', '2.3'],
    [1.25, 'kg', '1.3'],
    [0.4, 'tsp', '0.4'],
  ])('%d %s → %s', (quantity, unit, expected) => {
    expect(formatAmount(quantity, unit)).toBe(expected);
  });

  it('writes a range once when both ends read the same', () => {
    expect(formatAmountRange(2, 3, 'cup')).toBe('2–3');
    expect(formatAmountRange(2, 2.001, 'cup')).toBe('2');
    expect(formatAmountRange(2, null, 'cup')).toBe('2');
  });
});

describe('scaleQuantity', () => {
  it.each<[number | null, number, number | null]>([
    [2, 1.5, 3],
    [1 / 3, 3, 1],
    [0.1, 3, 0.3],
    [0.7, 3, 2.1],
    [null, 2, null],
    [1.5, 0.5, 0.75],
  ])('%s × %d → %s', (quantity, factor, expected) => {
    expect(scaleQuantity(quantity, factor)).toBe(expected);
  });
});
