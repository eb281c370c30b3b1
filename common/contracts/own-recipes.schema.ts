import { z } from 'zod';
import { defineRoutes, noContent, post } from './api.schema';
import { oneOf, trimmedText } from './common.schema';
import { OWN_RECIPE_LIMITS } from './own-recipes';
import { DIETARY_OPTIONS, DIFFICULTIES, MEAL_TYPES, RECIPE_VISIBILITIES } from './recipes';
import { nutrientFields, recipeDetail, recipeIdParam } from './recipes.schema';
import { videoMediaQuery } from './videos.schema';

const L = OWN_RECIPE_LIMITS;

const requiredText = (max: number) => trimmedText(max).min(1, { error: 'must not be blank' });
/*
 * Optional fields keep `undefined` when absent (a change leaves them as they are) and read blank text
 * or null as "no value" (the editor sends '' for a field the cook cleared). No defaults here: a
 * default would fill absent fields of a change too.
 */
const cleared = <T>(value: T | null | undefined): T | null | undefined =>
  value === undefined ? undefined : value === '' ? null : value;
const optionalText = (max: number) => trimmedText(max).nullish().transform(cleared);
const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max.toLocaleString('en')}` })
    .nullish();
const nutrient = z
  .number({ error: 'must be a number' })
  .min(0, { error: 'must be at least 0' })
  .max(99_999, { error: 'must be at most 99,999' })
  .nullish();
const httpUrl = z
  .string({ error: 'must be text' })
  .trim()
  .max(L.sourceUrl, { error: `must be at most ${L.sourceUrl} characters` })
  .refine((value) => value === '' || /^https?:\/\/[^\s/]+/i.test(value), { error: 'must be an http(s) address' })
  .nullish()
  .transform(cleared);

/** Per serving, each optional ("N/A" where left empty). */
export const nutritionInput = z.object(nutrientFields(nutrient));

/**
 * A cook's recipe as written: what the editor saves and what an import returns to be confirmed and saved.
 * Ingredient lines are stored as written and parsed on save, like the catalog's.
 */
export const recipeInput = z
  .object({
    name: requiredText(L.name),
    description: optionalText(L.description),
    prepTimeMinutes: wholeNumber(0, L.minutes),
    cookingMinutes: wholeNumber(0, L.minutes),
    servings: wholeNumber(1, L.servings),
    cuisine: optionalText(60),
    difficulty: oneOf(DIFFICULTIES).nullish(),
    mealType: z.array(oneOf(MEAL_TYPES)).max(MEAL_TYPES.length).optional(),
    dietary: z.array(oneOf(DIETARY_OPTIONS)).max(DIETARY_OPTIONS.length).optional(),
    tags: z
      .array(requiredText(L.tag))
      .max(L.tags, { error: `at most ${L.tags} tags` })
      .optional(),
    ingredients: z
      .array(requiredText(L.ingredientLine), { error: 'must be a list of lines' })
      .min(1, { error: 'add at least one ingredient' })
      .max(L.ingredientLines, { error: `at most ${L.ingredientLines} ingredient lines` }),
    instructions: z
      .array(requiredText(L.step), { error: 'must be a list of steps' })
      .min(1, { error: 'add at least one step' })
      .max(L.steps, { error: `at most ${L.steps} steps` }),
    ...nutritionInput.shape,
    sourceUrl: httpUrl,
    sourceName: optionalText(L.sourceName),
    /** `private` when not given. */
    visibility: oneOf(RECIPE_VISIBILITIES).optional(),
  })
  .meta({ id: 'RecipeInput' });
export type RecipeInput = z.input<typeof recipeInput>;
export type ParsedRecipeInput = z.output<typeof recipeInput>;

/** POST /api/recipes: the recipe, and the editor's key for this draft (or the Idempotency-Key header). */
export const createRecipeBody = recipeInput.extend({
  clientKey: z
    .string()
    .trim()
    .min(8, { error: 'must be at least 8 characters' })
    .max(100, { error: 'must be at most 100 characters' })
    .optional(),
});

/** PATCH /api/recipes/:id: only the fields sent change; the ones sent are checked as on create. */
export const updateRecipeBody = recipeInput
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'send at least one field to change',
  });

/** `<photo id>-<width>.webp`: a stored size of a recipe's photo. */
export const recipePhotoParams = z.object({
  id: recipeIdParam.shape.id,
  file: z.string().regex(/^[0-9a-f-]{36}-(?:320|640|1280)\.webp$/, { error: 'is not a photo file' }),
});

/** A recipe's share link: the read-only page anyone with it may open. */
export const shareLink = z.object({ url: z.string() }).meta({ id: 'ShareLink' });
export type ShareLink = z.infer<typeof shareLink>;

export const ownRecipesApi = defineRoutes({
  create: post(
    '/api/recipes',
    "Save a recipe of the cook's own (idempotent by Idempotency-Key or clientKey)",
    createRecipeBody,
    { 201: recipeDetail },
  ),
  update: {
    method: 'patch',
    path: '/api/recipes/:id',
    summary: "Change the cook's own recipe (404 for anyone else's)",
    params: recipeIdParam,
    body: updateRecipeBody,
    responses: { 200: recipeDetail },
  },
  remove: {
    method: 'delete',
    path: '/api/recipes/:id',
    summary: "Delete the cook's own recipe (404 for anyone else's)",
    params: recipeIdParam,
    responses: { 204: noContent },
  },
  uploadPhoto: {
    method: 'post',
    path: '/api/recipes/:id/photo',
    summary:
      "Set the photo of the cook's own recipe: multipart/form-data with one file field `photo` (JPEG, PNG, WebP or HEIC, at most 15 MB)",
    params: recipeIdParam,
    responses: { 201: recipeDetail },
  },
  photo: {
    method: 'get',
    path: '/api/media/recipes/:id/:file',
    summary: "A size of a recipe's photo through its signed URL (WebP)",
    params: recipePhotoParams,
    query: videoMediaQuery,
    responses: { 200: { description: 'The photo', contentType: 'image/webp' } },
  },
  share: {
    method: 'post',
    path: '/api/recipes/:id/share',
    summary: "Share the cook's own recipe by link: anyone with the URL sees it, read-only (the same URL again)",
    params: recipeIdParam,
    responses: { 200: shareLink },
  },
  unshare: {
    method: 'delete',
    path: '/api/recipes/:id/share',
    summary: 'Stop sharing: the link stops working',
    params: recipeIdParam,
    responses: { 204: noContent },
  },
  export: {
    method: 'get',
    path: '/api/recipes/:id/export',
    summary: 'One recipe the cook may see, as schema.org Recipe JSON-LD (a download)',
    params: recipeIdParam,
    responses: { 200: { description: 'schema.org Recipe JSON-LD', contentType: 'application/ld+json' } },
  },
});
