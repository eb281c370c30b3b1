/**
 * `npm run bench`: the figures this project tracks, with their targets. So far: rebuilding a
 * shopping list from a full meal-plan week (21 recipes). The search benchmark is `npm run bench:search`.
 */
import { performance } from 'node:perf_hooks';
import { mergeIngredients, type ListRecipe } from '../backend/src/modules/shopping-list';
import { ingredients } from '../backend/src/modules/recipes';
import { seedMealPlans } from '../db/seeds/content/meal-plans';
import { seedRecipeContent } from '../db/seeds/recipes.seed';

const RUNS = 50;
const TARGET_MS = 50;

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
    ingredients: recipe.ingredients.map(ingredients.parseIngredient),
  };
});

const timings: number[] = [];
let items = 0;
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now();
  items = mergeIngredients(recipes).length;
  timings.push(performance.now() - started);
}
timings.sort((a, b) => a - b);
const median = timings[Math.floor(RUNS / 2)];
const figure = {
  name: `shopping list rebuild, ${recipes.length}-recipe week → ${items} items`,
  medianMs: Number(median.toFixed(2)),
  minMs: Number(timings[0].toFixed(2)),
  maxMs: Number(timings[RUNS - 1].toFixed(2)),
  targetMs: TARGET_MS,
  pass: median <= TARGET_MS,
};
console.table([figure]);
process.exitCode = figure.pass ? 0 : 1;
