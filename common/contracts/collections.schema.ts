import { z } from 'zod';
import { defineRoutes, get, noContent, post } from './api.schema';
import { oneOf, requiredText, starRating, timestamps, trimmedText } from './common.schema';
import { calendarDate } from './planner.schema';
import { recipeIdParam, recipeSummary } from './recipes.schema';
import {
  COLLECTION_NAME_MAX,
  COLLECTION_RECIPES_MAX,
  COLLECTION_VISIBILITIES,
  COLLECTIONS_MAX,
  COOKED_NOTE_MAX,
  RECIPE_NOTE_MAX,
} from './collections';

const collectionName = requiredText(COLLECTION_NAME_MAX);

const visibility = oneOf(COLLECTION_VISIBILITIES);

/**
 * A collection as its list shows it: name, who sees it and whose it is, how many recipes and a cover (its
 * first recipe's picture). Counts and covers are of the recipes the reader may see.
 */
export const collectionSummary = z
  .object({
    id: z.string(),
    name: z.string(),
    visibility,
    /** Whether it is the reader's own (else a household member's, shared with the household). */
    mine: z.boolean(),
    /** The owner's name when it is a household member's; null for the reader's own. */
    ownerName: z.string().nullable(),
    recipeCount: z.number().int(),
    /** The first recipe (its picture, when it has one), or null while the collection is empty. */
    cover: z.object({ recipeId: z.number().int(), name: z.string(), image: z.string().nullable() }).nullable(),
    ...timestamps,
  })
  .meta({ id: 'CollectionSummary' });
export type CollectionSummary = z.infer<typeof collectionSummary>;

export const collectionList = z.object({ collections: z.array(collectionSummary) });
export type CollectionList = z.infer<typeof collectionList>;

/** A collection with its recipes in the cook's order. */
export const collectionDetail = collectionSummary
  .extend({
    recipes: z.array(recipeSummary),
  })
  .meta({ id: 'CollectionDetail' });
export type CollectionDetail = z.infer<typeof collectionDetail>;

export const createCollectionRequest = z.object({
  name: collectionName,
  /** `private` when not given. */
  visibility: visibility.optional(),
  /** The client's key for this create: the same key again answers the collection the first one made. */
  clientKey: z
    .string({ error: 'must be text' })
    .trim()
    .min(8, { error: 'must be at least 8 characters' })
    .max(100, { error: 'must be at most 100 characters' })
    .optional(),
});
export type CreateCollectionRequest = z.input<typeof createCollectionRequest>;

/** PATCH: a new name (the owner or a member), who sees it (the owner only), or both. */
export const updateCollectionRequest = z
  .object({ name: collectionName.optional(), visibility: visibility.optional() })
  .refine((body) => body.name !== undefined || body.visibility !== undefined, {
    error: 'send a name or a visibility',
    path: ['name'],
  });

export const collectionIdParam = z.object({ id: z.uuid({ error: 'must be a collection id' }) });
export const collectionRecipeParams = collectionIdParam.extend({ recipeId: recipeIdParam.shape.id });

const idList = (max: number, what: string) =>
  z
    .array(z.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }), {
      error: `must be a list of ${what} ids`,
    })
    .max(max, { error: `at most ${max.toLocaleString('en')} ${what}s` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'must not repeat an id' });

/** The collection's recipes in their new order: exactly its current recipes, each once. */
export const reorderCollectionRequest = z.object({ recipeIds: idList(COLLECTION_RECIPES_MAX, 'recipe') });

/** The cook's collections in their new order: exactly their current collections, each once. */
export const reorderCollectionsRequest = z.object({
  collectionIds: z
    .array(z.uuid({ error: 'must be a collection id' }), { error: 'must be a list of collection ids' })
    .max(COLLECTIONS_MAX, { error: `at most ${COLLECTIONS_MAX} collections` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'must not repeat an id' }),
});

/** Whether a recipe is in a collection, as adding or removing it answers. */
export const collectionMembership = z.object({
  collectionId: z.string(),
  recipeId: z.number().int(),
  saved: z.boolean(),
});

/** Which of the cook's collections hold one recipe (the recipe page's "Save to collection"). */
export const recipeCollections = z.object({ collectionIds: z.array(z.string()) });
export type RecipeCollections = z.infer<typeof recipeCollections>;

/** A cook's private note on a recipe (null text: none yet). */
export const recipeNote = z
  .object({ recipeId: z.number().int(), text: z.string().nullable(), updatedAt: z.string().nullable() })
  .meta({ id: 'RecipeNote' });
export type RecipeNote = z.infer<typeof recipeNote>;

export const recipeNoteRequest = z.object({
  text: trimmedText(RECIPE_NOTE_MAX).min(1, { error: 'must not be blank' }),
});

const DAY_MS = 86_400_000;

/** POST /api/recipes/:id/cooked: when the cook made it (a day ahead allowed for time zones), how it went. */
export const cookedEntryRequest = z.object({
  date: calendarDate.refine(
    (value) => {
      const time = Date.parse(`${value}T00:00:00Z`);
      // Not a date at all is said once, by calendarDate.
      return Number.isNaN(time) || time <= Date.now() + DAY_MS;
    },
    { error: 'must not be in the future' },
  ),
  rating: starRating.nullish(),
  note: trimmedText(COOKED_NOTE_MAX)
    .nullish()
    .transform((value) => value || null),
});
export type CookedEntryRequest = z.input<typeof cookedEntryRequest>;

export const cookedEntry = z
  .object({
    id: z.string(),
    recipeId: z.number().int(),
    date: z.string(),
    rating: z.number().int().nullable(),
    note: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'CookedEntry' });
export type CookedEntry = z.infer<typeof cookedEntry>;

export const cookedLog = z.object({ entries: z.array(cookedEntry) });
export type CookedLog = z.infer<typeof cookedLog>;

export const cookedEntryParams = recipeIdParam.extend({ entryId: z.uuid({ error: 'must be an entry id' }) });

export const collectionsApi = defineRoutes({
  list: get(
    '/api/collections',
    "The cook's collections in their order, then those their household's members share, with counts and covers",
    collectionList,
  ),
  create: post('/api/collections', 'Make a collection (idempotent by clientKey)', createCollectionRequest, {
    201: collectionSummary,
  }),
  reorderAll: {
    method: 'put',
    path: '/api/collections/order',
    summary: "Put the cook's collections in a new order (exactly their current ones)",
    body: reorderCollectionsRequest,
    responses: { 200: collectionList },
  },
  get: {
    method: 'get',
    path: '/api/collections/:id',
    summary: "A collection (the cook's or one their household shares) with the recipes they may see, in order",
    params: collectionIdParam,
    responses: { 200: collectionDetail },
  },
  update: {
    method: 'patch',
    path: '/api/collections/:id',
    summary: 'Rename a collection, or (its owner) choose who sees it',
    params: collectionIdParam,
    body: updateCollectionRequest,
    responses: { 200: collectionSummary },
  },
  remove: {
    method: 'delete',
    path: '/api/collections/:id',
    summary: 'Delete a collection (its owner only; its recipes stay where they are)',
    params: collectionIdParam,
    responses: { 204: noContent },
  },
  addRecipe: {
    method: 'put',
    path: '/api/collections/:id/recipes/:recipeId',
    summary: 'Add a recipe to a collection (idempotent; at the end)',
    params: collectionRecipeParams,
    responses: { 200: collectionMembership },
  },
  removeRecipe: {
    method: 'delete',
    path: '/api/collections/:id/recipes/:recipeId',
    summary: 'Take a recipe out of a collection',
    params: collectionRecipeParams,
    responses: { 204: noContent },
  },
  reorder: {
    method: 'put',
    path: '/api/collections/:id/order',
    summary: "Put a collection's recipes in a new order (exactly its current recipes)",
    params: collectionIdParam,
    body: reorderCollectionRequest,
    responses: { 200: collectionDetail },
  },
  recipeCollections: {
    method: 'get',
    path: '/api/recipes/:id/collection-ids',
    summary: 'Which of the collections the cook may edit hold a recipe',
    params: recipeIdParam,
    responses: { 200: recipeCollections },
  },
  getNote: {
    method: 'get',
    path: '/api/recipes/:id/note',
    summary: "The cook's private note on a recipe",
    params: recipeIdParam,
    responses: { 200: recipeNote },
  },
  putNote: {
    method: 'put',
    path: '/api/recipes/:id/note',
    summary: "Write the cook's private note on a recipe",
    params: recipeIdParam,
    body: recipeNoteRequest,
    responses: { 200: recipeNote },
  },
  removeNote: {
    method: 'delete',
    path: '/api/recipes/:id/note',
    summary: "Delete the cook's private note on a recipe",
    params: recipeIdParam,
    responses: { 204: noContent },
  },
  logCooked: {
    method: 'post',
    path: '/api/recipes/:id/cooked',
    summary: 'Log that the cook made a recipe ("I made this")',
    params: recipeIdParam,
    body: cookedEntryRequest,
    responses: { 201: cookedEntry },
  },
  cookedLog: {
    method: 'get',
    path: '/api/recipes/:id/cooked',
    summary: 'The times the cook made a recipe, newest first',
    params: recipeIdParam,
    responses: { 200: cookedLog },
  },
  removeCooked: {
    method: 'delete',
    path: '/api/recipes/:id/cooked/:entryId',
    summary: 'Delete one "I made this" entry',
    params: cookedEntryParams,
    responses: { 204: noContent },
  },
});
