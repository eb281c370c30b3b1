import { describe, expect, it } from 'vitest';
// Test files may read the seed content directly (the recipes module seeds from the same arrays).
import { seedRecipeContent as seedRecipes } from '../../db/seeds/content';
import { densityFor } from './densities';
import { ingredientLineToMetric, instructionToMetric } from './metric';
import { parseIngredient } from './parse-ingredient';

// Teaspoons and tablespoons are the metric cook's measures too (5 and 15 ml): a spoon amount of a
// food with no density stays one (metric-format.ts), so only cups, ounces, pounds, pints, quarts and
// gallons are amounts a metric line must not keep.
const US_AMOUNT = /\d\s*-?\s*(?:cups?|ounces?|oz|pounds?|lbs?|pints?|quarts?|gallons?)\b/i;
const SPOON_AMOUNT = /\d\s*-?\s*(?:tablespoons?|tbsps?|tbs|teaspoons?|tsps?)\b/i;
const METRIC_AMOUNT = /\d\s*(?:ml|L|g|kg)\b/;

/** Measured on what ships: every ingredient line and step of every seed recipe, with metric on. */
describe('metric on the seed recipes', () => {
  const lines = seedRecipes.flatMap((recipe) =>
    recipe.ingredients.map((text, line) => ({
      where: `${recipe.slug}#${line}`,
      text,
      metric: ingredientLineToMetric(text),
    })),
  );

  it('weighs every dry good in the density table: none comes out in ml', () => {
    // Each amount left in ml is read back as "1 cup <what follows>" by the parser, which names the food.
    const inMl = lines.filter(({ metric }) =>
      [...metric.matchAll(/\d\s*ml\s+([^,;()]*)/g)].some((match) => {
        const food = parseIngredient(`1 cup ${match[1]}`).food;
        const density = densityFor(food);
        return density !== null && !density.liquid;
      }),
    );
    expect(inMl.map(({ where, text, metric }) => `${where}: ${text} → ${metric}`)).toEqual([]);
  });

  it('keeps spoons only for what is not weighed: no spoon of a dry good beside grams', () => {
    // "4 g kosher salt and 1/2 tsp black pepper" mixes the two ways; the line keeps its spoons.
    const mixed = lines.filter(({ metric }) => SPOON_AMOUNT.test(metric) && /\d\s*g\b/.test(metric));
    expect(mixed.map(({ where, metric }) => `${where}: ${metric}`)).toEqual([]);
  });

  it('converts every line whole or leaves it as written, never half', () => {
    const half = lines.filter(({ metric }) => US_AMOUNT.test(metric) && METRIC_AMOUNT.test(metric));
    expect(half.map(({ where, metric }) => `${where}: ${metric}`)).toEqual([]);
  });

  it('leaves no US amount on a line it could convert', () => {
    const left = lines.filter(({ metric }) => US_AMOUNT.test(metric));
    expect(left.map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
  });

  it('converts the steps too: no °F and no half-converted step', () => {
    const steps = seedRecipes.flatMap((recipe) =>
      recipe.instructions.map((text, step) => ({ where: `${recipe.slug}@${step}`, metric: instructionToMetric(text) })),
    );
    const wrong = steps.filter(
      ({ metric }) => /\d\s*°\s*F\b|degrees F/i.test(metric) || (US_AMOUNT.test(metric) && METRIC_AMOUNT.test(metric)),
    );
    expect(wrong.map(({ where, metric }) => `${where}: ${metric}`)).toEqual([]);
  });
});
