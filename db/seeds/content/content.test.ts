import { describe, expect, it } from 'vitest';
import { parseDataFile } from '../../../backend/src/platform/data-file';
import { premiumRecipes, seedMealPlans, seedRecipeContent as recipes, seedSkillVideos, worldRecipes } from '.';
import { seedRecipesFile } from './schema';

describe('seed content files', () => {
  it('load, checked by their schema', () => {
    expect(recipes.length).toBeGreaterThanOrEqual(180);
    expect(seedMealPlans).toHaveLength(8);
    expect(seedSkillVideos).toHaveLength(18);
    expect(premiumRecipes.every((recipe) => recipe.isPremiumExclusive)).toBe(true);
  });

  it('give every recipe its own slug across the files', () => {
    const slugs = recipes.map((recipe) => recipe.slug);
    expect(slugs.filter((slug, index) => slugs.indexOf(slug) !== index)).toEqual([]);
  });

  it('give every recipe its own name across the files', () => {
    const names = recipes.map((recipe) => recipe.name.toLowerCase());
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('fill the meal plans with seed recipes only', () => {
    const known = new Set(recipes.map((recipe) => recipe.slug));
    const planned = seedMealPlans.flatMap((plan) => plan.days.flat()).filter((slug) => slug !== null);
    expect(planned.filter((slug) => !known.has(slug))).toEqual([]);
  });

  it('reject a recipe that breaks the schema, naming the file, the recipe and the field', () => {
    const file = 'db/seeds/content/recipes-world.json';
    const mistyped = structuredClone(worldRecipes);
    (mistyped[2].nutrition as Record<string, unknown>).sodium = 'lots';
    expect(() => parseDataFile(file, seedRecipesFile, mistyped)).toThrow(
      [
        `${file} does not match its schema:`,
        `- entry 2 (${mistyped[2].slug}), field nutrition.sodium: Invalid input: expected number, received string`,
      ].join('\n'),
    );
    const repeated = structuredClone(worldRecipes);
    repeated[3].slug = repeated[0].slug;
    expect(() => parseDataFile(file, seedRecipesFile, repeated)).toThrow(
      `- entry 3 (${repeated[0].slug}), field slug: duplicate slug ${repeated[0].slug}`,
    );
  });
});
