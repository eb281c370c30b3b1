import { z } from 'zod';
import { defineRoutes, get } from './api.schema';
import { optionalText, positiveInt, queryFlag, timestamps } from './common.schema';
import { paged, withinResultDepth } from './paging.schema';
import {
  DIETARY_OPTIONS,
  DIFFICULTIES,
  MEAL_TYPES,
  NUTRIENTS,
  RECIPE_PAGE_SIZE,
  RECIPE_PAGE_SIZE_MAX,
  RECIPE_VISIBILITIES,
  type Nutrient,
} from './recipes';

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

/** GET /api/recipes query string (spec section 7; optional params only when set). */
const recipeListFields = z.object({
  page: positiveInt(100_000).default(1),
  limit: positiveInt(RECIPE_PAGE_SIZE_MAX).default(RECIPE_PAGE_SIZE),
  search: optionalText(200),
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
  /** Search for the words as typed, without correcting their spelling ("search instead for"). */
  asTyped: queryFlag.optional(),
  /** Only the month's featured premium recipes (the Premium Content strip). */
  featured: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  /** Only the viewer's own recipes ("My recipes"). */
  mine: queryFlag.optional(),
  /** Only the recipes the viewer's household members share with the household ("From your household"). */
  household: queryFlag.optional(),
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

const nullableNumber = z.number().nullable();

/** A field for each nutrient (NUTRIENTS), each checked by `field`. */
export const nutrientFields = <T extends z.ZodType>(field: T) =>
  Object.fromEntries(NUTRIENTS.map((nutrient) => [nutrient, field])) as Record<Nutrient, T>;

/** Characters [start, end) of a line. */
const textSpan = z.object({ start: z.number().int(), end: z.number().int() });

export const structuredIngredient = z
  .object({
    original: z.string(),
    quantity: nullableNumber,
    quantityMax: nullableNumber,
    unit: z.string().nullable(),
    food: z.string(),
    note: z.string().nullable(),
    confidence: z.number(),
    /** Where the amount is written in `original`, so scaling rewrites it without re-reading the text. */
    amountAt: textSpan.nullable(),
    /** The line's further counted things ("… and 1 yellow bell pepper"): each amount, where written, and its food. */
    alsoAt: z
      .array(textSpan.extend({ quantity: z.number(), quantityMax: nullableNumber, food: z.string() }))
      .optional(),
    /** The metric amounts of the matching `ingredientsMetric` line (where written, size in ml or g). */
    metricAmounts: z.array(
      textSpan.extend({
        base: z.number(),
        baseMax: nullableNumber,
        /** "spoon": a tsp/tbsp amount kept as written (a food with no density), sized in ml. */
        kind: z.enum(['volume', 'mass', 'spoon']),
        /** Grams converted from cups or pounds/ounces, rounded as a cook writes them (cookGrams). */
        estimated: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'StructuredIngredient' });
export type StructuredIngredient = z.infer<typeof structuredIngredient>;

export const recipeSummary = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    image: z.string().nullable(),
    cuisine: z.string().nullable(),
    cookingMinutes: nullableNumber,
    prepTimeMinutes: nullableNumber,
    totalTimeMinutes: nullableNumber,
    servings: nullableNumber,
    difficulty: z.string().nullable(),
    rating: nullableNumber,
    reviewCount: z.number().int(),
    mealType: z.array(z.string()),
    dietary: z.array(z.string()),
    tags: z.array(z.string()),
    isPremiumExclusive: z.boolean(),
    /** True when the viewer may not open it (premium-exclusive, viewer not premium). */
    locked: z.boolean(),
    monthYear: z.string().nullable(),
    featuredOrder: nullableNumber,
    calories: nullableNumber,
  })
  .meta({ id: 'RecipeSummary' });
export type RecipeSummary = z.infer<typeof recipeSummary>;

export const recipeDetail = recipeSummary
  .extend({
    ingredients: z.array(z.string()),
    ingredientsMetric: z.array(z.string()),
    ingredientsStructured: z.array(structuredIngredient),
    instructions: z.array(z.string()),
    instructionsMetric: z.array(z.string()),
    ...nutrientFields(nullableNumber),
    sourceId: z.string(),
    source: z.string().nullable(),
    sourceUrl: z.string().nullable(),
    /** The site a cook's recipe came from, for attribution. */
    sourceName: z.string().nullable(),
    /** The viewer wrote it: they may edit, share and delete it. */
    mine: z.boolean(),
    /** Who may see a cook's own recipe; null for the catalog. */
    visibility: z.enum(RECIPE_VISIBILITIES).nullable(),
    submittedDate: z.string().nullable(),
    numberOfSteps: z.number().int(),
    numberOfIngredients: z.number().int(),
    ...timestamps,
  })
  .meta({ id: 'RecipeDetail' });
export type RecipeDetail = z.infer<typeof recipeDetail>;

/** What a search was understood as: the words searched for, the filters and exclusions read from it. */
export const understoodQuery = z
  .object({
    /** The words searched for (filler left out, misspellings corrected). */
    text: z.string(),
    /** The corrected words when a misspelling was corrected ("Showing results for …"), else null. */
    corrected: z.string().nullable(),
    /** Filters the words asked for ("vegetarian", "under 30 minutes", "dinner"), as applied. */
    filters: z.object({
      dietary: z.array(z.string()).optional(),
      maxCookingTime: z.number().int().optional(),
      mealType: z.enum(MEAL_TYPES).optional(),
    }),
    /** Foods the recipes must not contain ("without ricotta", "egg-free"). */
    excluded: z.array(z.string()),
    /** No recipe matched every word: these are the closest recipes. */
    approximate: z.boolean(),
  })
  .meta({ id: 'UnderstoodQuery' });
export type UnderstoodQuery = z.infer<typeof understoodQuery>;

export const recipeListResponse = paged.extend({
  recipes: z.array(recipeSummary),
  /** Above 1,000 matches the total is PostgreSQL's estimate ("About 240,000 recipes found"). */
  totalIsEstimate: z.boolean(),
  hasMore: z.boolean(),
  /** With a search: how it was read. */
  query: understoodQuery.optional(),
});
export type RecipeListResponse = z.infer<typeof recipeListResponse>;

export const ingredientMatch = recipeSummary
  .extend({
    matchedIngredients: z.array(z.string()),
    missingIngredients: z.array(z.string()),
    /** The recipe's own lines (with amounts) that hold a missing ingredient: what "Add missing to list" adds. */
    missingLines: z.array(z.string()),
  })
  .meta({ id: 'IngredientMatch' });
export type IngredientMatch = z.infer<typeof ingredientMatch>;

export const catalogStats = z.object({ recipes: z.number().int(), cuisines: z.number().int() });
export const cuisineList = z.object({
  cuisines: z.array(z.object({ cuisine: z.string(), count: z.number().int() })),
});

export const recipesApi = defineRoutes({
  list: {
    method: 'get',
    path: '/api/recipes',
    summary: "Search and page through the catalog and the viewer's own recipes (mine=true: only those)",
    query: recipeListQuery,
    responses: { 200: recipeListResponse },
  },
  byIngredients: {
    method: 'get',
    path: '/api/recipes/by-ingredients',
    summary: 'Recipes that use what the cook has',
    query: byIngredientsQuery,
    responses: { 200: z.object({ recipes: z.array(ingredientMatch) }) },
  },
  get: {
    method: 'get',
    path: '/api/recipes/:id',
    summary:
      "One recipe (403 with an upsell when it is Premium and the viewer is not; 404 for another cook's own recipe)",
    params: recipeIdParam,
    responses: { 200: recipeDetail },
  },
  stats: get('/api/catalog/stats', 'How many recipes and cuisines the catalog holds', catalogStats),
  cuisines: get('/api/cuisines', 'Cuisines with their recipe counts', cuisineList),
});
