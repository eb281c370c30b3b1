import { describe, expect, it } from 'vitest';
import { answerOffline, type AssistantAnswer, type AssistantRecipeContext } from './index';

const chicken: AssistantRecipeContext = {
  name: 'Garlic Butter Chicken',
  ingredients: [
    '2 chicken breasts (about 1 lb)',
    '3 cloves garlic, minced',
    '4 tbsp butter',
    '1 cup chicken stock',
    '1/2 cup heavy cream',
    '2 cups all-purpose flour',
    'Salt and pepper to taste',
    '1½ tsp dried thyme',
  ],
  instructions: [
    'Preheat the oven to 375°F.',
    'Season the chicken with salt and pepper.',
    'Sear the chicken in 1 tbsp butter for 4-5 minutes per side.',
    'Add the garlic and cook for 1 minute.',
    'Pour in the stock and cream and simmer 10 minutes.',
    'Bake for 15-20 minutes until the chicken reaches 165°F.',
    'Rest the chicken 5 minutes before slicing.',
  ],
  totalTimeMinutes: 45,
  currentStep: 2,
};

const brownies: AssistantRecipeContext = {
  name: 'Walnut Brownies',
  ingredients: [
    '1/2 cup butter',
    '1 cup sugar',
    '2 eggs',
    '1/3 cup cocoa powder',
    '1/2 cup flour',
    '1/2 cup chopped walnuts',
  ],
  instructions: [
    'Preheat oven to 350 degrees.',
    'Melt the butter and mix with sugar and eggs.',
    'Fold in the rest and bake 25 minutes.',
  ],
  totalTimeMinutes: null,
  currentStep: null,
};

interface Case {
  question: string;
  /** Facts the answer must state. */
  has: string[];
  /** Things it must not claim. */
  not?: string[];
  recipe?: AssistantRecipeContext;
}

const conversions: Case[] = [
  { question: 'How many grams in 2 cups of flour?', has: ['240 g', 'all-purpose flour'] },
  { question: 'Convert 350F to celsius', has: ['177°C', '350°F', '180°C'] },
  { question: 'What is 180 C in fahrenheit?', has: ['356°F', '350°F'] },
  { question: 'How many ml in a tablespoon?', has: ['15 ml'] },
  { question: '3/4 cup butter in grams', has: ['170 g', '3/4 cup'] },
  { question: 'how many ml in a teaspoon', has: ['5 ml'] },
  { question: 'How many tablespoons in a cup?', has: ['16 tbsp', '240 ml'] },
  { question: 'how many teaspoons in a tablespoon', has: ['3 tsp'] },
  { question: 'how many grams in an ounce', has: ['28 g'] },
  { question: '1 lb in grams', has: ['454 g'] },
  { question: 'convert 8 oz to grams', has: ['227 g'] },
  { question: 'how many litres in a gallon', has: ['3.8 L'] },
  { question: 'how many ml in a pint', has: ['473 ml'] },
  { question: 'how many ml in a quart', has: ['946 ml'] },
  { question: 'How many cups is 500g of sugar?', has: ['2 1/2 cups', 'granulated sugar'] },
  { question: 'How much is a stick of butter?', has: ['115 g'] },
  { question: 'how many grams in 1 cup of brown sugar', has: ['213 g'] },
  { question: '1 tbsp butter in grams', has: ['14 g'] },
  { question: 'how many ml in 1 cup of milk', has: ['240 ml'] },
  { question: 'how many ounces in a cup', has: ['8 fl oz', 'fluid ounces'] },
  { question: 'convert 425 °F to C', has: ['218°C'] },
  { question: 'what is 200c in fahrenheit', has: ['392°F', '400°F', 'gas mark 6'] },
  { question: 'What is gas mark 4?', has: ['180°C', '350°F'] },
  { question: '1½ cups flour in grams', has: ['180 g'] },
  { question: 'how many grams in a cup', has: ['depends on the ingredient', '120 g', '200 g'] },
  { question: '1 cup of rice flour in grams', has: ["don't have a reliable cup weight for rice flour"], not: ['≈'] },
  { question: '2 c flour', has: ['240 g'] },
  { question: '-18c in f', has: ['0°F'] },
  { question: 'how many cups in a pound of flour', has: ['3 3/4 cups'] },
  { question: 'how many grams in 2 cups of chopped walnuts', has: ['235 g'] },
  { question: '1 kg in pounds', has: ['2.2 lb'] },
];

const substitutions: Case[] = [
  { question: 'What can I use instead of buttermilk?', has: ['lemon juice', '1 cup (240 ml) milk', '5 min'] },
  { question: 'substitute for eggs', has: ['ground flaxseed', '3 tbsp'] },
  { question: "I'm out of baking powder", has: ['baking soda', 'cream of tartar'] },
  { question: 'self-raising flour substitute', has: ['1 1/2 tsp', 'baking powder', 'all-purpose flour'] },
  { question: 'what can I use instead of cake flour', has: ['2 tbsp cornstarch'] },
  { question: 'heavy cream replacement', has: ['melted butter', 'will not whip'] },
  { question: 'Can I use Greek yogurt instead of sour cream?', has: ['Yes', 'Greek yogurt'] },
  { question: 'what can I use instead of red wine in a stew', has: ['stock', 'red wine vinegar'] },
  { question: 'substitute for white wine', has: ['stock', 'lemon juice'] },
  { question: 'can I use dried herbs instead of fresh', has: ['3:1', '1 tsp dried'] },
  { question: "I don't have brown sugar", has: ['molasses'] },
  { question: "what's a substitute for cornstarch", has: ['2 tbsp all-purpose flour', 'arrowroot'] },
  { question: "I'm out of shallots", has: ['onion'] },
  { question: 'garlic powder instead of garlic?', has: ['1/8 tsp garlic powder'] },
  { question: 'I ran out of honey', has: ['maple syrup', '12 months'] },
  { question: 'can I substitute honey for sugar', has: ['Yes', 'honey'] },
  { question: 'egg substitute', has: ['flax'] },
  // The amount reads once, without brackets inside brackets: "to replace 1 tbsp (15 ml):".
  {
    question: 'vegetarian substitute for fish sauce',
    has: ['**Substitutes for fish sauce**, to replace 1 tbsp (15 ml):', 'soy sauce'],
    not: ['anchov', '))'],
  },
  {
    question: 'what can I use instead of unicorn dust',
    has: ["don't have a tested substitute"],
    not: ['**Substitutes for'],
  },
  { question: 'can I use margarine instead of butter', has: ["don't have margarine listed", 'neutral oil'] },
  { question: 'what can I use instead of soy sauce', has: ['tamari', 'wheat'] },
  { question: 'can I use milk instead of heavy cream', has: ['part of a swap', 'melted butter'], not: ['Yes'] },
  { question: 'can I use oil instead of butter', has: ['Yes', 'neutral oil'] },
];

const safety: Case[] = [
  { question: 'What temperature should chicken be cooked to?', has: ['74°C', '165°F'] },
  { question: 'Is pork safe at 63C?', has: ['Yes', '63°C', '3-minute rest'] },
  { question: 'is chicken safe at 70c', has: ['No', '74°C'], not: ['Yes'] },
  { question: 'How long do cooked leftovers last in the fridge?', has: ['3–4 days', '2–3 months'] },
  { question: 'Can I refreeze thawed chicken?', has: ['Thawed in the fridge', 'cook it first'] },
  { question: 'safe internal temperature for ground beef', has: ['71°C', '160°F'] },
  { question: 'what temp is salmon done', has: ['63°C', '145°F'] },
  { question: 'how long does raw chicken last in the fridge', has: ['1–2 days'] },
  { question: 'can I freeze cooked rice', has: ['6 months'] },
  { question: 'how long can cooked food sit out', has: ['2 hours'] },
  { question: 'what temperature should I reheat leftovers to', has: ['74°C (165°F)'] },
  { question: 'how do I thaw a turkey', has: ['fridge', 'cold water', 'never on the counter'] },
  { question: 'what temperature should my fridge be', has: ['4°C (40°F)', '-18°C (0°F)'] },
  { question: 'should I wash raw chicken', has: ['wash raw chicken'] },
  { question: 'is it safe to eat raw cookie dough', has: ['E. coli', 'Salmonella'] },
  { question: 'is a burger safe at 160F', has: ['Yes', '71°C'] },
  { question: 'how long do eggs last in the fridge', has: ['3–5 weeks'] },
  { question: 'what is the danger zone', has: ['4–60°C', '40–140°F'] },
  { question: 'how long to cook chicken', has: ['74°C', "won't guess"] },
  { question: 'can I cook chicken from frozen', has: ['50%'] },
  { question: 'how long does bacon keep in the fridge', has: ['7 days'] },
  { question: 'I left rice out overnight, is it safe to eat', has: ['thrown away', '2 hours'] },
  { question: 'how long does dragonfruit jam last in the fridge', has: ["don't have a storage time"] },
  { question: 'is a rare beef burger safe', has: ['71°C (160°F)'], not: ['Medium-rare'] },
  { question: 'how long will chicken soup keep in the freezer', has: ['Soups and stews', '2–3 months'] },
];

const techniques: Case[] = [
  { question: 'How do I know when oil is hot enough?', has: ['shimmers', '175–190°C'] },
  { question: 'How long to rest steak?', has: ['5–10 minutes'] },
  { question: 'How long do I rest the dough?', has: ['1–2 hours', 'doubled'] },
  { question: 'how long to boil an egg', has: ['6–7 minutes', '11–12 minutes'] },
  { question: 'how long should I knead bread dough', has: ['10 minutes', 'windowpane'] },
  { question: 'how do I know when my cake is done', has: ['skewer', '93°C'] },
  { question: 'medium rare steak temperature', has: ['57°C', '63°C (145°F)'] },
  { question: 'my soup is too salty', has: ['dilute'] },
  { question: 'how do I thicken a sauce', has: ['cornstarch', '1 cup (240 ml)'] },
  { question: 'is 180c hot enough for frying', has: ['175–190°C'] },
];

const health: Case[] = [
  { question: 'Is this recipe gluten free?', has: ["can't guarantee"] },
  { question: 'is this safe for my nut allergy', recipe: chicken, has: ["can't guarantee", 'not a guarantee'] },
  { question: 'does this contain nuts', recipe: brownies, has: ['1/2 cup chopped walnuts', "can't guarantee"] },
  { question: 'can I give honey to my baby', has: ['12 months', 'botulism'] },
  { question: "I'm pregnant, what should I avoid", has: ['doctor'] },
];

const recipeQuestions: Case[] = [
  { question: "What's the next step?", recipe: chicken, has: ['Step 4 of 7', 'Add the garlic'] },
  { question: 'How much garlic do I need?', recipe: chicken, has: ['3 cloves garlic'] },
  {
    question: 'What ingredients do I need?',
    recipe: chicken,
    has: [
      'Garlic Butter Chicken',
      '4 tbsp butter',
      '2 cups all-purpose flour (≈ 240 g)',
      '1 cup chicken stock (≈ 240 ml)',
    ],
  },
  { question: 'How long does this take?', recipe: chicken, has: ['45 min'] },
  { question: 'Read step 3', recipe: chicken, has: ['Step 3 of 7', 'Sear the chicken', '4-5 minutes'] },
  { question: 'How many steps?', recipe: chicken, has: ['7 steps', 'step 3'] },
  { question: 'what step am I on', recipe: chicken, has: ['Step 3 of 7'] },
  { question: 'previous step', recipe: chicken, has: ['Step 2 of 7', 'Season'] },
  { question: "what's the first step", recipe: chicken, has: ['Step 1 of 7', '191°C (375°F)'] },
  { question: 'what is the final step', recipe: chicken, has: ['Step 7 of 7', 'Rest'] },
  { question: 'what temperature do I bake it at', recipe: chicken, has: ['191°C (375°F)', '74°C (165°F)'] },
  { question: 'how much flour do I need', recipe: chicken, has: ['2 cups all-purpose flour', '240 g'] },
  { question: 'how many cups of flour do I need', recipe: chicken, has: ['2 cups all-purpose flour'] },
  { question: 'do I need eggs', recipe: chicken, has: ['No', 'eggs'] },
  { question: 'is there butter in this', recipe: chicken, has: ['Yes', '4 tbsp butter'] },
  { question: 'when do I add the garlic', recipe: chicken, has: ['Step 4 of 7'] },
  { question: 'how long do I rest the chicken', recipe: chicken, has: ['5 minutes', 'Step 7 of 7'] },
  { question: 'how long do I bake it', recipe: chicken, has: ['15-20 minutes', 'Step 6 of 7'] },
  {
    question: 'double the recipe',
    recipe: chicken,
    has: ['6 cloves garlic', '2 cups chicken stock', '1 cup heavy cream'],
  },
  { question: 'halve the recipe', recipe: chicken, has: ['2 tbsp butter', '3/4 tsp dried thyme'] },
  { question: 'how much time is left', recipe: chicken, has: ['35–41 min'] },
  { question: 'read step 9', recipe: chicken, has: ['only has 7 steps'] },
  { question: 'how many people does this serve', recipe: chicken, has: ["don't have the serving size"] },
  { question: 'what am I making', recipe: chicken, has: ['Garlic Butter Chicken', '7 steps'] },
  { question: 'How many grams in 2 cups of flour?', recipe: chicken, has: ['240 g'] },
  { question: 'What temperature should chicken be cooked to?', recipe: chicken, has: ['74°C'] },
  { question: 'How long do I rest the dough?', recipe: chicken, has: ['1–2 hours'] },
  { question: "what's next", recipe: brownies, has: ["haven't started", 'Step 1 of 3', '177°C (350°F)'] },
  { question: 'how long does this take', recipe: brownies, has: ["doesn't list a total time", '25 min'] },
  { question: 'how many eggs', recipe: brownies, has: ['2 eggs'] },
  { question: 'next step', recipe: { ...chicken, currentStep: 6 }, has: ["You're on the last step"] },
];

const withoutRecipe: Case[] = [
  { question: "what's the next step", has: ["don't have a recipe open"] },
  { question: 'how much garlic do I need', has: ["don't have a recipe open"] },
  { question: 'how many steps are there', has: ["don't have a recipe open"] },
];

const FALLBACK_MARKERS = ["can't answer that one offline", 'Unit conversions', 'Substitutions', 'Food safety'];

const fallback: Case[] = [
  { question: 'Who won the football game?', has: FALLBACK_MARKERS },
  { question: "What's the capital of France?", has: FALLBACK_MARKERS },
  { question: 'tell me a joke', has: FALLBACK_MARKERS },
  { question: 'what will the weather be tomorrow', has: FALLBACK_MARKERS },
];

const smallTalk: Case[] = [
  { question: 'hello', has: ['Hi', 'Unit conversions'] },
  { question: 'thanks!', has: ['welcome'] },
  { question: 'what can you do', has: ['Substitutions', 'Food safety'] },
  { question: '', has: ['offline kitchen assistant'] },
];

const groups: Record<string, Case[]> = {
  conversions,
  substitutions,
  safety,
  techniques,
  health,
  'recipe context': recipeQuestions,
  'no recipe open': withoutRecipe,
  fallback,
  'small talk': smallTalk,
};

const allCases = Object.values(groups).flat();

function ask(testCase: Case): AssistantAnswer {
  return answerOffline(testCase.question, testCase.recipe);
}

describe('answerOffline', () => {
  it('covers at least 80 questions', () => {
    expect(allCases.length).toBeGreaterThanOrEqual(80);
  });

  for (const [group, cases] of Object.entries(groups)) {
    describe(group, () => {
      it.each(cases)('$question', (testCase) => {
        const { answer } = ask(testCase);
        for (const fact of testCase.has) expect(answer).toContain(fact);
        for (const claim of testCase.not ?? []) expect(answer).not.toContain(claim);
      });
    });
  }

  it.each(allCases)('keeps the answer shape for "$question"', (testCase) => {
    const result = ask(testCase);
    expect(result.answer.length).toBeGreaterThan(0);
    expect(result.tips.length).toBeLessThanOrEqual(3);
    expect(result.relatedTopics.length).toBeLessThanOrEqual(3);
    // Markdown-lite: bold and "- " bullets only.
    expect(result.answer).not.toMatch(/^#|^\s*\* |^\s*\d+\. |`|\[[^\]]*\]\(|(?<!\*)\*(?!\*)|__/m);
    for (const line of [...result.tips, ...result.relatedTopics]) expect(line.trim().length).toBeGreaterThan(0);
  });

  it('states no facts when it cannot answer', () => {
    for (const testCase of fallback) {
      const { answer } = ask(testCase);
      expect(answer).not.toMatch(/\d|°/);
    }
  });

  it('points to the step that uses an ingredient', () => {
    expect(answerOffline('How much garlic do I need?', chicken).tips).toContain("It's used in step 4.");
  });

  it('answers the same with or without a recipe when the question is general', () => {
    expect(answerOffline('how many ml in a tablespoon', chicken)).toEqual(answerOffline('how many ml in a tablespoon'));
  });

  it('tolerates odd input', () => {
    expect(answerOffline('   ???   ').answer).toContain('offline kitchen assistant');
    expect(answerOffline('x'.repeat(5000)).answer).toContain("can't answer");
    expect(answerOffline('next step', { ...chicken, instructions: [], currentStep: null }).answer).toContain(
      'no steps',
    );
    expect(answerOffline('next step', { ...chicken, currentStep: 99 }).answer).toContain('Step 1 of 7');
  });
});
