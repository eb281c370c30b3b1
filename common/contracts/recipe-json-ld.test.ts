import { describe, expect, it } from 'vitest';
import type { RecipeDetail } from '@common/contracts/recipes.schema';
import { isoDuration, recipeJsonLd } from './recipe-json-ld';
import { expectEach } from '../../backend/src/testing/expect-each';

const recipe: RecipeDetail = {
  id: 42,
  name: 'Spaghetti Carbonara',
  description: 'Silky eggs, pecorino and guanciale.',
  image: '/media/recipes/carbonara.jpg',
  cuisine: 'Italian',
  cookingMinutes: 15,
  prepTimeMinutes: 10,
  totalTimeMinutes: 25,
  servings: 4,
  difficulty: 'Intermediate',
  rating: 4.666,
  reviewCount: 12,
  mealType: ['Dinner'],
  dietary: [],
  tags: ['pasta', 'quick'],
  isPremiumExclusive: false,
  locked: false,
  monthYear: null,
  featuredOrder: null,
  calories: 620,
  ingredients: ['400 g spaghetti', '4 egg yolks'],
  ingredientsMetric: ['400 g spaghetti', '4 egg yolks'],
  ingredientsStructured: [],
  instructions: ['Boil the pasta.', 'Whisk yolks with cheese.', 'Toss off the heat.'],
  instructionsMetric: [],
  totalFat: 28,
  sugar: 2,
  sodium: 900,
  protein: 25,
  saturatedFat: 11,
  carbohydrates: 70,
  fiber: 3,
  sourceId: 'sous:carbonara',
  source: null,
  sourceUrl: null,
  sourceName: null,
  mine: false,
  visibility: null,
  submittedDate: '2025-08-01',
  numberOfSteps: 3,
  numberOfIngredients: 2,
  createdAt: '2025-08-01T00:00:00Z',
  updatedAt: '2025-08-01T00:00:00Z',
};

describe('isoDuration', () => {
  expectEach('%s minutes → %s', isoDuration, [
    [45, 'PT45M'],
    [60, 'PT1H'],
    [90, 'PT1H30M'],
    [125, 'PT2H5M'],
    [0, undefined],
    [null, undefined],
  ]);
});

describe('recipeJsonLd', () => {
  it('describes the recipe as schema.org Recipe', () => {
    const data = recipeJsonLd(recipe, 'https://sous.example');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Spaghetti Carbonara',
      url: 'https://sous.example/recipe/42',
      image: ['https://sous.example/media/recipes/carbonara.jpg'],
      description: 'Silky eggs, pecorino and guanciale.',
      prepTime: 'PT10M',
      cookTime: 'PT15M',
      totalTime: 'PT25M',
      recipeYield: '4 servings',
      recipeCuisine: 'Italian',
      recipeCategory: 'Dinner',
      recipeIngredient: ['400 g spaghetti', '4 egg yolks'],
      recipeInstructions: [
        { '@type': 'HowToStep', position: 1, text: 'Boil the pasta.' },
        { '@type': 'HowToStep', position: 2, text: 'Whisk yolks with cheese.' },
        { '@type': 'HowToStep', position: 3, text: 'Toss off the heat.' },
      ],
      nutrition: {
        '@type': 'NutritionInformation',
        calories: '620 calories',
        proteinContent: '25 g',
        fatContent: '28 g',
        sodiumContent: '900 mg',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.7, ratingCount: 12, bestRating: 5 },
    });
  });

  it('leaves out a rating nobody gave, and fields the recipe does not have', () => {
    const data = recipeJsonLd(
      {
        ...recipe,
        rating: null,
        reviewCount: 0,
        image: null,
        description: null,
        totalTimeMinutes: null,
        cookingMinutes: null,
        calories: null,
        totalFat: null,
        sugar: null,
        sodium: null,
        protein: null,
        saturatedFat: null,
        carbohydrates: null,
        fiber: null,
        mealType: [],
      },
      'https://sous.example',
    );
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('nutrition');
    expect(data).not.toHaveProperty('cookTime');
    expect(data).not.toHaveProperty('recipeCategory');
    // Total time falls back to prep + cook when the total is unknown.
    expect(data.totalTime).toBe('PT10M');
  });

  it('keeps a rating of zero reviews out even when an average is present', () => {
    expect(recipeJsonLd({ ...recipe, reviewCount: 0 }, 'https://sous.example')).not.toHaveProperty('aggregateRating');
  });

  it('survives a round trip through JSON', () => {
    const data = recipeJsonLd(recipe, 'https://sous.example');
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});
