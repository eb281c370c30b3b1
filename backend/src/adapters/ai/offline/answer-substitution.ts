import { breaksDiet, dietLabel, statedDiets, type Diet } from '../diet-guard';
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

/** The entry's options that keep to the stated diets ("vegetarian": no anchovy). */
export function optionsFor(entry: Substitution, diets: readonly Diet[]): SubstitutionOption[] {
  return entry.options.filter((option) => !breaksDiet(option.use, diets));
}

/**
 * The recipe's own alternatives to the replaced food: "6 oz guanciale or pancetta" answers
 * "instead of guanciale" with pancetta. Each is [the line, the alternative].
 */
export function recipeAlternatives(recipe: AssistantRecipeContext | null, phrase: string): Array<[string, string]> {
  if (!recipe) return [];
  const wanted = normalizeText(phrase)
    .replace(/^(?:the|a|an|some)\s+/, '')
    .trim();
  if (!wanted) return [];
  const found: Array<[string, string]> = [];
  for (const line of recipe.ingredients) {
    const text = normalizeText(line).replace(/\([^)]*\)/g, ' ');
    const food = text.split(',')[0];
    const parts = food.split(/\s+or\s+/);
    if (parts.length < 2) continue;
    const index = parts.findIndex((part) => aliasRegExp(wanted).test(part));
    if (index === -1) continue;
    const others = parts.filter((_, at) => at !== index).map((part) => alternativeFood(part, parts[index], wanted));
    for (const other of others) if (other) found.push([line.trim(), other]);
  }
  return found;
}

/** "6 oz guanciale" or "pancetta" → "pancetta"; an amount or unit before the first food is not part of it. */
function alternativeFood(part: string, replacedPart: string, wanted: string): string {
  const cleaned = part.replace(/^[\d/.\s-]+(?:[a-z]+\s+)?/, (prefix) =>
    replacedPart.startsWith(prefix) ? '' : prefix,
  );
  return cleaned.replace(wanted, '').trim() || part.trim();
}

function dietNote(diets: readonly Diet[]): string {
  return `Only swaps that are **${dietLabel(diets)}** are listed.`;
}

function substitutionAnswer(entry: Substitution, question: Question): AssistantAnswer {
  const diets = statedDiets(question.raw);
  const options = optionsFor(entry, diets);
  const proposed = proposedPhrase(question.text);
  const proposedWords = proposed ? keywords(proposed) : [];
  const endorsed = proposed && proposedWords.length > 0 ? options.filter((option) => endorses(option, proposed)) : [];
  const ordered = [...endorsed, ...options.filter((option) => !endorsed.includes(option))];
  const own = recipeAlternatives(question.recipe, entry.ingredient).filter(([, food]) => !breaksDiet(food, diets));

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
  if (own.length > 0) parts.push(ownAlternativesText(question.recipe!, entry.ingredient, own));
  if (ordered.length > 0) {
    parts.push(
      `**Substitutes for ${entry.ingredient}**, to replace ${entry.amount}:\n${bullets(ordered.map(formatOption))}`,
    );
    if (diets.length > 0) parts.push(dietNote(diets));
  } else {
    parts.push(
      `**I don't have a ${dietLabel(diets)} substitute for ${entry.ingredient} that I can vouch for**, so I won't suggest one.`,
    );
  }
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

function ownAlternativesText(recipe: AssistantRecipeContext, replaced: string, own: Array<[string, string]>): string {
  const foods = [...new Set(own.map(([, food]) => food))];
  return `**${recipe.name} itself offers ${foods.join(' or ')} instead of ${replaced}** — its ingredient list says "${own[0][0]}".`;
}

/** "instead of guanciale" when only the recipe knows: its own "or" alternative. */
function recipeOnlyAnswer(question: Question, phrase: string): AssistantAnswer | null {
  const diets = statedDiets(question.raw);
  const all = recipeAlternatives(question.recipe, cleanPhrase(phrase));
  if (all.length === 0) return null;
  const own = all.filter(([, food]) => !breaksDiet(food, diets));
  const replaced = cleanPhrase(phrase);
  if (own.length === 0) {
    return makeAnswer(
      `**${question.recipe!.name} offers ${all.map(([, food]) => food).join(' or ')} instead of ${replaced}, but that is not ${dietLabel(diets)}**, and I don't have a tested ${dietLabel(diets)} swap to suggest.`,
      [`The recipe's line: ${all[0][0]}.`],
      GENERAL_TOPICS,
    );
  }
  return makeAnswer(ownAlternativesText(question.recipe!, replaced, own), [], GENERAL_TOPICS);
}

/** "What can I substitute?" with a recipe open: its own alternatives, then the known swaps for its ingredients. */
function recipeSwapsAnswer(question: Question): AssistantAnswer | null {
  const recipe = question.recipe;
  if (!recipe) return null;
  const diets = statedDiets(question.raw);
  const lines: string[] = [];
  for (const line of recipe.ingredients) {
    const text = normalizeText(line)
      .replace(/\([^)]*\)/g, ' ')
      .split(',')[0];
    const parts = text.split(/\s+or\s+/);
    if (parts.length > 1) {
      lines.push(`**${line.trim()}** — the recipe itself lets you choose.`);
      continue;
    }
    const entry = findSubstitution(text)?.item;
    if (!entry) continue;
    const options = optionsFor(entry, diets);
    if (options.length === 0) continue;
    lines.push(`**${line.trim()}** — ${options[0].use}${options[0].note ? ` (${options[0].note})` : ''}`);
  }
  if (lines.length === 0) {
    return makeAnswer(
      `**None of ${recipe.name}'s ingredients has a tested swap in my list.** Ask about one ingredient ("instead of ${keywords(normalizeText(recipe.ingredients[0] ?? 'it')).slice(-1)[0] ?? 'it'}?") and I'll say what I know.`,
      [],
      GENERAL_TOPICS,
    );
  }
  const parts = [`**Swaps for ${recipe.name}:**\n${bullets(lines.slice(0, 8))}`];
  if (diets.length > 0) parts.push(dietNote(diets));
  return makeAnswer(
    parts.join('\n\n'),
    ['Ask about one ingredient for every tested option and its ratio.'],
    GENERAL_TOPICS,
  );
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
  if (
    question.recipe &&
    /^(?:what|which)(?: (?:ingredients?|things?))? (?:can|could|should) (?:i|we) (?:substitute|swap|replace)(?: here| in (?:this|it|the recipe))?\??$|^(?:any )?(?:substitutions?|swaps?)\??$/.test(
      question.text,
    )
  )
    return recipeSwapsAnswer(question);
  const phrase = replacedPhrase(question.text);
  if (!phrase) return null;
  // The recipe's own alternative ("guanciale or pancetta") comes before the general table.
  const own = findSubstitution(phrase) ? null : recipeOnlyAnswer(question, phrase);
  if (own) return own;
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

const ALLERGY_DIETS: readonly Diet[] = ['gluten-free', 'nut-free', 'dairy-free'];

/**
 * A swap asked for under a stated diet or allergy ("I have a nut allergy, what can I use instead of
 * pesto"): answered here, before the health handler's general allergy caution, when the engine
 * knows the food (or the recipe offers an alternative); the caution about labels is kept.
 */
export function answerDietSubstitution(question: Question): AssistantAnswer | null {
  const diets = statedDiets(question.raw);
  if (diets.length === 0) return null;
  const phrase = replacedPhrase(question.text);
  if (!phrase) return null;
  if (!findSubstitution(phrase) && recipeAlternatives(question.recipe, cleanPhrase(phrase)).length === 0) return null;
  const answer = answerSubstitution(question);
  if (!answer || !diets.some((diet) => ALLERGY_DIETS.includes(diet))) return answer;
  return {
    ...answer,
    tips: [
      'For an allergy or coeliac disease, check every label: packaged foods can contain traces or be made alongside the allergen.',
      ...answer.tips,
    ],
  };
}
