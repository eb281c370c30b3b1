import { describe, expect, it } from 'vitest';
import { recipeContext } from './recipe-context';

const carbonara = {
  name: 'Spaghetti Carbonara',
  ingredients: ['1 lb spaghetti', '6 oz guanciale or pancetta'],
  instructions: ['Boil the pasta.', 'Scoop out 1 1/2 cups of the cooking water.'],
  servings: 4,
  totalTimeMinutes: 30,
  calories: 760,
  protein: 33,
  totalFat: 30,
  sodium: 1050,
  fiber: null,
};
const lines = { ingredients: carbonara.ingredients, instructions: carbonara.instructions };

describe('recipeContext: what the floating chef sends about the open recipe', () => {
  it('sends the servings the page shows, beside those the recipe is written for', () => {
    expect(recipeContext(carbonara, lines, 6)).toContain('Servings: 6 (recipe written for 4)');
    expect(recipeContext(carbonara, lines, 4)).toContain('Servings: 4\n');
    expect(recipeContext(carbonara, lines)).toContain('Servings: 4\n');
  });

  it('sends the total time and the nutrition per serving it has', () => {
    const context = recipeContext(carbonara, lines, 6);
    expect(context).toContain('Total time: 30 min');
    expect(context).toContain('Nutrition per serving: calories 760 kcal, protein 33 g, fat 30 g, sodium 1050 mg');
  });

  it('keeps the labelled ingredients and numbered steps', () => {
    expect(recipeContext(carbonara, lines)).toMatch(
      /Ingredients:\n- 1 lb spaghetti\n- 6 oz guanciale or pancetta\n\nInstructions:\n1\. Boil the pasta\.\n2\. Scoop out/,
    );
  });
});
