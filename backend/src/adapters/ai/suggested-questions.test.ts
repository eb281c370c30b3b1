import { describe, expect, it } from 'vitest';
import { seedRecipeContent } from '../../../../db/seeds/recipes.seed';
import type { SeedRecipe } from '../../../../db/seeds/content/types';
import { CHEF_SUGGESTIONS, POPULAR_QUESTIONS } from '@common/contracts/assistant';
import { readRecipeContext } from '../../modules/assistant/assistant.context';
import { answerOffline } from './offline/index';
import type { AssistantRecipeContext } from './offline/types';

/** What the floating chef sends for a seed recipe shown at `shown` servings (recipe-context.ts's format). */
function contextOf(recipe: SeedRecipe, shown = recipe.servings): AssistantRecipeContext {
  const n = recipe.nutrition;
  const text = [
    `Recipe: ${recipe.name}`,
    `Servings: ${shown}${shown !== recipe.servings ? ` (recipe written for ${recipe.servings})` : ''}`,
    `Total time: ${recipe.prepTimeMinutes + recipe.cookingMinutes} min`,
    `Nutrition per serving: calories ${n.calories} kcal, protein ${n.protein} g, carbohydrates ${n.carbohydrates} g, fat ${n.totalFat} g, saturated fat ${n.saturatedFat} g, sugar ${n.sugar} g, fiber ${n.fiber} g, sodium ${n.sodium} mg`,
    `Ingredients:\n${recipe.ingredients.map((line) => `- ${line}`).join('\n')}`,
    `Instructions:\n${recipe.instructions.map((line, index) => `${index + 1}. ${line}`).join('\n')}`,
  ].join('\n\n');
  return readRecipeContext(text).recipe!;
}

const REFUSAL =
  /can't answer that|don't have a tested|I can't find|don't have the serving|don't have a recipe open|has no nutrition|no ingredients listed|has no steps|I'd rather not guess/i;

/** The recipe's name, or a food word of one of its lines (the answer is about this recipe). */
function mentionsRecipe(answer: string, recipe: SeedRecipe): boolean {
  const lower = answer.toLowerCase();
  if (lower.includes(recipe.name.toLowerCase())) return true;
  return recipe.ingredients.some((line) =>
    line
      .toLowerCase()
      .split(/[^a-z]+/)
      .some((word) => word.length >= 5 && lower.includes(word)),
  );
}

const carbonara = seedRecipeContent.find((recipe) => recipe.slug === 'italian-spaghetti-carbonara')!;
const listed = seedRecipeContent.filter((recipe) => !recipe.isPremiumExclusive);

describe('every question the UI suggests gets a real answer offline', () => {
  it.each([...POPULAR_QUESTIONS])('assistant page: %s', (question) => {
    for (const recipe of [null, contextOf(carbonara)]) {
      const { answer } = answerOffline(question, recipe);
      expect(answer, `${question} (${recipe ? 'with' : 'without'} a recipe)`).not.toMatch(REFUSAL);
      expect(answer).toMatch(/\d/);
    }
  });

  it.each([...CHEF_SUGGESTIONS])('floating chef, on every listed seed recipe: %s', (question) => {
    const failures = listed.flatMap((recipe) => {
      const { answer } = answerOffline(question, contextOf(recipe));
      return REFUSAL.test(answer) || !mentionsRecipe(answer, recipe) ? [`${recipe.slug}: ${answer.slice(0, 120)}`] : [];
    });
    expect(failures).toEqual([]);
  });
});

describe('in a recipe, amounts, servings, nutrition and swaps come from that recipe', () => {
  const shownAtSix = contextOf(carbonara, 6);

  it('"How much pasta water do I save?" answers from the steps, not an ingredient line about salt', () => {
    const { answer } = answerOffline('How much pasta water do I save?', shownAtSix);
    expect(answer).toContain('1 1/2 cups of the cooking water');
    expect(answer).not.toMatch(/kosher salt/);
  });

  it('knows the servings the page shows and scales amounts to them', () => {
    expect(answerOffline('How many servings does this make?', shownAtSix).answer).toMatch(/6 servings/);
    expect(answerOffline('How much spaghetti do I need?', shownAtSix).answer).toMatch(/1 1\/2 lb spaghetti/);
    expect(answerOffline('How much spaghetti do I need?', contextOf(carbonara)).answer).toMatch(/1 lb spaghetti/);
  });

  it('answers nutrition from the recipe, per serving', () => {
    const { answer } = answerOffline('How many calories per serving?', shownAtSix);
    expect(answer).toMatch(/760 kcal per serving/);
    expect(answerOffline('How much protein is in this?', shownAtSix).answer).toMatch(/33 g per serving/);
  });

  it('offers the recipe\'s own "or" alternative: instead of guanciale, pancetta', () => {
    const { answer } = answerOffline('What can I use instead of guanciale?', shownAtSix);
    expect(answer).toMatch(/pancetta/);
    expect(answer).not.toMatch(REFUSAL);
  });

  it("does not offer the recipe's own alternative when it breaks the stated diet", () => {
    const { answer } = answerOffline("I'm vegetarian — what can I use instead of guanciale?", shownAtSix);
    expect(answer).toMatch(/not vegetarian/);
  });
});
