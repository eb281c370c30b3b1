/*
 * Every route a household shares (its shopping list, planner and calendar feed, the household itself,
 * the live events, and the recipes and collections its members share with it) × who may call it: the household's owner,
 * a member, an ex-member (who was in it and was removed), a stranger, and a visitor. Ids in paths are
 * the owner's rows. A route of that scope the router has and this table lacks fails the test, as in
 * ACCESS_MATRIX. Set MATRIX_DISCOVER=1 to print the observed table.
 */
import { randomUUID } from 'node:crypto';
import { AISLES } from '@common/contracts/shopping-list';
import { HOUSEHOLD_NAMES, type HouseholdWorld } from './household-world';

export type HouseholdRow = [visitor: number, stranger: number, exMember: number, member: number, owner: number];

/** The routes this table must cover: a household's shared data, and the recipes it shares. */
export const inHouseholdScope = (key: string) =>
  /^[A-Z]+ \/api\/(shopping-lists?|planner|household|events|favorites|collections)(\/|$)/.test(key) ||
  /^[A-Z]+ \/api\/recipes\/:id(\/|$)/.test(key) ||
  key === 'GET /api/recipes';

const EVERY_COOK: HouseholdRow = [401, 200, 200, 200, 200];
/** Created in the caller's own list or week (the stranger's and ex-member's) or the household's. */
const EVERY_COOK_CREATES: HouseholdRow = [401, 201, 201, 201, 201];
/** A row of the owner's, shared with members: nobody else finds it. */
const HOUSEHOLD_ONLY: HouseholdRow = [401, 404, 404, 200, 200];
/** A recipe the owner shares with the household: members read it, only the owner changes it. */
const OWNER_CHANGES: HouseholdRow = [401, 404, 404, 404, 200];

export const HOUSEHOLD_MATRIX: Record<string, HouseholdRow> = {
  // The shared list: the owner's line and recipe, reached by members only.
  'GET /api/shopping-list': EVERY_COOK, // each their own list: see HOUSEHOLD_READS
  'POST /api/shopping-list/recipes': [401, 404, 404, 201, 201], // the owner's household recipe
  'PATCH /api/shopping-list/recipes/:recipeId': HOUSEHOLD_ONLY, // a recipe on the owner's list
  'DELETE /api/shopping-list/recipes/:recipeId': HOUSEHOLD_ONLY,
  'POST /api/shopping-list/items': EVERY_COOK_CREATES,
  'PATCH /api/shopping-list/items/:id': HOUSEHOLD_ONLY, // the owner's line
  'POST /api/shopping-list/meal-plans/:planId': EVERY_COOK_CREATES,
  'DELETE /api/shopping-list': EVERY_COOK, // each clears the list they use: a member, the household's
  'POST /api/shopping-list/from-planner': EVERY_COOK_CREATES,
  // The household's named lists and its aisle order: the owner's, shared with members.
  'GET /api/shopping-lists': EVERY_COOK,
  'POST /api/shopping-lists': EVERY_COOK_CREATES,
  'PATCH /api/shopping-lists/:listId': HOUSEHOLD_ONLY, // a fresh named list of the owner's each time
  'DELETE /api/shopping-lists/:listId': [401, 404, 404, 204, 204],
  'GET /api/shopping-list/aisles': EVERY_COOK,
  'PUT /api/shopping-list/aisles': EVERY_COOK, // each the order of the lists they use
  // The shared week.
  'GET /api/planner': EVERY_COOK, // see HOUSEHOLD_READS
  'POST /api/planner/entries': [401, 400, 400, 201, 201], // the owner's household recipe: no such recipe to others
  'PATCH /api/planner/entries/:id': HOUSEHOLD_ONLY, // the owner's entry
  'DELETE /api/planner/entries/:id': [401, 404, 404, 204, 204], // a fresh entry of the owner's each time
  'POST /api/planner/copy-plan': EVERY_COOK_CREATES,
  'POST /api/planner/copy-week': EVERY_COOK_CREATES,
  'POST /api/planner/calendar-link': EVERY_COOK_CREATES, // each their own feed of the week they use
  'DELETE /api/planner/calendar-link': [401, 204, 204, 204, 204],
  'GET /api/planner/calendar/:token': [200, 200, 200, 200, 200], // the owner's feed: its URL is the credential
  // The household itself.
  'GET /api/household': EVERY_COOK, // see HOUSEHOLD_READS
  'POST /api/household': [401, 201, 201, 409, 409], // only a cook in none starts one
  'PATCH /api/household': [401, 404, 404, 403, 200],
  'POST /api/household/invites': [401, 404, 404, 403, 201],
  'DELETE /api/household/invites': [401, 404, 404, 403, 204],
  'GET /api/household/invite': EVERY_COOK, // a valid link of the owner's
  'POST /api/household/join': [401, 200, 200, 409, 409], // a fresh valid link each time
  'DELETE /api/household/members/:userId': [401, 404, 404, 403, 204], // removing the member
  'POST /api/household/leave': [401, 404, 404, 204, 204], // the owner leaving ends it
  'GET /api/events': EVERY_COOK, // each their own stream
  // Recipes the owner shares with the household.
  'GET /api/recipes': EVERY_COOK, // a search naming it: see HOUSEHOLD_READS
  'GET /api/recipes/:id': HOUSEHOLD_ONLY,
  'PATCH /api/recipes/:id': OWNER_CHANGES,
  'DELETE /api/recipes/:id': [401, 404, 404, 404, 204], // a fresh one each time
  'GET /api/recipes/:id/export': HOUSEHOLD_ONLY, // a read, like the page: schema.org JSON of what they see
  'POST /api/recipes/:id/share': OWNER_CHANGES, // a fresh one each time
  'DELETE /api/recipes/:id/share': [401, 404, 404, 404, 204],
  'POST /api/recipes/:id/photo': [401, 404, 404, 404, 415], // JSON: the owner is told to send multipart
  'PUT /api/recipes/:id/rating': HOUSEHOLD_ONLY,
  'GET /api/recipes/:id/ratings': HOUSEHOLD_ONLY,
  // A cook's own note, log and collections about a recipe they may see.
  'GET /api/recipes/:id/note': HOUSEHOLD_ONLY,
  'PUT /api/recipes/:id/note': HOUSEHOLD_ONLY,
  'DELETE /api/recipes/:id/note': [401, 404, 404, 204, 204],
  'POST /api/recipes/:id/cooked': [401, 404, 404, 201, 201],
  'GET /api/recipes/:id/cooked': HOUSEHOLD_ONLY,
  'DELETE /api/recipes/:id/cooked/:entryId': [401, 404, 404, 404, 204], // the owner's own entry: theirs alone
  'GET /api/recipes/:id/collection-ids': HOUSEHOLD_ONLY,
  // A collection the owner shares with the household: members read and edit it, only the owner deletes it.
  'GET /api/collections': EVERY_COOK, // see HOUSEHOLD_READS
  'POST /api/collections': EVERY_COOK_CREATES,
  'PUT /api/collections/order': [401, 400, 400, 400, 400], // the owner's shared one and another: nobody's exactly
  'GET /api/collections/:id': HOUSEHOLD_ONLY,
  'PATCH /api/collections/:id': HOUSEHOLD_ONLY, // renaming a fresh one each time
  'DELETE /api/collections/:id': [401, 404, 404, 403, 204], // a fresh one each time
  'PUT /api/collections/:id/recipes/:recipeId': HOUSEHOLD_ONLY,
  'DELETE /api/collections/:id/recipes/:recipeId': [401, 404, 404, 204, 204],
  'PUT /api/collections/:id/order': HOUSEHOLD_ONLY, // a fresh empty one: its order is the empty list
  'GET /api/favorites': EVERY_COOK, // see HOUSEHOLD_READS
  'PUT /api/favorites/:recipeId': HOUSEHOLD_ONLY,
  'DELETE /api/favorites/:recipeId': HOUSEHOLD_ONLY, // a recipe they cannot see is missing to them
};

/**
 * Reads answered 200 to every cook, each about what they may see: the owner's household data shows to
 * the member and the owner, never to the ex-member or the stranger. The text each must (not) contain.
 */
export const HOUSEHOLD_READS: Record<string, string> = {
  'GET /api/shopping-list': HOUSEHOLD_NAMES.line,
  'GET /api/planner': HOUSEHOLD_NAMES.entry,
  'GET /api/household': HOUSEHOLD_NAMES.household,
  'GET /api/recipes': HOUSEHOLD_NAMES.recipe,
  'GET /api/favorites': HOUSEHOLD_NAMES.recipe,
  'GET /api/collections': HOUSEHOLD_NAMES.collection,
};

type Value<T> = (world: HouseholdWorld) => T | Promise<T>;

/** How to call each route of the table, asked afresh for each caller (single-use links, fresh rows). */
export interface HouseholdRequest {
  path?: Value<string>;
  body?: Value<unknown>;
  /** The answer is an endless event stream: read its status and headers, then hang up. */
  stream?: boolean;
}

const recipePath =
  (suffix = '') =>
  (w: HouseholdWorld) =>
    `/api/recipes/${w.rows.householdRecipeId}${suffix}`;
const freshRecipePath =
  (suffix = '') =>
  async (w: HouseholdWorld) =>
    `/api/recipes/${await w.householdRecipe('Disposable quince tart')}${suffix}`;

/** A fresh named list of the owner's household (for calls that rename or delete one). */
const freshListPath = async (w: HouseholdWorld) => {
  const response = await w.clients.owner.post('/api/shopping-lists', { name: listName() });
  return `/api/shopping-lists/${(response.json as { id: string }).id}`;
};
const listName = () => `Matrix ${randomUUID().slice(0, 8)}`;

const collectionPath =
  (suffix = '') =>
  (w: HouseholdWorld) =>
    `/api/collections/${w.rows.collectionId}${suffix}`;
const freshCollectionPath =
  (suffix = '') =>
  async (w: HouseholdWorld) =>
    `/api/collections/${await w.householdCollection()}${suffix}`;

export const householdRequests: Record<string, HouseholdRequest> = {
  'POST /api/collections': { body: () => ({ name: listName() }) },
  'PUT /api/collections/order': { body: (w) => ({ collectionIds: [w.rows.collectionId, randomUUID()] }) },
  'GET /api/collections/:id': { path: collectionPath() },
  'PATCH /api/collections/:id': { path: freshCollectionPath(), body: () => ({ name: listName() }) },
  'DELETE /api/collections/:id': { path: freshCollectionPath() },
  'PUT /api/collections/:id/recipes/:recipeId': {
    path: (w) => collectionPath(`/recipes/${w.rows.catalogRecipeId}`)(w),
  },
  'DELETE /api/collections/:id/recipes/:recipeId': {
    path: (w) => collectionPath(`/recipes/${w.rows.catalogRecipeId}`)(w),
  },
  'PUT /api/collections/:id/order': { path: freshCollectionPath('/order'), body: () => ({ recipeIds: [] }) },
  'POST /api/shopping-lists': { body: () => ({ name: listName() }) },
  'PATCH /api/shopping-lists/:listId': { path: freshListPath, body: () => ({ name: listName() }) },
  'DELETE /api/shopping-lists/:listId': { path: freshListPath },
  'PUT /api/shopping-list/aisles': { body: () => ({ order: [...AISLES].reverse() }) },
  'GET /api/recipes/:id/note': { path: recipePath('/note') },
  'PUT /api/recipes/:id/note': { path: recipePath('/note'), body: () => ({ text: 'Less salt next time' }) },
  'DELETE /api/recipes/:id/note': { path: recipePath('/note') },
  'POST /api/recipes/:id/cooked': { path: recipePath('/cooked'), body: () => ({ date: '2026-11-20', rating: 4 }) },
  'GET /api/recipes/:id/cooked': { path: recipePath('/cooked') },
  'DELETE /api/recipes/:id/cooked/:entryId': {
    path: async (w) => {
      const response = await w.clients.owner.post(`/api/recipes/${w.rows.householdRecipeId}/cooked`, {
        date: '2026-11-20',
      });
      return `/api/recipes/${w.rows.householdRecipeId}/cooked/${(response.json as { id: string }).id}`;
    },
  },
  'GET /api/recipes/:id/collection-ids': { path: recipePath('/collection-ids') },
  'POST /api/shopping-list/recipes': { body: (w) => ({ recipeId: w.rows.householdRecipeId, servings: 2 }) },
  'PATCH /api/shopping-list/recipes/:recipeId': {
    path: (w) => `/api/shopping-list/recipes/${w.rows.catalogRecipeId}`,
    body: () => ({ servings: 6 }),
  },
  'DELETE /api/shopping-list/recipes/:recipeId': {
    path: (w) => `/api/shopping-list/recipes/${w.rows.catalogRecipeId}`,
  },
  'POST /api/shopping-list/items': { body: () => ({ text: '2 lemons' }) },
  'PATCH /api/shopping-list/items/:id': {
    path: (w) => `/api/shopping-list/items/${w.rows.itemId}`,
    body: () => ({ completed: true }),
  },
  'POST /api/shopping-list/meal-plans/:planId': { path: (w) => `/api/shopping-list/meal-plans/${w.rows.mealPlanId}` },
  'POST /api/shopping-list/from-planner': { body: () => ({ from: '2026-12-07', to: '2026-12-13' }) },
  'GET /api/planner': { path: () => '/api/planner?from=2026-12-07&to=2026-12-13' },
  'POST /api/planner/entries': {
    body: (w) => ({ date: '2026-12-09', meal: 'dinner', recipeId: w.rows.householdRecipeId, servings: 4 }),
  },
  'PATCH /api/planner/entries/:id': {
    path: (w) => `/api/planner/entries/${w.rows.entryId}`,
    body: () => ({ meal: 'lunch' }),
  },
  'DELETE /api/planner/entries/:id': { path: async (w) => `/api/planner/entries/${await w.plannerEntry()}` },
  'POST /api/planner/copy-plan': { body: (w) => ({ planId: w.rows.mealPlanId, startDate: '2026-12-14' }) },
  'POST /api/planner/copy-week': { body: () => ({ from: '2026-12-07', to: '2026-12-21' }) },
  'GET /api/planner/calendar/:token': { path: async (w) => `/api/planner/calendar/${await w.calendarToken()}.ics` },
  'POST /api/household': { body: () => ({ name: 'Another kitchen' }) },
  'PATCH /api/household': { body: () => ({ name: 'Renamed by the matrix' }) },
  'GET /api/household/invite': { path: async (w) => `/api/household/invite?token=${await w.inviteToken()}` },
  'POST /api/household/join': { body: async (w) => ({ token: await w.inviteToken() }) },
  'DELETE /api/household/members/:userId': { path: (w) => `/api/household/members/${w.userIds.member}` },
  'GET /api/events': { stream: true },
  'GET /api/recipes': { path: () => `/api/recipes?search=${encodeURIComponent(HOUSEHOLD_NAMES.recipe)}` },
  'GET /api/recipes/:id': { path: recipePath() },
  'PATCH /api/recipes/:id': { path: recipePath(), body: () => ({ description: 'Changed by the matrix' }) },
  'DELETE /api/recipes/:id': { path: freshRecipePath() },
  'GET /api/recipes/:id/export': { path: recipePath('/export') },
  'POST /api/recipes/:id/share': { path: freshRecipePath('/share') },
  'DELETE /api/recipes/:id/share': { path: freshRecipePath('/share') },
  'POST /api/recipes/:id/photo': { path: recipePath('/photo') },
  'PUT /api/recipes/:id/rating': { path: recipePath('/rating'), body: () => ({ stars: 4 }) },
  'GET /api/recipes/:id/ratings': { path: recipePath('/ratings') },
  'PUT /api/favorites/:recipeId': { path: (w) => `/api/favorites/${w.rows.householdRecipeId}` },
  'DELETE /api/favorites/:recipeId': { path: (w) => `/api/favorites/${w.rows.householdRecipeId}` },
};
