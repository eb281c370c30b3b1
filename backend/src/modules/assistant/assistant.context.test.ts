import { describe, expect, it } from 'vitest';
import { readRecipeContext, toAssistantInput } from './assistant.context';

describe('readRecipeContext', () => {
  it.each([
    {
      name: 'one line per section, comma-joined ingredients and numbered steps',
      context:
        'Recipe: Carbonara\nIngredients: 400 g spaghetti, 4 egg yolks, 100 g pecorino, finely grated, Salt\nInstructions: 1. Boil water. 2. Cook pasta.',
      recipe: {
        name: 'Carbonara',
        ingredients: ['400 g spaghetti', '4 egg yolks', '100 g pecorino, finely grated', 'Salt'],
        instructions: ['Boil water.', 'Cook pasta.'],
      },
    },
    {
      name: 'one item per line, with bullets and step labels',
      context:
        'Recipe: Pancakes\nIngredients:\n- 2 cups flour\n- 2 eggs\nInstructions:\nStep 1: Whisk everything.\n2) Rest 10 minutes.\n3. Fry.',
      recipe: {
        name: 'Pancakes',
        ingredients: ['2 cups flour', '2 eggs'],
        instructions: ['Whisk everything.', 'Rest 10 minutes.', 'Fry.'],
      },
    },
    {
      name: 'steps joined with spaces become sentences',
      context:
        'Recipe: Toast\nIngredients: 2 slices bread; butter\nInstructions: Toast the bread. Butter it while hot.',
      recipe: {
        name: 'Toast',
        ingredients: ['2 slices bread', 'butter'],
        instructions: ['Toast the bread.', 'Butter it while hot.'],
      },
    },
    {
      // Servings are read (the assistant answers from them); other labels are ignored.
      name: 'servings are read, other labelled lines are ignored, CRLF is fine',
      context:
        'Recipe: Soup\r\nServings: 4\r\nCuisine: French\r\nIngredients: 1 l stock\r\nInstructions: Simmer 20 minutes.',
      recipe: { name: 'Soup', ingredients: ['1 l stock'], instructions: ['Simmer 20 minutes.'], servings: 4 },
    },
    {
      name: 'the servings the page shows, those the recipe is written for, its nutrition and total time',
      context: [
        'Recipe: Spaghetti Carbonara',
        'Servings: 6 (recipe written for 4)',
        'Total time: 30 min',
        'Nutrition per serving: calories 760 kcal, protein 33 g, carbohydrates 88 g, fat 30 g, saturated fat 12 g, sugar 3 g, fiber 4 g, sodium 1050 mg',
        'Ingredients:',
        '- 1 lb spaghetti',
        'Instructions:',
        '1. Boil the pasta.',
      ].join('\n'),
      recipe: {
        name: 'Spaghetti Carbonara',
        ingredients: ['1 lb spaghetti'],
        instructions: ['Boil the pasta.'],
        servings: 6,
        writtenFor: 4,
        totalTimeMinutes: 30,
        nutrition: {
          calories: 760,
          protein: 33,
          carbohydrates: 88,
          fat: 30,
          'saturated fat': 12,
          sugar: 3,
          fiber: 4,
          sodium: 1050,
        },
      },
    },
    {
      name: 'a recipe with no steps',
      context: 'Recipe: Salad\nIngredients: 1 lettuce',
      recipe: { name: 'Salad', ingredients: ['1 lettuce'], instructions: [] },
    },
  ])('$name', ({ context, recipe }) => {
    expect(readRecipeContext(context)).toEqual({ recipe, notes: null });
  });

  it('passes unlabelled text on as notes', () => {
    expect(readRecipeContext('  I am looking at a chocolate cake  ')).toEqual({
      recipe: null,
      notes: 'I am looking at a chocolate cake',
    });
  });
});

describe('toAssistantInput', () => {
  it('prefers the cook-mode fields, keeping step indexes as sent', () => {
    expect(
      toAssistantInput({
        question: 'next?',
        context: 'Recipe: Ignored',
        recipeName: 'Stew',
        recipeIngredients: [' 1 kg beef ', ''],
        recipeInstructions: ['Brown.', '', 'Simmer.'],
        currentStep: 2,
      }),
    ).toEqual({
      question: 'next?',
      recipe: { name: 'Stew', ingredients: ['1 kg beef'], instructions: ['Brown.', '', 'Simmer.'], currentStep: 2 },
    });
  });

  it('uses the context text, or nothing on the assistant page', () => {
    expect(toAssistantInput({ question: 'q', context: 'Recipe: Tea' }).recipe?.name).toBe('Tea');
    expect(toAssistantInput({ question: 'q' })).toEqual({ question: 'q' });
  });
});
