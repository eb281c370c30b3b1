/** Rebuilding a shopping list from a full meal-plan week (21 recipes), target 50 ms. */
import { performance } from 'node:perf_hooks';
import { mergeIngredients, type ListRecipe } from '../backend/src/modules/shopping-list';
import { parseIngredient } from '@common/kitchen';
import { seedMealPlans } from '../db/seeds/content';
import { seedRecipeContent } from '../db/seeds/recipes.seed';
import { atMost, summarize, type Figure } from './figures';

const RUNS = 50;

export function runListRebuildBench(): Figure[] {
  const bySlug = new Map(seedRecipeContent.map((recipe) => [recipe.slug, recipe]));
  const week = seedMealPlans.find((plan) => plan.id === 'beginner-week')!;
  const slugs = week.days.flat().filter((slug): slug is string => Boolean(slug));
  // The server stores parsed lines with each recipe, so a rebuild merges already-parsed ingredients.
  const recipes: ListRecipe[] = slugs.map((slug, index) => {
    const recipe = bySlug.get(slug)!;
    return {
      id: index + 1,
      name: recipe.name,
      factor: 1,
      ingredients: recipe.ingredients.map(parseIngredient),
    };
  });
  const timings: number[] = [];
  let items = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    items = mergeIngredients(recipes).length;
    timings.push(performance.now() - started);
  }
  return [
    {
      section: 'Shopping list',
      name: `rebuild from a ${recipes.length}-recipe week → ${items} items`,
      unit: 'ms',
      ...summarize(timings),
      target: atMost(50),
      note: `${RUNS} runs`,
    },
  ];
}
