// The questions the UI offers live in the contracts: the assistant's tests ask every one of them.
export { CHEF_SUGGESTIONS, POPULAR_QUESTIONS } from '@common/contracts/assistant';

/** Spec section 2: the 'Pro Tips' box. */
export const PRO_TIPS = [
  'Use metric amounts (grams and millilitres) for the most precise answers.',
  'Ask for oven and cooking temperatures in Celsius.',
  'Mention dietary needs or allergies so advice fits your kitchen.',
  'Ask to turn cups, ounces and pounds into grams, ml or litres.',
] as const;

/** Spec section 2: what Premium unlocks, listed to signed-in free users. */
export const ASSISTANT_BENEFITS = [
  'Unlimited cooking questions',
  'Ingredient substitution advice',
  'Food safety guidance',
  'Recipe modification tips',
  'Personalized cooking techniques',
] as const;
