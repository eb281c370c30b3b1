import { findAllergenGroup, linesMentioning, type AllergenGroup } from './allergens';
import { bullets, makeAnswer } from './text';
import type { AssistantAnswer, AssistantRecipeContext, Question } from './types';

const MEDICAL =
  /\b(?:allerg\w*|anaphyla\w*|epipen|celiac|coeliac|intoleran\w*|pregnan\w*|breastfeeding|diabet\w*|medical|medication|medicine|immunocompromised|chemo\w*|kidney|blood pressure|cholesterol|infants?|bab(?:y|ies)|toddlers?|newborn)\b/;
const FREE_FROM = /\b(?:gluten|dairy|nut|peanut|egg|lactose|soy|sesame|shellfish|wheat) free\b/;
const ASKS_SUITABILITY = /\b(?:is|are|safe|ok|okay|suitable|contain|contains|have|has|can)\b/;

const LABEL_ADVICE =
  'Packaged ingredients (stock, spice mixes, sauces, chocolate) can contain hidden allergens or traces, so check every label for "contains" and "may contain" warnings, and keep utensils and surfaces separate.';

const HEALTH_TIPS = [
  'When cooking for someone with an allergy, ask them (or their carer) to check the ingredient labels.',
  'For medical or dietary advice, ask a doctor, dietitian or allergist.',
];

function allergenAnswer(group: AllergenGroup, recipe: AssistantRecipeContext | null): AssistantAnswer {
  const parts = [`**I can't guarantee that any recipe is free of ${group.name}**, and I can't give medical advice.`];
  if (recipe) {
    const flagged = linesMentioning(group, recipe.ingredients);
    parts.push(
      flagged.length > 0
        ? `Going only by the ingredient names, these lines in **${recipe.name}** likely contain ${group.name}:\n${bullets(flagged)}`
        : `Going only by the ingredient names, nothing in **${recipe.name}** obviously contains ${group.name} — but that is **not a guarantee**.`,
    );
  }
  parts.push(LABEL_ADVICE);
  return makeAnswer(parts.join('\n\n'), HEALTH_TIPS, ['What ingredients do I need?', 'Substitute for eggs']);
}

function generalHealthAnswer(question: Question): AssistantAnswer {
  const parts = [
    "**I can't give medical, allergy or dietary guarantees** — please check with a doctor, dietitian or allergist for advice that fits the person you're cooking for.",
    'What I can do is share general food-safety rules (safe cooking temperatures, storage times) and point out ingredients in a recipe.',
  ];
  if (/\b(?:infants?|bab(?:y|ies)|newborn)\b/.test(question.text) && /\bhoney\b/.test(question.text)) {
    parts.unshift('**Never give honey to babies under 12 months** — it can cause infant botulism.');
  }
  if (/\bpregnan\w*\b/.test(question.text)) {
    parts.push(
      'Food-safety authorities generally advise extra care in pregnancy with undercooked meat and eggs, unpasteurised dairy and some fish — your midwife or doctor can give you the full list.',
    );
  }
  return makeAnswer(parts.join('\n\n'), HEALTH_TIPS, [
    'What temperature should chicken be cooked to?',
    'How long do cooked leftovers last in the fridge?',
  ]);
}

/** Allergy, dietary and medical questions: point out what is visible, guarantee nothing. */
export function answerHealthQuestion(question: Question): AssistantAnswer | null {
  const { text } = question;
  const medical = MEDICAL.test(text);
  const freeFrom = FREE_FROM.test(text) && ASKS_SUITABILITY.test(text);
  if (!medical && !freeFrom) return null;
  const group = findAllergenGroup(text);
  return group ? allergenAnswer(group, question.recipe) : generalHealthAnswer(question);
}

/** "Does this contain nuts?" inside a recipe gets the allergen treatment, not a plain yes/no. */
export function answerAllergenPresence(group: AllergenGroup, recipe: AssistantRecipeContext): AssistantAnswer {
  return allergenAnswer(group, recipe);
}
