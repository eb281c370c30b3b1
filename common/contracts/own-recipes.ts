/** Limits of a cook's recipe: what the editor, the URL import and the API all hold to. */
export const OWN_RECIPE_LIMITS = {
  name: 200,
  description: 5_000,
  ingredientLines: 200,
  ingredientLine: 500,
  steps: 100,
  step: 10_000,
  tags: 30,
  tag: 40,
  servings: 100,
  minutes: 10_000,
  sourceUrl: 2_000,
  sourceName: 200,
} as const;
