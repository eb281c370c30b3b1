import type { z } from 'zod';
import type { seedMealPlanSchema, seedRecipeSchema, seedSkillVideoSchema } from './schema';

/** The shapes of the seed content, as its schema (./schema.ts) checks them. */
export type SeedRecipe = z.infer<typeof seedRecipeSchema>;
export type SeedMealPlan = z.infer<typeof seedMealPlanSchema>;
export type SeedSkillVideo = z.infer<typeof seedSkillVideoSchema>;
