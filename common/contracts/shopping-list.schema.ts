import { z } from 'zod';
import { requiredText } from './common.schema';
import type { Aisle } from './shopping-list';

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

/** PATCH /api/shopping-list/recipes/:recipeId: the servings this recipe is bought for. */
export const setListRecipeServingsRequest = z.object({
  servings: z.number({ error: 'must be a number' }).int().min(1).max(100),
});

/** One recipe's share of a list line ("2 cups" from Carbonara). */
export interface ShoppingListItemSource {
  /** 0 for the cook's own lines. */
  recipeId: number;
  recipeName: string;
  /** That recipe's amount at its servings, as written ("2 cups", "1 can (28 oz)"); "" when unmeasured. */
  amount: string;
  /** The same share in metric ("100 g" of grated cheese, "240 ml" of milk); "" for counts and unmeasured. */
  metricAmount: string;
}

export interface ShoppingListItem {
  id: string;
  ingredient: string;
  /** Text of a number, as the spec has it ("1 1/2"); empty when the line has no amount. */
  quantity: string;
  /** Display unit; may carry a package size or a second part ("cans (28 oz)", "cup + 1 tbsp"). */
  unit: string;
  /**
   * The whole amount in metric, for a cook reading in metric: dry goods weighed through the kitchen's
   * density table ("300 g"), other volumes in ml, weights in g/kg; "" for counts ("3 eggs") and lines
   * without an amount, which read the same either way.
   */
  metricAmount: string;
  aisle: Aisle;
  recipes: string[];
  completed: boolean;
  /** Where the amount comes from, one entry per recipe in the order added. */
  sources: ShoppingListItemSource[];
}

export interface ShoppingListView {
  recipes: Array<{ id: number; name: string; servings: number | null }>;
  items: ShoppingListItem[];
  completed: string[];
}
