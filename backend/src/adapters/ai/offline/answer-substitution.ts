import { findDensity } from './densities';
import { findSubstitution, type Substitution, type SubstitutionOption } from './substitutions';
import { aliasRegExp, bullets, capitalize, escapeRegExp, keywords, makeAnswer, normalizeText, words } from './text';
import type { AssistantAnswer, AssistantRecipeContext, Question } from './types';

/** Each pattern captures the phrase naming the ingredient the cook wants to replace. */
const REPLACED_PHRASE: readonly RegExp[] = [
  /\b(?:instead of|in place of|rather than)\s+(.+)$/,
  /\b(?:substitutes?|substitutions?|subs?|replacements?|alternatives?|swaps?)\s+(?:for|of|to)\s+(.+)$/,
  /\b(?:substitute|sub|swap)\s+.+?\s+for\s+(?:the\s+)?(.+)$/,
  /\b(?:replace|swap out|substitute)\s+(?:the\s+)?(.+?)(?:\s+with\b.*)?$/,
  /\b(?:i'?m|i am|we'?re|we are|ran|run|running|all)\s+out of\s+(.+)$/,
  /\b(?:don'?t|do not|didn'?t|dont|doesn'?t) have(?: any)?\s+(.+)$/,
  /\b(?:have no|there'?s no|there is no|no more|without)\s+(.+)$/,
  /^(?:(?:what(?:'s| is| are)?|is there|any|a|an|good|best|the)\s+)*(.+?)\s+(?:substitutes?|substitutions?|replacements?|alternatives?|swaps?)\b/,
];

/** The swap the cook proposes: "can I use YOGURT instead of sour cream", "replace butter with OIL". */
const PROPOSED_PHRASE: readonly RegExp[] = [
  /\b(?:use|try|put|swap in|sub in|substitute)\s+(.+?)\s+(?:instead of|in place of|rather than|for)\b/,
  /\b(?:replace|swap out)\s+.+?\s+with\s+(.+)$/,
];

const GENERAL_TOPICS = ['What can I use instead of buttermilk?', 'Substitute for eggs', "I'm out of baking powder"];

function proposedPhrase(text: string): string | undefined {
  return PROPOSED_PHRASE.map((pattern) => pattern.exec(text)?.[1]).find(Boolean);
}

function replacedPhrase(text: string): string | null {
  for (const pattern of REPLACED_PHRASE) {
    const match = pattern.exec(text);
    if (match?.[1]) return match[1].trim();
  }
  return null;
}

/** Drops trailing context ("in this recipe", "for baking") so an unknown ingredient is named cleanly. */
function cleanPhrase(phrase: string): string {
  return phrase
    .replace(/\b(?:in|for|on|with|when)\s+(?:this|the|my|a|baking|cooking|frying)\b.*$/, '')
    .replace(/\b(?:what|can|could|should)\b.*$/, '')
    .replace(/^(?:any|some|the|a|an)\s+/, '')
    .trim();
}

function formatOption(option: SubstitutionOption): string {
  return option.note ? `**${option.use}** — ${option.note}` : `**${option.use}**`;
}

// Words that can sit before the proposed food in an option without making it a different food.
const OPTION_MODIFIERS = new Set(
  'plain whole neutral unsweetened full fat fresh dried melted softened cold chilled solid light dark regular greek ice extra virgin or and of'.split(
    ' ',
  ),
);

/**
 * Whether an option vouches for the cook's proposal: the proposed food must appear as a phrase,
 * not as part of another food — "milk" is not "evaporated milk", but "neutral oil" is oil.
 */
function endorses(option: SubstitutionOption, proposed: string): boolean {
  const phrase = normalizeText(proposed).replace(/^(?:some|a|an|the)\s+/, '');
  if (option.endorses?.test(phrase)) return true;
  const pattern = new RegExp(`(?:^|[^a-z])(?:([a-z]+)\\s+)?${escapeRegExp(phrase)}(?:e?s)?(?![a-z])`, 'g');
  return [...normalizeText(option.use).matchAll(pattern)].some(
    (match) => match[1] === undefined || OPTION_MODIFIERS.has(match[1]),
  );
}

const AMOUNT_WORDS = new Set(['cup', 'cups', 'tbsp', 'tsp', 'ml', 'oz', 'lb', 'kg', 'about', 'plus']);

/** "milk + lemon juice" combines two foods; "3/4 cup + 1 tbsp oil" is one food with a fussy amount. */
function isCombination(option: SubstitutionOption): boolean {
  const foods = option.use
    .replace(/\([^)]*\)/g, ' ')
    .split('+')
    .filter((part) => words(part.toLowerCase()).some((word) => word.length > 1 && !AMOUNT_WORDS.has(word)));
  return foods.length > 1;
}

function recipeLinesFor(entry: Substitution, recipe: AssistantRecipeContext | null): string[] {
  if (!recipe) return [];
  const aliases = [entry.ingredient, ...entry.aliases];
  return recipe.ingredients.filter((line) => aliases.some((alias) => aliasRegExp(alias).test(line.toLowerCase())));
}

function substitutionAnswer(entry: Substitution, question: Question): AssistantAnswer {
  const proposed = proposedPhrase(question.text);
  const proposedWords = proposed ? keywords(proposed) : [];
  const endorsed =
    proposed && proposedWords.length > 0 ? entry.options.filter((option) => endorses(option, proposed)) : [];
  const ordered = [...endorsed, ...entry.options.filter((option) => !endorsed.includes(option))];

  const parts: string[] = [];
  if (proposed && endorsed.some((option) => !isCombination(option))) {
    parts.push(`**Yes — ${proposed} can stand in for ${entry.ingredient}.**`);
  } else if (proposed && endorsed.length > 0) {
    parts.push(
      `**${capitalize(proposed)} works as part of a swap for ${entry.ingredient} — on its own it isn't the same:**`,
    );
  } else if (proposed && proposedWords.length > 0) {
    parts.push(
      `**I don't have ${proposed} listed as a tested swap for ${entry.ingredient}**, so I can't vouch for it. These are known to work:`,
    );
  }
  parts.push(
    `**Substitutes for ${entry.ingredient}** (to replace ${entry.amount}):\n${bullets(ordered.map(formatOption))}`,
  );
  if (entry.caution) parts.push(`**Note:** ${entry.caution}`);

  const tips = ['Scale the ratio to the amount your recipe calls for.'];
  const inRecipe = recipeLinesFor(entry, question.recipe);
  if (inRecipe.length > 0) tips.unshift(`This recipe calls for: ${inRecipe.join('; ')}.`);
  const related: string[] = [];
  if (entry.amount.startsWith('1 cup') && findDensity(entry.ingredient))
    related.push(`How many grams in 1 cup of ${entry.ingredient}?`);
  related.push(...GENERAL_TOPICS.filter((topic) => findSubstitution(normalizeText(topic))?.item !== entry));
  return makeAnswer(parts.join('\n\n'), tips, related);
}

function unknownSubstitution(phrase: string): AssistantAnswer {
  const cleaned = cleanPhrase(phrase);
  const name = keywords(cleaned).length > 0 ? cleaned : 'that';
  return makeAnswer(
    `**I don't have a tested substitute for ${name} in my offline list**, and I'd rather not guess — a wrong swap can ruin a bake or add an allergen.\n\nI know reliable swaps for common ingredients such as buttermilk, eggs, baking powder, self-raising flour, heavy cream, sour cream, wine, fresh herbs and brown sugar.`,
    [
      'Check the ingredient’s role in the recipe (structure, fat, acid, liquid, flavour) and swap for something with the same role.',
    ],
    GENERAL_TOPICS,
  );
}

/** "what can I use instead of buttermilk", "substitute for eggs", "I'm out of baking powder". */
export function answerSubstitution(question: Question): AssistantAnswer | null {
  const phrase = replacedPhrase(question.text);
  if (!phrase) return null;
  const entry = findSubstitution(phrase)?.item;
  if (entry) return substitutionAnswer(entry, question);
  const explicit = /\b(?:substitut|instead|replace|alternative|swap|use)/.test(question.text);
  // "dried herbs instead of fresh": the replaced food borrows the proposed food's noun ("fresh herbs").
  const proposed = proposedPhrase(question.text);
  const borrowed = proposed ? findSubstitution(`${phrase} ${words(proposed).pop() ?? ''}`)?.item : undefined;
  if (borrowed) return substitutionAnswer(borrowed, question);
  const elsewhere = explicit ? findSubstitution(question.text)?.item : undefined;
  if (elsewhere && !(proposed && findSubstitution(proposed)?.item === elsewhere)) {
    return substitutionAnswer(elsewhere, question);
  }
  // "without" and "don't have" are common in other questions too; only own them when a swap is asked for.
  if (!explicit && /\b(?:without|don'?t have|do not have|no more|have no)\b/.test(question.text)) return null;
  return unknownSubstitution(phrase);
}
