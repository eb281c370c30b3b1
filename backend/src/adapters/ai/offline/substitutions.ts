import type { z } from 'zod';
import table from './knowledge/substitutions.json' with { type: 'json' };
import { parseKnowledge, substitutionsFileSchema } from './knowledge/schema';
import { findByAlias, type AliasMatch } from './text';

export type Substitution = z.output<typeof substitutionsFileSchema>[number];
export type SubstitutionOption = Substitution['options'][number];

/** Common kitchen swaps with the ratios found in standard US and UK cookery references. */
export const SUBSTITUTIONS: readonly Substitution[] = parseKnowledge('substitutions', substitutionsFileSchema, table);

export function findSubstitution(text: string): AliasMatch<Substitution> | null {
  return findByAlias(text, SUBSTITUTIONS, (entry) => [entry.ingredient, ...entry.aliases]);
}
