import { DENSITIES, type Density } from '@common/kitchen/densities';
import { findByAlias, type AliasMatch } from './text';

/**
 * The density-table food named anywhere in a question ("how many grams in a cup of sugar"); the
 * table itself is the kitchen library's, shared with the recipe page's metric conversion.
 */
export function findDensity(text: string): AliasMatch<Density> | null {
  return findByAlias(text, DENSITIES, (density) => [density.name, ...density.aliases]);
}
