import { describe, expect, it } from 'vitest';
import { convertAmount, measureOf } from './convert';
import { densityFor } from './densities';
import type { Unit } from './units';

describe('unit sizes', () => {
  it.each<[Unit, number, 'volume' | 'mass']>([
    ['cup', 240, 'volume'],
    ['tbsp', 15, 'volume'],
    ['tsp', 5, 'volume'],
    ['fl oz', 30, 'volume'],
    ['pint', 473, 'volume'],
    ['quart', 946, 'volume'],
    ['gallon', 3785, 'volume'],
    ['ml', 1, 'volume'],
    ['l', 1000, 'volume'],
    ['stick', 120, 'volume'],
    ['lb', 453.592, 'mass'],
    ['oz', 28.35, 'mass'],
    ['g', 1, 'mass'],
    ['kg', 1000, 'mass'],
  ])('%s is %d (%s)', (unit, base, kind) => {
    expect(measureOf(unit)).toMatchObject({ base, kind });
  });

  it('has no size for counts', () => {
    expect(measureOf('can')).toBeNull();
    expect(measureOf('clove')).toBeNull();
  });
});

describe('convertAmount', () => {
  it('converts within a kind by the unit sizes', () => {
    expect(convertAmount(1, 'cup', 'tbsp', null)).toBe(16);
    expect(convertAmount(1, 'tbsp', 'tsp', null)).toBe(3);
    expect(convertAmount(1, 'lb', 'g', null)).toBe(453.592);
  });

  it('crosses between volume and weight only through a density', () => {
    expect(convertAmount(1, 'cup', 'g', null)).toBeNull();
    expect(convertAmount(2, 'cup', 'g', densityFor('flour'))).toBe(240);
    expect(convertAmount(500, 'g', 'cup', densityFor('sugar'))).toBe(2.5);
    expect(convertAmount(1, 'can', 'g', densityFor('flour'))).toBeNull();
  });
});
