import type { AssistantAnswer } from './offline/types';

/**
 * The diet guard: what a cook says about their diet or allergies ("vegetarian", "nut allergy"),
 * and whether a suggested food breaks it. Both assistants use it: the offline engine drops the
 * substitutions that break the diet before answering, and a language model's answer is checked
 * line by line afterwards (guardAnswer), since its prompt alone cannot be trusted to hold.
 *
 * The word lists name what a cook would buy; a food qualified as free of the thing ("gluten-free
 * flour blend", "vegan butter", "coconut milk") does not break the diet.
 */
export type Diet = 'vegetarian' | 'vegan' | 'gluten-free' | 'nut-free' | 'dairy-free';

export const DIETS: readonly Diet[] = ['vegetarian', 'vegan', 'gluten-free', 'nut-free', 'dairy-free'];

const ASKS: Record<Diet, RegExp> = {
  vegetarian: /\bvegetarian\b|\bveggie\b|\bno meat\b|\bmeat[- ]?free\b|\bdon'?t eat (?:meat|fish)\b|\bpescatarian\b/,
  vegan: /\bvegan\b|\bplant[- ]based\b|\bno animal products?\b/,
  'gluten-free':
    /\bgluten[- ]?free\b|\bno gluten\b|\bwithout gluten\b|\bc(?:o)?eliac\b|\bgluten (?:allergy|intolerance|intolerant|sensitiv\w*)\b|\bwheat[- ]?free\b|\bwheat allergy\b/,
  'nut-free':
    /\bnut[- ]?free\b|\b(?:tree )?nut allerg\w*\b|\bpeanut allerg\w*\b|\ballergic to (?:tree )?(?:pea)?nuts\b|\bno nuts\b|\bwithout nuts\b/,
  'dairy-free':
    /\bdairy[- ]?free\b|\bno dairy\b|\bwithout dairy\b|\bnon[- ]dairy\b|\blactose[- ]?(?:free|intoleran\w*)\b|\b(?:dairy|milk) allerg\w*\b|\ballergic to (?:dairy|milk)\b/,
};

/** The diets and allergies a question states. Vegan implies vegetarian and dairy-free. */
export function statedDiets(text: string): Diet[] {
  const lower = text.toLowerCase();
  const found = new Set(DIETS.filter((diet) => ASKS[diet].test(lower)));
  if (found.has('vegan')) {
    found.add('vegetarian');
    found.add('dairy-free');
  }
  return DIETS.filter((diet) => found.has(diet));
}

const MEAT_AND_FISH =
  /\b(?:meat|beef|veal|pork|bacon|ham|pancetta|guanciale|prosciutto|salami|chorizo|sausage|lard|suet|tallow|chicken|turkey|duck|goose|lamb|mutton|goat|venison|gelatin|gelatine|anchov(?:y|ies)|fish|tuna|salmon|cod|sardines?|shrimp|prawns?|crab|lobster|clams?|mussels?|oysters?|scallops?|squid|octopus|bonito|katsuobushi|dashi|worcestershire|oyster sauce|fish sauce|bouillon|stock|broth|parmesan|parmigiano|pecorino|grana padano|rennet)\b/;
/** Meat-free on the label: vegetable stock, mushroom broth, "vegetarian" anything. */
const MEAT_FREE_QUALIFIED =
  /\b(?:vegetable|veg|veggie|mushroom|vegetarian|vegan|plant[- ]based|meat[- ]free|kombu|seaweed)\s+(?:stock|broth|bouillon|dashi|worcestershire|fish sauce|oyster sauce|parmesan|hard cheese|sausage|gelatin|bouillon cube|stock cube|stock paste)s?\b|\bagar\b/g;

const DAIRY =
  /\b(?:milk|butter|buttermilk|cream|cheese|yogh?urt|ghee|whey|casein|parmesan|parmigiano|pecorino|grana padano|mozzarella|cheddar|ricotta|mascarpone|feta|paneer|neufch[aâ]tel|cr[eè]me fra[iî]che|half[- ]and[- ]half|custard|kefir|quark|curds?)\b/;
/** Dairy words that are not dairy: coconut milk, oat milk, peanut butter, vegan butter, cream of tartar. */
const DAIRY_FREE_QUALIFIED =
  /\b(?:coconut|soy|soya|oat|almond|rice|cashew|hemp|pea|plant[- ]based|non[- ]dairy|dairy[- ]free|vegan|nut|peanut|seed|sunflower|apple|cocoa|shea)\s+(?:milk|butter|cream|cheese|yogh?urt)s?\b|\bcream of tartar\b|\bcream(?:ed|ing)? (?:the|together)\b|\bbutternut\b|\bbutter beans?\b|\bbutterfly\b/g;

const EGG_AND_HONEY = /\b(?:eggs?|egg whites?|egg yolks?|yolks?|mayonnaise|mayo|meringue|honey)\b/;
const VEGAN_QUALIFIED =
  /\b(?:vegan|plant[- ]based|egg[- ]free|eggless)\s+(?:mayonnaise|mayo|eggs?)\b|\bflax eggs?\b|\bchia eggs?\b/g;

const GLUTEN =
  /\b(?:wheat|flour|bread|breadcrumbs?|panko|pasta|noodles?|couscous|bulgur|semolina|farro|spelt|barley|rye|malt|seitan|soy sauce|shoyu|beer|ale|lager|crackers?|biscuits?|cake|cookies?|pastry|phyllo|filo|tortillas?|graham|matzo|roux)\b/;
/** Gluten-free on the label, or flours and starches without gluten. */
const GLUTEN_FREE_QUALIFIED =
  /\b(?:gluten[- ]free|gf)\s+[\w-]+(?:\s+[\w-]+)?|\b(?:rice|corn|chickpea|gram|almond|coconut|buckwheat|tapioca|potato|oat|sorghum|teff|cassava|arrowroot|millet|quinoa|nut|banana)\s+(?:flour|noodles?|pasta|bread|tortillas?|crackers?|starch)\b|\bcorn tortillas?\b|\bcornflour\b|\bflourless\b|\bsweet potato\b|\btamari\b|\bcoconut aminos\b/g;

const NUTS =
  /\b(?:nuts?|almonds?|walnuts?|pecans?|cashews?|pistachios?|hazelnuts?|filberts?|macadamias?|brazil nuts?|pine nuts?|peanuts?|praline|marzipan|frangipane|nutella|gianduja|pesto|satay|amaretto|amaretti|nougat)\b/;
/** "Nut" words that are not nuts: nutmeg, coconut, butternut, doughnut, water chestnut; "nut-free". */
const NUT_FREE_QUALIFIED = /\bnut[- ]free\b|\bwater chestnuts?\b|\bdoughnuts?\b/g;

const RULES: Record<Diet, Array<{ breaks: RegExp; allowed: RegExp }>> = {
  vegetarian: [{ breaks: MEAT_AND_FISH, allowed: MEAT_FREE_QUALIFIED }],
  vegan: [
    { breaks: MEAT_AND_FISH, allowed: MEAT_FREE_QUALIFIED },
    { breaks: DAIRY, allowed: DAIRY_FREE_QUALIFIED },
    { breaks: EGG_AND_HONEY, allowed: VEGAN_QUALIFIED },
  ],
  'gluten-free': [{ breaks: GLUTEN, allowed: GLUTEN_FREE_QUALIFIED }],
  'nut-free': [{ breaks: NUTS, allowed: NUT_FREE_QUALIFIED }],
  'dairy-free': [{ breaks: DAIRY, allowed: DAIRY_FREE_QUALIFIED }],
};

/** The words in `text` that break `diet` ("anchovy" for vegetarian), after dropping what is labelled free of it. */
export function dietBreakers(text: string, diet: Diet): string[] {
  const lower = text.toLowerCase();
  const found: string[] = [];
  for (const { breaks, allowed } of RULES[diet]) {
    const cleared = lower.replace(allowed, ' ');
    const global = new RegExp(breaks.source, 'g');
    for (const match of cleared.matchAll(global)) found.push(match[0]);
  }
  return [...new Set(found)];
}

/** Whether `text` names a food that breaks any of `diets`. */
export function breaksDiet(text: string, diets: readonly Diet[]): boolean {
  return diets.some((diet) => dietBreakers(text, diet).length > 0);
}

const LABEL: Record<Diet, string> = {
  vegetarian: 'vegetarian',
  vegan: 'vegan',
  'gluten-free': 'gluten-free',
  'nut-free': 'nut-free',
  'dairy-free': 'dairy-free',
};

export const dietLabel = (diets: readonly Diet[]) => diets.map((diet) => LABEL[diet]).join(', ');

/**
 * A language model's answer with every bullet or sentence that suggests a food breaking the
 * stated diets removed, and a note saying so. Lines that only name the food being replaced
 * ("Substitutes for fish sauce") are kept: the guard looks at what is suggested, so the replaced
 * food's own words are cleared first.
 */
export function guardText(
  text: string,
  diets: readonly Diet[],
  replaced?: string | null,
): { text: string; removed: string[] } {
  if (diets.length === 0) return { text, removed: [] };
  const clear = (line: string) =>
    replaced ? line.toLowerCase().split(replaced.toLowerCase()).join(' ') : line.toLowerCase();
  const removed: string[] = [];
  const kept = text.split('\n').flatMap((line) => {
    if (!breaksDiet(clear(line), diets)) return [line];
    // A bullet goes whole; a paragraph loses only its offending sentences.
    if (/^\s*(?:[-*•]|\d+[.)])\s+/.test(line)) {
      removed.push(line.trim());
      return [];
    }
    const sentences = line.split(/(?<=[.!?])\s+/);
    const safe = sentences.filter((sentence) => !breaksDiet(clear(sentence), diets));
    removed.push(...sentences.filter((sentence) => !safe.includes(sentence)));
    return safe.length > 0 ? [safe.join(' ')] : [];
  });
  return {
    text: kept
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    removed,
  };
}

/** The food a question asks to replace: "a vegetarian substitute for fish sauce?" → "fish sauce". */
export function replacedFood(question: string): string | null {
  const match =
    /\b(?:instead of|in place of|rather than|substitutes? for|substitutions? for|replacements? for|alternatives? (?:for|to)|swaps? for|replace|out of)\s+(?:the\s+|some\s+|my\s+)?([a-z][a-z' -]*?)(?:\s+(?:in|for|with|if|since|because|as|that|which)\b.*)?\s*(?:[?.,!;:]|$)/i.exec(
      question.toLowerCase(),
    );
  return match ? match[1].trim() : null;
}

const REMOVED_NOTE = (diets: readonly Diet[]) => `(I left out a suggestion that is not ${dietLabel(diets)}.)`;

/**
 * A model's finished answer kept to the diets its question states: suggestions that break them are
 * removed from the answer and the tips, with a note saying so. Without a stated diet it is unchanged.
 */
export function guardAnswer(answer: AssistantAnswer, question: string): AssistantAnswer {
  const diets = statedDiets(question);
  if (diets.length === 0) return answer;
  const replaced = replacedFood(question);
  const body = guardText(answer.answer, diets, replaced);
  const tips = answer.tips.filter(
    (tip) => !breaksDiet(replaced ? tip.toLowerCase().split(replaced).join(' ') : tip, diets),
  );
  const removed = body.removed.length > 0 || tips.length < answer.tips.length;
  const text = body.text || `I don't have a ${dietLabel(diets)} suggestion I can vouch for here.`;
  return {
    ...answer,
    answer: removed ? `${text}\n\n${REMOVED_NOTE(diets)}` : text,
    tips,
  };
}
