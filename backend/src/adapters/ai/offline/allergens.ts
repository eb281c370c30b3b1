import { z } from 'zod';
import table from './knowledge/allergens.json' with { type: 'json' };
import { allergenGroupSchema, parseKnowledge } from './knowledge/schema';
import { aliasRegExp, findByAlias } from './text';

export type AllergenGroup = z.output<typeof allergenGroupSchema>;

export const ALLERGEN_GROUPS: readonly AllergenGroup[] = parseKnowledge(
  'allergens',
  z.array(allergenGroupSchema),
  table,
);

export function findAllergenGroup(text: string): AllergenGroup | null {
  return findByAlias(text, ALLERGEN_GROUPS, (group) => group.aliases)?.item ?? null;
}

/** Ingredient lines whose wording suggests the allergen. Absence proves nothing: labels are the authority. */
export function linesMentioning(group: AllergenGroup, lines: readonly string[]): string[] {
  return lines.filter((line) => group.ingredientWords.some((word) => aliasRegExp(word).test(line.toLowerCase())));
}
