import type { ExpertCategory } from '@common/contracts/expert';

/** What drafting needs from the AI port (optional: without it, experts start from a template). */
export interface AnswerDrafter {
  draftAnswer?(question: string, category: string): Promise<string>;
}

const CATEGORY_TIPS: Record<ExpertCategory, string> = {
  'Knife Skills & Cutting Techniques':
    'A sharp knife is a safe knife: hone before each session and keep the guiding hand in a claw grip.',
  'Cooking Methods & Techniques': 'Preheat the pan or oven fully; most "it didn\'t brown" problems are a cold start.',
  'Baking & Pastry': 'Weigh ingredients in grams and check the oven with a thermometer; both matter more than timing.',
  'Sauce Making & Emulsions':
    'Add fat slowly to the base and keep it warm, not hot; a split sauce often comes back with a spoon of water.',
  'Meat Preparation & Cooking':
    'Cook to temperature, not time (chicken 74 °C, pork 63 °C), then rest the meat 5–10 minutes.',
  'Seafood & Fish Preparation': 'Fish is done at about 55–60 °C in the centre, when it just flakes and turns opaque.',
  'Vegetable Preparation': 'Cut to even sizes so everything cooks at the same rate; salt the water or the pan early.',
  'Ingredient Substitutions': 'Match the role of the ingredient (fat, acid, binder, leavening), not just its flavour.',
  'Recipe Modifications & Scaling':
    'Scale by weight; spices, salt and leavening rarely scale linearly, so start with less and taste.',
  'Kitchen Equipment & Tools':
    "One good chef's knife, a heavy pan and an instant-read thermometer cover most home cooking.",
  'Food Safety & Storage':
    'Keep the fridge at 5 °C or below, cool leftovers within 2 hours, and when in doubt, throw it out.',
  'Seasoning & Flavor Pairing': 'Season in layers and finish with acid (lemon, vinegar) to brighten a flat dish.',
  'Meal Planning & Prep': 'Prep components (grains, sauces, chopped veg), not whole meals; they combine all week.',
  'Dietary Restrictions & Allergies':
    'Check every label for the allergen and cross-contamination warnings; this is guidance, not medical advice.',
  'Presentation & Plating': 'Use odd numbers, height and one contrasting colour; wipe the rim before serving.',
  Other: 'Tell us what you tried and what happened; details make the next answer even better.',
};

/** A structured starting point for the expert when no AI draft exists. */
export function templateDraft(question: { name: string; category: ExpertCategory; question: string }): string {
  return [
    `Hi ${question.name},`,
    '',
    `Thanks for your question about ${question.category.toLowerCase()}.`,
    '',
    '[Short answer: one or two sentences that answer the question directly.]',
    '',
    'Why:',
    '- [The key reason or principle behind it]',
    '',
    'How to do it:',
    '1. [First step, with metric amounts and °C]',
    '2. [Next step]',
    '',
    `Tip: ${CATEGORY_TIPS[question.category] ?? CATEGORY_TIPS.Other}`,
    '',
    'Happy cooking!',
  ].join('\n');
}
