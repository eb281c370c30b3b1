import type { RecipeInput } from '../recipe-row';

export const MAX_TITLE_LENGTH = 300;

/** What a source mapper makes of one record: a recipe to store, or the reason it cannot be stored. */
export type MappedRecipe = { ok: true; input: RecipeInput } | { ok: false; reason: string; sourceId: string | null };

export const rejected = (reason: string, sourceId: string | null = null): MappedRecipe => ({
  ok: false,
  reason,
  sourceId,
});

/**
 * The rules every source shares: a recipe needs a title (at most 300 characters), at least one
 * ingredient and at least one instruction. All failed rules are named, joined by "; ".
 */
export function validated(input: RecipeInput): MappedRecipe {
  const reasons: string[] = [];
  if (!input.name) reasons.push('missing title');
  else if (input.name.length > MAX_TITLE_LENGTH) reasons.push(`title longer than ${MAX_TITLE_LENGTH} characters`);
  if (input.ingredients.length === 0) reasons.push('no ingredients');
  if (input.instructions.length === 0) reasons.push('no instructions');
  if (!input.sourceId) reasons.push('no stable id');
  return reasons.length ? rejected(reasons.join('; '), input.sourceId || null) : { ok: true, input };
}
