/** Spec section 2: 8 metric-based sample questions; clicking one fills the input. */
export const POPULAR_QUESTIONS = [
  'How many grams are in 1 cup of all-purpose flour?',
  'What internal temperature in Celsius is chicken safely cooked?',
  'How do I convert 350°F to Celsius for baking?',
  'How many millilitres are in 3 tablespoons of olive oil?',
  'What can I use instead of 240 ml of buttermilk?',
  'How long should a 1.5 kg beef roast rest?',
  'How much salt should I add per litre of pasta water?',
  'How do I scale 500 g of pasta from 4 to 6 servings?',
] as const;

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
