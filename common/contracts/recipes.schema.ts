import { z } from 'zod';
import { withinResultDepth } from './paging.schema';
import { DIETARY_OPTIONS, DIFFICULTIES, MEAL_TYPES, RECIPE_PAGE_SIZE, RECIPE_PAGE_SIZE_MAX } from './recipes';

const caseInsensitiveEnum = <T extends readonly [string, ...string[]]>(values: T, name: string) =>
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      const match = values.find((candidate) => candidate.toLowerCase() === value.toLowerCase());
      if (!match) {
        ctx.addIssue({ code: 'custom', message: `must be one of ${values.join(', ')}` });
        return z.NEVER;
      }
      return match as T[number];
    })
    .describe(name);

const positiveInt = (max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(max, { error: `must be at most ${max}` });

/** GET /api/recipes query string (spec section 7; optional params only when set). */
const recipeListFields = z.object({
  page: positiveInt(100_000).default(1),
  limit: positiveInt(RECIPE_PAGE_SIZE_MAX).default(RECIPE_PAGE_SIZE),
  search: z.string().trim().max(200, { error: 'must be at most 200 characters' }).optional(),
  mealType: caseInsensitiveEnum(MEAL_TYPES, 'mealType').optional(),
  cuisine: z.string().trim().min(1).max(60).optional(),
  difficulty: caseInsensitiveEnum(DIFFICULTIES, 'difficulty').optional(),
  maxCookingTime: positiveInt(10_000).optional(),
  minRating: z.coerce.number({ error: 'must be a number' }).min(0).max(5, { error: 'must be at most 5' }).optional(),
  dietary: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const wanted = value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      const resolved: string[] = [];
      for (const item of wanted) {
        const match = DIETARY_OPTIONS.find((option) => option.toLowerCase() === item.toLowerCase());
        if (!match) {
          ctx.addIssue({ code: 'custom', message: `"${item}" is not one of ${DIETARY_OPTIONS.join(', ')}` });
          return z.NEVER;
        }
        resolved.push(match);
      }
      return resolved;
    }),
  /** Only the month's featured premium recipes (the Premium Content strip). */
  featured: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
// page × limit ≤ 1000: a deep OFFSET is paid for by the database, row by skipped row.
export const recipeListQuery = recipeListFields.superRefine(withinResultDepth);
export type RecipeListQuery = z.infer<typeof recipeListQuery>;

export const byIngredientsQuery = z.object({
  have: z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'name at least one ingredient' })
    .max(500)
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(60)).min(1, { error: 'name at least one ingredient' }).max(30)),
  limit: positiveInt(60).default(30),
});

export const recipeIdParam = z.object({ id: positiveInt(2_147_483_647) });

export interface StructuredIngredient {
  original: string;
  quantity: number | null;
  quantityMax: number | null;
  unit: string | null;
  food: string;
  note: string | null;
  confidence: number;
}

export interface RecipeSummary {
  id: number;
  name: string;
  description: string | null;
  image: string | null;
  cuisine: string | null;
  cookingMinutes: number | null;
  prepTimeMinutes: number | null;
  totalTimeMinutes: number | null;
  servings: number | null;
  difficulty: string | null;
  rating: number | null;
  reviewCount: number;
  mealType: string[];
  dietary: string[];
  tags: string[];
  isPremiumExclusive: boolean;
  /** True when the viewer may not open it (premium-exclusive, viewer not premium). */
  locked: boolean;
  monthYear: string | null;
  featuredOrder: number | null;
  calories: number | null;
}

export interface RecipeDetail extends RecipeSummary {
  ingredients: string[];
  ingredientsMetric: string[];
  ingredientsStructured: StructuredIngredient[];
  instructions: string[];
  instructionsMetric: string[];
  totalFat: number | null;
  sugar: number | null;
  sodium: number | null;
  protein: number | null;
  saturatedFat: number | null;
  carbohydrates: number | null;
  fiber: number | null;
  sourceId: string;
  source: string | null;
  sourceUrl: string | null;
  submittedDate: string | null;
  numberOfSteps: number;
  numberOfIngredients: number;
  createdAt: string;
  updatedAt: string;
}

export interface RecipeListResponse {
  recipes: RecipeSummary[];
  total: number;
  /** Above 1,000 matches the total is PostgreSQL's estimate ("About 240,000 recipes found"). */
  totalIsEstimate: boolean;
  totalPages: number;
  hasMore: boolean;
  page: number;
}

export interface IngredientMatch extends RecipeSummary {
  matchedIngredients: string[];
  missingIngredients: string[];
  /** The recipe's own lines (with amounts) that hold a missing ingredient: what "Add missing to list" adds. */
  missingLines: string[];
}
