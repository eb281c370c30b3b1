import { formatQuantity } from '@common/kitchen/amount-format';
import { leadingAmountAt } from '@common/kitchen/amount-layout';
import { parseIngredient } from '@common/kitchen/parse-ingredient';
import { parseNumber } from '@common/kitchen/quantity';
import { scaleWrittenAmount } from '@common/kitchen/scale-line';
import { annotateTemperatures } from '@common/kitchen/temperature';
import { findAllergenGroup, linesMentioning } from './allergens';
import { answerAllergenPresence } from './answer-health';
import { withMetric } from './metric';
import { DIGIT_NUMBER, findDurations, findTemperatures, formatMinutes, type Duration } from './parse';
import { findTechnique } from './techniques';
import {
  ORDINAL_WORD,
  bullets,
  keywords,
  makeAnswer,
  normalizeFractions,
  normalizeText,
  parseOrdinal,
  singular,
} from './text';
import type { AssistantAnswer, AssistantRecipeContext, NutrientName, Question } from './types';

type RecipeHandler = (text: string, recipe: AssistantRecipeContext) => AssistantAnswer | null;

const ALLERGEN_CATEGORIES = new Set(['nuts', 'dairy', 'gluten', 'shellfish', 'soy', 'sesame']);

const RECIPE_TOPICS = ["What's the next step?", 'What ingredients do I need?', 'How long does this take?'];

/** Word stem for loose matching: "baking"/"bake"/"baked" → "bak", "onions" → "onion". */
export function stem(word: string): string {
  let result = singular(word);
  if (result.length > 5 && result.endsWith('ing')) result = result.slice(0, -3);
  else if (result.length > 4 && result.endsWith('ed')) result = result.slice(0, -2);
  if (result.length > 3 && result.endsWith('e')) result = result.slice(0, -1);
  return result;
}

function stems(text: string): string[] {
  return keywords(normalizeText(text)).map(stem);
}

// Measurement words say nothing about which ingredient is meant ("how many CUPS of flour").
const MEASURE_STEMS = new Set(
  [
    'cup',
    'tablespoon',
    'tbsp',
    'teaspoon',
    'tsp',
    'gram',
    'kg',
    'kilogram',
    'ounce',
    'oz',
    'pound',
    'lb',
    'ml',
    'liter',
    'litre',
    'clove',
    'pinch',
    'can',
    'piece',
    'handful',
    'slice',
    'stick',
    'amount',
    'quantity',
    'total',
  ].map(stem),
);

// Filler in "how long should it take to…" questions.
const TIME_STEMS = new Set(
  ['long', 'take', 'time', 'minute', 'hour', 'they', 'them', 'much', 'until', 'roughly'].map(stem),
);

function wantedStems(phrase: string, ignore: ReadonlySet<string>): string[] {
  return [...new Set(stems(phrase).filter((word) => !ignore.has(word)))];
}

/** Indices of the candidates sharing the most stems with `wanted`, requiring at least `minimum` in common. */
function bestMatches(candidates: readonly string[], wanted: readonly string[], minimum = 1): number[] {
  const scores = candidates.map((candidate) => {
    const present = new Set(stems(candidate));
    return wanted.filter((word) => present.has(word)).length;
  });
  const best = Math.max(0, ...scores);
  if (best < Math.max(1, minimum)) return [];
  return scores.flatMap((score, index) => (score === best ? [index] : []));
}

function currentIndex(recipe: AssistantRecipeContext): number | null {
  const current = recipe.currentStep;
  return typeof current === 'number' &&
    Number.isInteger(current) &&
    current >= 0 &&
    current < recipe.instructions.length
    ? current
    : null;
}

function stepLine(recipe: AssistantRecipeContext, index: number): string {
  return `**Step ${index + 1} of ${recipe.instructions.length}:** ${annotateTemperatures(recipe.instructions[index].trim())}`;
}

function durationsIn(text: string): Duration[] {
  return findDurations(normalizeText(text));
}

function timerTips(step: string): string[] {
  const durations = durationsIn(step);
  return durations.length > 0 ? [`Set a timer: this step mentions ${durations.map((d) => d.text).join(', ')}.`] : [];
}

function stepAnswer(recipe: AssistantRecipeContext, index: number, prefix = ''): AssistantAnswer {
  const body = stepLine(recipe, index);
  return makeAnswer(prefix ? `${prefix}\n\n${body}` : body, timerTips(recipe.instructions[index]), RECIPE_TOPICS);
}

function noSteps(recipe: AssistantRecipeContext): AssistantAnswer {
  return makeAnswer(
    `**${recipe.name} has no steps listed**, so I can't walk you through it.`,
    [],
    ['What ingredients do I need?'],
  );
}

const NUMBER_WORD = '(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';

const stepCountHandler: RecipeHandler = (text, recipe) => {
  if (!/\bhow many (?:more )?(?:steps|instructions)\b|\bnumber of steps\b|\bsteps (?:left|remaining)\b/.test(text))
    return null;
  const total = recipe.instructions.length;
  const current = currentIndex(recipe);
  const progress =
    current === null ? '' : ` You're on step ${current + 1}, with ${total - current - 1} more after this one.`;
  return makeAnswer(`**${recipe.name} has ${total} step${total === 1 ? '' : 's'}.**${progress}`, [], RECIPE_TOPICS);
};

const specificStepHandler: RecipeHandler = (text, recipe) => {
  const numbered = new RegExp(`\\bstep\\s+(?:number\\s+|no\\.?\\s*|#\\s*)?(${NUMBER_WORD})\\b`).exec(text);
  const ordinal = new RegExp(`\\b(${ORDINAL_WORD})\\s+step\\b`).exec(text);
  const requested = numbered ? parseNumber(numbered[1]) : ordinal ? parseOrdinal(ordinal[1]) : null;
  if (requested === null) return null;
  const total = recipe.instructions.length;
  if (total === 0) return noSteps(recipe);
  if (requested < 1 || requested > total) {
    return makeAnswer(
      `**${recipe.name} only has ${total} step${total === 1 ? '' : 's'}**, so there is no step ${requested}.`,
      [],
      RECIPE_TOPICS,
    );
  }
  return stepAnswer(recipe, requested - 1);
};

const previousStepHandler: RecipeHandler = (text, recipe) => {
  if (
    !/\b(?:previous|prior) step\b|\bstep before\b|\bgo back\b|\bback a step\b|\bwhat was the last step\b|\blast step again\b/.test(
      text,
    )
  ) {
    return null;
  }
  if (recipe.instructions.length === 0) return noSteps(recipe);
  const current = currentIndex(recipe);
  if (current === null)
    return stepAnswer(recipe, 0, "You haven't started yet, so there's no previous step. Here's the first one:");
  if (current === 0) return stepAnswer(recipe, 0, "You're on the first step — there's nothing before it.");
  return stepAnswer(recipe, current - 1);
};

const finalStepHandler: RecipeHandler = (text, recipe) => {
  if (!/\b(?:last|final) step\b/.test(text)) return null;
  if (recipe.instructions.length === 0) return noSteps(recipe);
  return stepAnswer(recipe, recipe.instructions.length - 1);
};

const nextStepHandler: RecipeHandler = (text, recipe) => {
  if (
    !/\bnext\b|\bwhat now\b|\bthen what\b|\bwhat(?:'s| is)? after (?:this|that)\b|\bwhat do i do now\b|\bi'?m done\b|\bdone with (?:this|that|the) step\b|\bcontinue\b|\bmove on\b/.test(
      text,
    )
  ) {
    return null;
  }
  const total = recipe.instructions.length;
  if (total === 0) return noSteps(recipe);
  const current = currentIndex(recipe);
  if (current === null) return stepAnswer(recipe, 0, "You haven't started yet, so here's the first step:");
  if (current >= total - 1) {
    return makeAnswer(
      `**You're on the last step** (step ${total} of ${total}) — once it's done, ${recipe.name} is ready. Enjoy!`,
      [],
      ['How long do cooked leftovers last in the fridge?'],
    );
  }
  return stepAnswer(recipe, current + 1);
};

const currentStepHandler: RecipeHandler = (text, recipe) => {
  if (
    !/\b(?:current|this) step\b|\bwhat step am i on\b|\bwhere (?:am i|was i|were we)\b|\brepeat\b|\bsay (?:that|it) again\b|\bwhat was that\b|\bwhat am i (?:doing|supposed to do)\b/.test(
      text,
    )
  ) {
    return null;
  }
  if (recipe.instructions.length === 0) return noSteps(recipe);
  const current = currentIndex(recipe);
  if (current === null) return stepAnswer(recipe, 0, "You haven't started yet. Step 1 is:");
  return stepAnswer(recipe, current);
};

const ingredientsHandler: RecipeHandler = (text, recipe) => {
  const listRequest =
    (/\bingredients?\b/.test(text) && /\b(?:what|which|list|all|need|show|read|tell|give)\b/.test(text)) ||
    /\bshopping list\b|\bwhat (?:do|will|would) (?:i|we) need(?: for (?:this|it|the recipe))?$|\bwhat goes in(?:to)? (?:this|it)\b/.test(
      text,
    );
  if (!listRequest) return null;
  if (recipe.ingredients.length === 0) {
    return makeAnswer(`**${recipe.name} has no ingredients listed.**`, [], RECIPE_TOPICS);
  }
  const lines = recipe.ingredients.map((line) => withMetric(normalizeFractions(line.trim())));
  const hasMetric = lines.some((line, index) => line !== normalizeFractions(recipe.ingredients[index].trim()));
  return makeAnswer(
    `**Ingredients for ${recipe.name}** (${recipe.ingredients.length}):\n${bullets(lines)}`,
    hasMetric ? ['Metric amounts in brackets are approximate conversions.'] : [],
    ["What's the next step?", 'How long does this take?', 'How many steps are there?'],
  );
};

function sumDurations(steps: readonly string[]): { min: number; max: number } | null {
  const all = steps.flatMap(durationsIn);
  if (all.length === 0) return null;
  return all.reduce((sum, d) => ({ min: sum.min + d.minMinutes, max: sum.max + d.maxMinutes }), { min: 0, max: 0 });
}

function rangeText(range: { min: number; max: number }): string {
  if (Math.round(range.min) === Math.round(range.max)) return formatMinutes(range.min);
  if (range.max < 60) return `${Math.round(range.min)}–${Math.round(range.max)} min`;
  return `${formatMinutes(range.min)}–${formatMinutes(range.max)}`;
}

const totalTimeHandler: RecipeHandler = (text, recipe) => {
  const asksRemaining =
    /\bhow (?:long|much time) (?:is |do i have )?left\b|\btime (?:left|remaining)\b|\bhow much longer\b/.test(text);
  const asksTotal =
    /\bhow long (?:does|will|is|did|would) (?:this|it|the recipe|this recipe|the whole thing|everything)\b|\btotal time\b|\bhow much time\b|\bwhen will (?:it|this) be (?:ready|done)\b|\bhow long (?:to|will it take to) make (?:this|it)\b/.test(
      text,
    );
  if (!asksRemaining && !asksTotal) return null;
  const current = currentIndex(recipe);
  const parts: string[] = [];
  if (recipe.totalTimeMinutes && recipe.totalTimeMinutes > 0) {
    parts.push(`**${recipe.name} takes about ${formatMinutes(recipe.totalTimeMinutes)} in total.**`);
  }
  const remainingSteps = current === null ? recipe.instructions : recipe.instructions.slice(current);
  const timed = sumDurations(remainingSteps);
  if (asksRemaining && current !== null) {
    parts.push(
      timed
        ? `From step ${current + 1}, the timed steps add up to about **${rangeText(timed)}**, plus hands-on time.`
        : `The remaining steps don't give timings, so I can't estimate what's left.`,
    );
  } else if (parts.length === 0) {
    parts.push(
      timed
        ? `**The recipe doesn't list a total time**, but its timed steps add up to about **${rangeText(timed)}**, plus prep and hands-on time.`
        : "**The recipe doesn't list a total time**, and its steps don't mention timings, so I can't estimate it.",
    );
  }
  return makeAnswer(parts.join('\n\n'), [], ["What's the next step?", 'How many steps are there?']);
};

const SCALE_WORDS: readonly (readonly [RegExp, number, string])[] = [
  [/\b(?:double|doubled|doubling|twice|x ?2|times (?:two|2))\b/, 2, 'doubled (×2)'],
  [/\b(?:triple|tripled|tripling|x ?3|times (?:three|3))\b/, 3, 'tripled (×3)'],
  [
    /\b(?:halve|halved|halving)\b|\bhalf (?:the|this|of the|of this) recipe\b|\bcut (?:it|this|the recipe) in half\b|\bmake half\b/,
    0.5,
    'halved (×1/2)',
  ],
];

/**
 * "1 1/2 cups flour" ×2 → "3 cups flour", scaled and written as the recipe page scales it; lines
 * without a leading amount stay as written.
 */
export function scaleIngredientLine(line: string, factor: number): string {
  const text = normalizeFractions(line.trim());
  const parsed = parseIngredient(text);
  return scaleWrittenAmount(
    text,
    { ...parsed, amountAt: leadingAmountAt(text, parsed.quantity), metricAmounts: [] },
    factor,
  );
}

const scaleHandler: RecipeHandler = (text, recipe) => {
  const scale = SCALE_WORDS.find(([pattern]) => pattern.test(text));
  if (!scale) return null;
  const [, factor, label] = scale;
  return makeAnswer(
    `**${recipe.name}, ${label}:**\n${bullets(recipe.ingredients.map((line) => withMetric(scaleIngredientLine(line, factor))))}`,
    [
      "Cooking times and pan sizes don't scale linearly — use a pan of matching area and check for doneness early.",
      'Scale salt, spices and baking powder a little under, then adjust to taste.',
      'Round eggs to whole eggs, or beat and weigh them (about 50 g each).',
    ],
    RECIPE_TOPICS,
  );
};

const ovenHandler: RecipeHandler = (text, recipe) => {
  if (!/\b(?:oven|temperature|temp|degrees|preheat|how hot)\b/.test(text)) return null;
  const withTemperature = recipe.instructions.flatMap((step, index) =>
    findTemperatures(normalizeText(step)).length > 0 || /\d\s*°/.test(step) ? [index] : [],
  );
  if (withTemperature.length === 0) {
    return makeAnswer(`**${recipe.name}'s steps don't mention a temperature.**`, [], RECIPE_TOPICS);
  }
  return makeAnswer(
    `**Temperatures in this recipe:**\n${bullets(withTemperature.map((index) => stepLine(recipe, index)))}`,
    ['Fan (convection) ovens: lower the temperature by about 20°C (25°F).'],
    RECIPE_TOPICS,
  );
};

function matchedIngredients(recipe: AssistantRecipeContext, phrase: string): string[] {
  const wanted = wantedStems(phrase, MEASURE_STEMS);
  if (wanted.length === 0) return [];
  return bestMatches(recipe.ingredients, wanted).map((index) => recipe.ingredients[index].trim());
}

function stepsUsing(recipe: AssistantRecipeContext, phrase: string): number[] {
  const wanted = wantedStems(phrase, MEASURE_STEMS);
  return wanted.length === 0 ? [] : bestMatches(recipe.instructions, wanted);
}

/** Shown servings over the servings the lines are written for (1 when the page shows the recipe as written). */
function scaleFactor(recipe: AssistantRecipeContext): number {
  return recipe.servings && recipe.writtenFor ? recipe.servings / recipe.writtenFor : 1;
}

const scaledNote = (recipe: AssistantRecipeContext) =>
  `Scaled to the ${recipe.servings} servings on the page (the recipe is written for ${recipe.writtenFor}).`;

function servingsAnswer(recipe: AssistantRecipeContext): AssistantAnswer {
  if (!recipe.servings) {
    return makeAnswer(
      "**I don't have the serving size for this recipe**, so I can't say how many it feeds. I can double or halve the ingredients if that helps.",
      [],
      ['Double the recipe', 'What ingredients do I need?'],
    );
  }
  const body = recipe.writtenFor
    ? `**The page shows ${recipe.name} for ${recipe.servings} servings.** The recipe is written for ${recipe.writtenFor}, so its amounts are scaled ×${formatQuantity(recipe.servings / recipe.writtenFor)}.`
    : `**${recipe.name} makes ${recipe.servings} servings.**`;
  return makeAnswer(body, [], ['What ingredients do I need?', 'How many calories per serving?']);
}

/** The part of a line naming the food: "1 tbsp kosher salt, for the pasta water" → "1 tbsp kosher salt". */
function foodPart(line: string): string {
  return normalizeText(line)
    .replace(/\([^)]*\)/g, ' ')
    .split(',')[0]
    .replace(/\b(?:for|to|plus)\b.*$/, '');
}

/** Whether every word the cook asked about is in the food part of the line, not only in its note. */
function foodPartMatches(line: string, phrase: string): boolean {
  const wanted = wantedStems(phrase, MEASURE_STEMS);
  const present = new Set(stems(foodPart(line)));
  return (
    wanted.length > 0 &&
    wanted.filter((word) => present.has(word)).length >= Math.min(wanted.length, 2) &&
    wanted.some((word) => present.has(word))
  );
}

// "Pasta water" is "the cooking water" in most recipes; "save" is "scoop out" or "reserve".
const SYNONYMS: Record<string, readonly string[]> = {
  pasta: ['cook', 'spaghetti', 'noodl', 'linguin', 'penn'],
  sav: ['reserv', 'scoop', 'keep', 'set'],
  reserv: ['sav', 'scoop', 'keep', 'set'],
  keep: ['reserv', 'sav', 'scoop'],
};

const HAS_AMOUNT =
  /\d\s*(?:\/\s*\d+\s*)?(?:cups?|tbsp|tsp|tablespoons?|teaspoons?|ml|l|litres?|liters?|g|kg|oz|lb|quarts?|pints?)\b/;

/**
 * "How much pasta water do I save?": the amount the steps give, when no ingredient line names it.
 * Sentences with an amount are scored on the asked words and their kitchen synonyms.
 */
function instructionAmounts(recipe: AssistantRecipeContext, phrase: string, text: string): AssistantAnswer | null {
  const wanted = [...new Set([...wantedStems(phrase, MEASURE_STEMS), ...stems(text).filter((word) => SYNONYMS[word])])];
  if (wanted.length === 0) return null;
  const scored = recipe.instructions.flatMap((step, index) =>
    step.split(/(?<=[.!?])\s+/).map((sentence) => {
      const present = new Set(stems(sentence));
      const score = wanted.filter(
        (word) => present.has(word) || (SYNONYMS[word] ?? []).some((synonym) => present.has(synonym)),
      ).length;
      return { sentence, index, score, amount: HAS_AMOUNT.test(normalizeFractions(sentence.toLowerCase())) };
    }),
  );
  const withAmount = scored.filter((item) => item.amount && item.score > 0);
  const best = Math.max(0, ...withAmount.map((item) => item.score));
  if (best < Math.min(2, wanted.length)) return null;
  const top = withAmount.filter((item) => item.score === best);
  const rest = withAmount.filter((item) => item.score === best - 1 && best > 1 && !top.includes(item)).slice(0, 2);
  const quote = (item: { sentence: string; index: number }) =>
    `Step ${item.index + 1}: ${annotateTemperatures(withMetric(item.sentence.trim()))}`;
  const parts = [`**${recipe.name} says:** ${quote(top[0])}`];
  const others = [...top.slice(1), ...rest];
  if (others.length > 0) parts.push(`Later:\n${bullets(others.map(quote))}`);
  const factor = scaleFactor(recipe);
  return makeAnswer(
    parts.join('\n\n'),
    factor !== 1
      ? [
          `These are the recipe's amounts for ${recipe.writtenFor} servings; scale them ×${formatQuantity(factor)} for the ${recipe.servings} on the page.`,
        ]
      : [],
    RECIPE_TOPICS,
  );
}

const NUTRIENT_WORDS: ReadonlyArray<[RegExp, NutrientName, string]> = [
  [/\b(?:calories|calorie|kcal|energy)\b/, 'calories', 'kcal'],
  [/\bprotein\b/, 'protein', 'g'],
  [/\b(?:carbs?|carbohydrates?)\b/, 'carbohydrates', 'g'],
  [/\bsaturated\b/, 'saturated fat', 'g'],
  [/\bfat\b/, 'fat', 'g'],
  [/\bsugars?\b/, 'sugar', 'g'],
  [/\bfib(?:er|re)\b/, 'fiber', 'g'],
  [/\b(?:sodium|salt content|how salty)\b/, 'sodium', 'mg'],
];
const UNIT_OF: Record<NutrientName, string> = {
  calories: 'kcal',
  protein: 'g',
  carbohydrates: 'g',
  fat: 'g',
  'saturated fat': 'g',
  sugar: 'g',
  fiber: 'g',
  sodium: 'mg',
};

const nutritionHandler: RecipeHandler = (text, recipe) => {
  const asked = NUTRIENT_WORDS.filter(([pattern]) => pattern.test(text)).map(([, name]) => name);
  const general = /\bnutrition(?:al)?\b|\bmacros\b|\bhow healthy\b/.test(text);
  if (asked.length === 0 && !general) return null;
  const nutrition = recipe.nutrition;
  if (!nutrition || Object.keys(nutrition).length === 0) {
    return makeAnswer(
      `**${recipe.name} has no nutrition information**, so I can't give figures for it.`,
      [],
      RECIPE_TOPICS,
    );
  }
  const names = (
    asked.length > 0
      ? asked.filter((name, index) => !(name === 'fat' && asked.includes('saturated fat') && index > 0))
      : (Object.keys(nutrition) as NutrientName[])
  ).filter((name) => nutrition[name] !== undefined);
  if (names.length === 0) {
    return makeAnswer(`**${recipe.name}'s nutrition doesn't list that.**`, [], ['How many calories per serving?']);
  }
  const servings = recipe.servings ?? null;
  const line = (name: NutrientName) => {
    const value = nutrition[name]!;
    const total =
      servings && servings > 1
        ? ` (${formatQuantity(Math.round(value * servings))} ${UNIT_OF[name]} for all ${servings} servings)`
        : '';
    return `**${name[0].toUpperCase()}${name.slice(1)}:** ${formatQuantity(value)} ${UNIT_OF[name]} per serving${total}`;
  };
  return makeAnswer(
    `**Nutrition for ${recipe.name}, per serving:**\n${bullets(names.map(line))}`,
    ['Figures are per serving as the recipe states them; swaps and portion sizes change them.'],
    RECIPE_TOPICS,
  );
};

/** "1 lb spaghetti" → "spaghetti": the food part without its amount and unit. */
function foodName(line: string): string {
  return foodPart(line)
    .replace(/^[\d\s/.-]+(?:[a-z]+\s+)?/, '')
    .trim();
}

const makeAheadHandler: RecipeHandler = (text, recipe) => {
  if (
    !/\b(?:make|prep|prepare|cook) (?:it |this |them )?(?:ahead|in advance|the (?:day|night) before|earlier)\b|\bmake[- ]ahead\b|\b(?:store|keep|freeze|reheat|leftovers?)\b/.test(
      text,
    )
  )
    return null;
  const said = recipe.instructions.flatMap((step, index) =>
    step
      .split(/(?<=[.!?])\s+/)
      .filter((sentence) =>
        /\b(?:ahead|advance|overnight|refrigerat\w*|fridge|chill\w*|freez\w*|store|keeps?|up to \d+ (?:days?|hours?|weeks?)|serve (?:right away|immediately|at once)|right away|immediately)\b/i.test(
          sentence,
        ),
      )
      .map((sentence) => `Step ${index + 1}: ${sentence.trim()}`),
  );
  const servedAtOnce = said.some((sentence) => /\b(?:right away|immediately|at once)\b/i.test(sentence));
  const parts: string[] = [];
  if (said.length > 0) parts.push(`**What ${recipe.name} says:**\n${bullets(said.slice(0, 4))}`);
  parts.push(
    servedAtOnce
      ? `**${recipe.name} is best made just before you eat.** You can still get ahead: measure the ingredients, and prepare ${recipe.ingredients
          .slice(0, 2)
          .map((line) => foodName(line))
          .join(' and ')} earlier.`
      : `**You can get ahead on ${recipe.name}:** measure and prep the ingredients (${recipe.ingredients
          .slice(0, 3)
          .map((line) => foodName(line))
          .join(
            ', ',
          )}) earlier in the day, and cook it when you need it. Cooked, it keeps 3–4 days in the fridge in a covered container.`,
  );
  return makeAnswer(
    parts.join('\n\n'),
    ['Cool cooked food within 2 hours and reheat it until steaming hot (74°C / 165°F).'],
    RECIPE_TOPICS,
  );
};

const amountHandler: RecipeHandler = (text, recipe) => {
  const match =
    /\bhow (?:much|many)\s+(.+?)(?:\s+(?:do|does|did|should|will|would|can|is|are|goes|go|in|for|to|i|we|needed|required)\b.*)?$/.exec(
      text,
    );
  if (!match) return null;
  const phrase = match[1];
  if (/\b(?:serve|serves|servings?|portions?|people|persons?|yield)\b/.test(text)) return servingsAnswer(recipe);
  const factor = scaleFactor(recipe);
  const lines = matchedIngredients(recipe, phrase).filter((line) => foodPartMatches(line, phrase));
  if (lines.length === 0) {
    const said = instructionAmounts(recipe, phrase, text);
    if (said) return said;
  }
  if (lines.length === 0) {
    return makeAnswer(
      `**I can't find ${phrase} in the ingredient list for ${recipe.name}.** It may not be needed, or it's listed under another name.`,
      [],
      ['What ingredients do I need?', "What's the next step?"],
    );
  }
  const formatted = lines.map((line) =>
    withMetric(factor === 1 ? normalizeFractions(line) : scaleIngredientLine(line, factor)),
  );
  const body =
    formatted.length === 1 ? `**You need ${formatted[0]}.**` : `**This recipe uses:**\n${bullets(formatted)}`;
  const usedIn = stepsUsing(recipe, phrase);
  const tips = usedIn.length > 0 ? [`It's used in step ${usedIn.map((index) => index + 1).join(', ')}.`] : [];
  if (factor !== 1) tips.unshift(scaledNote(recipe));
  return makeAnswer(body, tips, RECIPE_TOPICS);
};

const containsHandler: RecipeHandler = (text, recipe) => {
  const match =
    /\b(?:do (?:i|we) need|does (?:this|it|the recipe)(?: recipe)? (?:need|use|have|contain|call for|include|require)|is there(?: any)?|are there(?: any)?)\s+(?:any\s+)?(.+)$/.exec(
      text,
    );
  if (!match || /^to\b/.test(match[1])) return null;
  const phrase = match[1];
  const lines = matchedIngredients(recipe, phrase);
  if (lines.length > 0) {
    return makeAnswer(
      `**Yes — this recipe uses:**\n${bullets(lines.map((line) => withMetric(normalizeFractions(line))))}`,
      [],
      RECIPE_TOPICS,
    );
  }
  // "Nuts" or "dairy" are categories: walnuts and butter must count, and absence is never a guarantee.
  const allergen = findAllergenGroup(phrase);
  if (
    allergen &&
    (ALLERGEN_CATEGORIES.has(allergen.name) || linesMentioning(allergen, recipe.ingredients).length > 0)
  ) {
    return answerAllergenPresence(allergen, recipe);
  }
  return makeAnswer(
    `**No — I don't see ${phrase} in the ingredient list for ${recipe.name}.**`,
    ['Packaged ingredients can still contain it; check labels if it matters for an allergy.'],
    ['What ingredients do I need?'],
  );
};

const stepSearchHandler: RecipeHandler = (text, recipe) => {
  const mention =
    /\bwhen (?:do|should|can|will|must) (?:i|we|you) (?:add|put in|put|use|stir in|mix in|pour in|fold in|throw in|include)\s+(?:the\s+)?(.+)$/.exec(
      text,
    ) ??
    /\b(?:which|what) step\b.*?\b(?:add|adds|use|uses|mention|mentions|has|have|need|needs)\s+(?:the\s+)?(.+)$/.exec(
      text,
    ) ??
    /\bwhat (?:do|should) (?:i|we) do with (?:the\s+)?(.+)$/.exec(text);
  if (mention) {
    const found = stepsUsing(recipe, mention[1]);
    if (found.length === 0) {
      return makeAnswer(
        `**I can't find ${mention[1]} in the steps of ${recipe.name}.**`,
        [],
        ['What ingredients do I need?'],
      );
    }
    return makeAnswer(
      bullets(found.map((index) => stepLine(recipe, index))),
      timerTips(recipe.instructions[found[0]]),
      RECIPE_TOPICS,
    );
  }

  const howLong = /\bhow long\s+(.+)$/.exec(text);
  if (!howLong) return null;
  const wanted = wantedStems(howLong[1], TIME_STEMS);
  if (wanted.length === 0) return null;
  // Short questions name a verb and an object ("rest the dough"): both must appear in the step.
  const minimum = wanted.length <= 2 ? wanted.length : Math.ceil((wanted.length * 2) / 3);
  const found = bestMatches(recipe.instructions, wanted, minimum);
  if (found.length === 0) return null;
  const timed = found.find((index) => durationsIn(recipe.instructions[index]).length > 0);
  if (timed !== undefined) {
    const durations = durationsIn(recipe.instructions[timed]).map((d) => d.text);
    return makeAnswer(
      `**${durations.join(', ')}**, according to the recipe:\n\n${stepLine(recipe, timed)}`,
      [],
      RECIPE_TOPICS,
    );
  }
  const technique = findTechnique(text);
  const parts = [`**The recipe doesn't give a time for this.** It says:\n\n${stepLine(recipe, found[0])}`];
  if (technique) parts.push(`**General guide:**\n\n${technique.answer}`);
  return makeAnswer(parts.join('\n\n'), technique ? [...technique.tips] : [], RECIPE_TOPICS);
};

const nameHandler: RecipeHandler = (text, recipe) => {
  if (
    !/\bwhat (?:am i|are we) (?:making|cooking|baking)\b|\bwhat(?:'s| is) (?:this|the) recipe\b|\brecipe name\b/.test(
      text,
    )
  )
    return null;
  const time = recipe.totalTimeMinutes ? `, about ${formatMinutes(recipe.totalTimeMinutes)} in total` : '';
  return makeAnswer(
    `**You're making ${recipe.name}** — ${recipe.ingredients.length} ingredients and ${recipe.instructions.length} steps${time}.`,
    [],
    RECIPE_TOPICS,
  );
};

const servingsHandler: RecipeHandler = (text, recipe) =>
  /\bhow many (?:servings|portions|people)\b|\b(?:does|will) (?:this|it) (?:serve|feed|make)\b|\bserves? how many\b|\bserving size\b|\bhow many (?:does|will) (?:this|it) (?:serve|feed)\b/.test(
    text,
  )
    ? servingsAnswer(recipe)
    : null;

/** "Make it for 6", "scale to 6 servings": the recipe's lines scaled from the servings they are written for. */
const servingsScaleHandler: RecipeHandler = (text, recipe) => {
  const target = /\b(?:for|to|feed|serve)\s+(\d{1,3})\s*(?:servings?|people|persons?|portions?)?\b/.exec(text);
  if (
    !target ||
    !/\b(?:scale|make|cook|adjust|feed|serve|for)\b/.test(text) ||
    !/\b(?:servings?|people|persons?|portions?|scale|feed|serve)\b/.test(text)
  )
    return null;
  const from = recipe.writtenFor ?? recipe.servings;
  if (!from) return null;
  const to = Number(target[1]);
  if (!(to > 0)) return null;
  const factor = to / from;
  return makeAnswer(
    `**${recipe.name} for ${to} servings** (written for ${from}, so ×${formatQuantity(factor)}):\n${bullets(recipe.ingredients.map((line) => withMetric(scaleIngredientLine(line, factor))))}`,
    ["Cooking times don't scale with the amounts — check for doneness rather than multiplying the time."],
    RECIPE_TOPICS,
  );
};

// Order matters: specific phrasings ("how many steps", "step 3") before broad ones ("how many …").
const RECIPE_HANDLERS: readonly RecipeHandler[] = [
  stepCountHandler,
  specificStepHandler,
  previousStepHandler,
  finalStepHandler,
  nextStepHandler,
  currentStepHandler,
  ingredientsHandler,
  totalTimeHandler,
  scaleHandler,
  servingsScaleHandler,
  ovenHandler,
  nutritionHandler,
  servingsHandler,
  amountHandler,
  containsHandler,
  stepSearchHandler,
  nameHandler,
  makeAheadHandler,
];

/** Questions about the open recipe: steps, ingredients, amounts, timing, scaling. */
export function answerRecipe(question: Question): AssistantAnswer | null {
  const { recipe, text } = question;
  if (!recipe) return null;
  for (const handler of RECIPE_HANDLERS) {
    const answer = handler(text, recipe);
    if (answer) return answer;
  }
  return null;
}

const RECIPE_SHAPED =
  /\b(?:next|previous|current|first|last|final) step\b|\bstep (?:\d+|one|two|three|four|five)\b|\bhow many steps\b|\b(?:this|the) recipe\b|\bingredients\b|\bdo (?:i|we) need\b|\bhow long (?:does|will) (?:this|it) take\b|\bwhat(?:'s| is) next\b/;

/** Recipe questions asked with no recipe open: say so instead of guessing. */
export function answerMissingRecipe(question: Question): AssistantAnswer | null {
  if (question.recipe || !RECIPE_SHAPED.test(question.text)) return null;
  return makeAnswer(
    "**I don't have a recipe open to look at.** Open a recipe (or start cook mode) and ask again — I can then read steps, list ingredients and amounts, and estimate timing.\n\nWithout a recipe I can still help with unit conversions, substitutions, food safety and common techniques.",
    [],
    ['How many grams in 1 cup of flour?', 'What temperature should chicken be cooked to?', 'Substitute for eggs'],
  );
}

/**
 * "How do I scale 500 g of pasta from 4 to 6 servings?": any amount, from one number of servings
 * to another, with or without a recipe open.
 */
export function answerServingScale(question: Question): AssistantAnswer | null {
  const match = new RegExp(
    `\\b(?:scale|adjust|convert|change|go)\\b.*?(${DIGIT_NUMBER})\\s*([a-z]+)?\\s+(?:of\\s+)?(.+?)\\s+from\\s+(\\d{1,3})\\s+to\\s+(\\d{1,3})\\s*(?:servings?|people|persons?|portions?)`,
  ).exec(normalizeFractions(question.text));
  if (!match) return null;
  const amount = parseNumber(match[1]);
  const from = Number(match[4]);
  const to = Number(match[5]);
  if (amount === null || !(from > 0) || !(to > 0)) return null;
  const unit = match[2] ?? '';
  const food = match[3].replace(/^(?:the|some)\s+/, '');
  const scaled = formatQuantity(Math.round(((amount * to) / from) * 100) / 100);
  const answer =
    `**${formatQuantity(amount)} ${unit} ${food} for ${from} → ${scaled} ${unit} for ${to} servings**`.replace(
      /\s+/g,
      ' ',
    );
  const parts = [
    `${answer}\n\nMultiply by ${to}/${from} (×${formatQuantity(Math.round((to / from) * 100) / 100)}): ${formatQuantity(amount)} × ${to} ÷ ${from} = ${scaled} ${unit}.`.trim(),
  ];
  const recipe = question.recipe;
  if (recipe) {
    const lines = recipe.ingredients.filter((line) => foodPartMatches(line, food));
    if (lines.length > 0)
      parts.push(
        `In ${recipe.name}: ${lines.map((line) => `${normalizeFractions(line.trim())} → ${scaleIngredientLine(line, to / from)}`).join('; ')}.`,
      );
  }
  return makeAnswer(
    parts.join('\n\n'),
    ['Pasta and rice scale by weight; keep the pot of water large enough (about 1 litre per 100 g of pasta).'],
    ['Double the recipe', 'How many grams in 1 cup of flour?'],
  );
}
