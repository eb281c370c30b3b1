import { z } from 'zod';
import { requiredText } from './common';

export const addListRecipeRequest = z.object({
  recipeId: z.number({ error: 'must be a number' }).int().min(1),
  servings: z.number({ error: 'must be a number' }).int().min(1).max(100).optional(),
});

export const addCustomItemRequest = z.object({
  /** Client-generated, so a line added offline and synced twice is stored once. */
  id: z.uuid({ error: 'must be a UUID' }).optional(),
  text: requiredText(200),
});

export const setCompletedRequest = z.object({ completed: z.boolean({ error: 'must be true or false' }) });
