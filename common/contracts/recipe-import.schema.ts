import { z } from 'zod';
import { defineRoutes, post, route } from './api.schema';
import { requiredText } from './common.schema';
import { RECIPE_IMPORT_LIMITS as L } from './recipe-import';
import { DIETARY_OPTIONS, DIFFICULTIES, MEAL_TYPES } from './recipes';
import { nutrientFields, recipeDetail } from './recipes.schema';

const nullableNumber = z.number().nullable();

/**
 * A recipe read from elsewhere, not saved: the fields of `RecipeInput` the import could fill, for the
 * editor to show and the cook to confirm and save through POST /api/recipes. Lists may be empty
 * (pasted text without steps): the editor asks for what is missing.
 */
export const recipeDraft = z
  .object({
    name: z.string(),
    description: z.string().nullable(),
    prepTimeMinutes: nullableNumber,
    cookingMinutes: nullableNumber,
    servings: nullableNumber,
    cuisine: z.string().nullable(),
    difficulty: z.enum(DIFFICULTIES).nullable(),
    mealType: z.array(z.enum(MEAL_TYPES)),
    dietary: z.array(z.enum(DIETARY_OPTIONS)),
    tags: z.array(z.string()),
    ingredients: z.array(z.string()),
    instructions: z.array(z.string()),
    ...nutrientFields(nullableNumber),
    sourceUrl: z.string().nullable(),
    sourceName: z.string().nullable(),
  })
  .meta({ id: 'RecipeDraft' });
export type RecipeDraft = z.infer<typeof recipeDraft>;

/** A draft, and which of its ingredient lines (by index) the shared parser is unsure of. */
export const importedDraft = z
  .object({
    draft: recipeDraft,
    lowConfidenceIngredients: z.array(z.number().int()),
  })
  .meta({ id: 'ImportedDraft' });
export type ImportedDraft = z.infer<typeof importedDraft>;

export const importUrlBody = z.object({ url: requiredText(L.url) });
export const importTextBody = z.object({ text: requiredText(L.text) });

export const importedFile = z.object({ drafts: z.array(importedDraft) }).meta({ id: 'ImportedFile' });

export const recipeImportApi = defineRoutes({
  importUrl: post(
    '/api/recipes/import-url',
    "Save the recipe of a web page (schema.org Recipe as JSON-LD, microdata or RDFa) as the cook's own. The page is " +
      'fetched by the server: http(s) only, never a private, local or metadata address (checked on each of at most 5 ' +
      'redirects), 10 s and 5 MB at most, HTML only, no cookies. Refusals: 400 `invalid_url` or `forbidden_address` ' +
      '(field `url`), 413 `page_too_large`, 504 `page_timeout`, 422 `no_recipe_found`, `too_many_redirects`, ' +
      '`not_a_web_page`, `page_unreachable` or `page_error`. Nothing is saved on a refusal.',
    importUrlBody,
    { 201: recipeDetail },
  ),
  importText: post(
    '/api/recipes/import-text',
    'Read pasted recipe text into a draft (not saved): the first line is the name; "Ingredients" and ' +
      '"Method"/"Directions"/"Steps" headings split the rest, or else lines the ingredient parser reads confidently ' +
      'are ingredients and the others steps',
    importTextBody,
    { 200: importedDraft },
  ),
  importFile: route(
    'post',
    '/api/recipes/import-file',
    'Read a recipe file into drafts (not saved): multipart/form-data with one file field `file` (at most 5 MB), ' +
      'schema.org Recipe JSON-LD (one Recipe, an array or an @graph) or a Mealie recipe export (JSON). 400 ' +
      '`invalid_input` for a file that is not JSON, 413 `too_large`, 422 `no_recipe_in_file`',
    { 200: importedFile },
  ),
});
