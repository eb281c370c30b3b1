/**
 * Sizes of the units amounts convert between, and conversion through a food's density.
 *
 * Factors are the product spec's, not the exact legal definitions (1 cup = 240 ml, not 236.6),
 * because those are the round numbers metric cookbooks and nutrition labels use.
 */
import type { Density } from './densities';
import { isMassUnit, isVolumeUnit, type MassUnit, type Unit, type VolumeUnit } from './units';

export const ML_PER_UNIT: Readonly<Record<VolumeUnit, number>> = {
  cup: 240,
  tbsp: 15,
  tsp: 5,
  'fl oz': 30,
  pint: 473,
  quart: 946,
  gallon: 3785,
  ml: 1,
  l: 1000,
};

export const GRAMS_PER_UNIT: Readonly<Record<MassUnit, number>> = {
  lb: 453.592,
  oz: 28.35,
  g: 1,
  kg: 1000,
};

export const ML_PER_CUP = ML_PER_UNIT.cup;

/** A US stick of butter is 1/2 cup (8 tbsp), measured by volume on the wrapper. */
export const ML_PER_STICK = ML_PER_CUP / 2;

export interface Measure {
  kind: 'volume' | 'mass';
  /** Size in millilitres (volume) or grams (mass). */
  base: number;
  system: 'us' | 'metric';
}

const METRIC: ReadonlySet<Unit> = new Set<Unit>(['ml', 'l', 'g', 'kg']);

/**
 * What one of a unit measures, or null for counts (cans, cloves, pinches). A stick counts as the
 * butter stick's volume: asked about in a conversion, it always is.
 */
export function measureOf(unit: Unit): Measure | null {
  const system = METRIC.has(unit) ? 'metric' : 'us';
  if (isVolumeUnit(unit)) return { kind: 'volume', base: ML_PER_UNIT[unit], system };
  if (isMassUnit(unit)) return { kind: 'mass', base: GRAMS_PER_UNIT[unit], system };
  if (unit === 'stick') return { kind: 'volume', base: ML_PER_STICK, system };
  return null;
}

export function gramsFromMillilitres(millilitres: number, density: Density): number {
  return (millilitres / ML_PER_CUP) * density.gramsPerCup;
}

export function millilitresFromGrams(grams: number, density: Density): number {
  return (grams / density.gramsPerCup) * ML_PER_CUP;
}

/**
 * An amount in another unit: the same kind by the unit sizes, weight↔volume through the food's
 * density. Null when a density is needed and unknown, or either unit is a count.
 */
export function convertAmount(amount: number, from: Unit, to: Unit, density: Density | null): number | null {
  const source = measureOf(from);
  const target = measureOf(to);
  if (!source || !target) return null;
  if (source.kind === target.kind) return (amount * source.base) / target.base;
  if (!density) return null;
  if (source.kind === 'volume') return gramsFromMillilitres(amount * source.base, density) / target.base;
  return millilitresFromGrams(amount * source.base, density) / target.base;
}
