// The density table itself lives in the kitchen library, shared with the metric conversion of recipes.
import { DENSITIES, type Density } from '@common/kitchen/densities';
import { ML_PER_CUP } from './conversions';
import { findByAlias, type AliasMatch } from './text';

export { DENSITIES, type Density };

export function findDensity(text: string): AliasMatch<Density> | null {
  return findByAlias(text, DENSITIES, (density) => [density.name, ...density.aliases]);
}

export function gramsFromMillilitres(millilitres: number, density: Density): number {
  return (millilitres / ML_PER_CUP) * density.gramsPerCup;
}

export function millilitresFromGrams(grams: number, density: Density): number {
  return (grams / density.gramsPerCup) * ML_PER_CUP;
}
