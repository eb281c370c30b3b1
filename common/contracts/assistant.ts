/**
 * The assistant's limits, messages and suggested questions (plain constants, safe in any bundle). The
 * offline engine must answer every suggested question (suggested-questions.test.ts).
 */
export const ASSISTANT_QUESTION_MAX = 2000;
export const ASSISTANT_PREMIUM_MESSAGE = 'Upgrade to Premium to use the AI cooking assistant';

/** The assistant page, spec section 2: 8 metric-based sample questions; clicking one fills the input. */
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

/** The floating chef's suggestions on a recipe screen: one click asks them about the open recipe. */
export const CHEF_SUGGESTIONS = [
  'How long does this take?',
  'What can I substitute?',
  'Can I make this ahead?',
] as const;
