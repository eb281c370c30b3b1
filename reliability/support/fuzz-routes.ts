import fc from 'fast-check';
import { z } from 'zod';
import { COLLECTION_VISIBILITIES } from '@common/contracts/collections';
import { EXPERT_CATEGORIES } from '@common/contracts/expert';
import { AISLES } from '@common/contracts/shopping-list';
import { CUISINES, DIETARY_OPTIONS, DIFFICULTIES, MEAL_TYPES } from '@common/contracts/recipes';
import { SKILL_VIDEO_CATEGORIES, SKILL_VIDEO_DIFFICULTIES } from '@common/contracts/videos';
import { API_DOCS_ASSETS } from '@common/contracts/system.schema';
import type { Fixtures } from './fixtures';
import type { Hints } from './zod-arbitrary';
import type { ActorName } from './world';

/**
 * What the fuzzer needs beyond a route's declaration (common/contracts/routes.schema.ts), which
 * gives the body, query and response contracts: as whom to call, and valid values to mix in.
 */
export interface FuzzSpec {
  as: ActorName;
  /** Input the API reads without declaring it (an OAuth callback's query, a signed webhook event). */
  body?: z.ZodType;
  query?: z.ZodType;
  hints?(f: Fixtures): Hints;
  /** Valid values per path parameter (the fuzzer mixes in hostile segments). */
  params?(f: Fixtures): Record<string, fc.Arbitrary<string>>;
}

/** Any casing of one of `values`, with stray spaces: what a case-insensitive filter accepts. */
const anyCase = (values: readonly string[]) =>
  fc
    .tuple(fc.constantFrom(...values), fc.constantFrom('lower', 'upper', 'same'), fc.boolean())
    .map(([value, casing, padded]) => {
      const cased = casing === 'lower' ? value.toLowerCase() : casing === 'upper' ? value.toUpperCase() : value;
      return padded ? `  ${cased} ` : cased;
    });
const someOf = (values: readonly string[]) => fc.subarray([...values], { minLength: 1 }).map((list) => list.join(','));
const text = (max: number) => fc.string({ minLength: 1, maxLength: max });
const recipeIds = (f: Fixtures) => fc.constantFrom(...f.recipeIds.map(String), '2147483647');
const uuids = () => fc.uuid();
/** A collection's visibilities, and one that only recipes have. */
const visibilities = () => fc.constantFrom<string>(...COLLECTION_VISIBILITIES, 'link');
const collectionIds = (f: Fixtures) => fc.oneof(fc.constant(f.premiumCollectionId), uuids());
const ownRecipeIds = (f: Fixtures) =>
  fc.constantFrom(String(f.premiumOwnRecipeId), String(f.premiumDisposableRecipeId), String(f.freeRecipeId));
const ownRecipeHints = (): Hints => ({
  ingredients: fc.array(fc.constantFrom('2 cups flour', '1 ½ tsp salt', '3 large eggs, beaten', '<b>butter</b>'), {
    minLength: 1,
    maxLength: 5,
  }),
  sourceUrl: fc.constantFrom('https://example.com/pie', 'http://example.org/a?b=c', ''),
});

const recipeHints = (): Hints => ({
  mealType: anyCase(MEAL_TYPES),
  difficulty: anyCase(DIFFICULTIES),
  cuisine: fc.oneof(fc.constantFrom(...CUISINES), fc.string({ minLength: 1, maxLength: 60 })),
  dietary: someOf(DIETARY_OPTIONS),
  search: fc.oneof(fc.constantFrom('egg', 'pasta', 'chicken curry', 'tomato soup'), fc.string({ maxLength: 200 })),
});
const communityHints = (): Hints => ({
  question: text(400),
  name: text(80),
  category: fc.constantFrom(...EXPERT_CATEGORIES),
  customerName: text(80),
  reviewContent: text(400),
  answer: text(400),
});
/** Dates around the fixtures' week, so the fuzzer reaches the planner's checks past date parsing. */
const plannerDates = fc
  .date({ min: new Date('2026-11-01'), max: new Date('2027-03-01'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const plannerHints = (): Hints => ({
  date: plannerDates,
  from: plannerDates,
  to: plannerDates,
  startDate: plannerDates,
  meal: fc.constantFrom('breakfast', 'lunch', 'dinner', 'snack', 'brunch'),
});
const pageHints = (): Hints => ({
  state: fc.constantFrom('open', 'retried'),
  notEmailed: fc.constantFrom('true', 'false'),
});

/** A caller and nothing more: the route's declared input is all there is to fuzz. */
const AS_VISITOR: FuzzSpec = { as: 'visitor' };
const AS_FREE: FuzzSpec = { as: 'free' };
const AS_PREMIUM: FuzzSpec = { as: 'premium' };
const AS_ADMIN: FuzzSpec = { as: 'admin' };

/** Every API route's fuzz specification, keyed `METHOD /api/path` like the router table. */
export const fuzzSpecs: Record<string, FuzzSpec> = {
  'GET /api/config': AS_VISITOR,
  'GET /api/openapi.json': AS_VISITOR,
  'GET /api/docs': AS_VISITOR,
  'GET /api/docs/:asset': {
    as: 'visitor',
    params: () => ({ asset: fc.constantFrom(...API_DOCS_ASSETS, 'package.json', 'index.html') }),
  },
  'GET /api/login': { as: 'visitor', query: z.object({ returnTo: z.string().optional() }) },
  'GET /api/callback': { as: 'visitor', query: z.object({ state: z.string(), code: z.string() }) },
  'GET /api/logout': AS_VISITOR,
  'GET /api/auth/providers': AS_VISITOR,
  'GET /api/auth/user': AS_PREMIUM,
  'GET /api/auth/session': AS_VISITOR,
  'POST /api/auth/register': AS_VISITOR,
  'POST /api/auth/login': AS_VISITOR,
  'POST /api/auth/logout': AS_VISITOR,
  'POST /api/auth/password-reset/request': AS_VISITOR,
  'POST /api/auth/password-reset/confirm': AS_VISITOR,
  'POST /api/logout': AS_VISITOR,
  'POST /api/auth/verify-email': AS_VISITOR,
  'POST /api/auth/verify-email/resend': AS_FREE,
  'GET /api/account/sessions': AS_FREE,
  'DELETE /api/account/sessions/:id': {
    as: 'free',
    params: () => ({ id: fc.oneof(uuids(), fc.stringMatching(/^[A-Za-z0-9-]{1,60}$/)) }),
  },
  // As a visitor: signed in, one valid call would sign the fuzzing account out of every device.
  'POST /api/account/sessions/revoke-all': AS_VISITOR,
  'POST /api/account/password': AS_FREE,
  'POST /api/account/email': AS_FREE,

  'GET /api/recipes': { as: 'premium', hints: recipeHints },
  'GET /api/recipes/by-ingredients': {
    as: 'premium',
    hints: () => ({
      have: fc.oneof(someOf(['egg', 'tomato', 'flour', 'butter', 'garlic', 'rice']), fc.string({ maxLength: 500 })),
    }),
  },
  'GET /api/recipes/:id': { as: 'free', params: (f) => ({ id: recipeIds(f) }) },
  'POST /api/recipes': { as: 'premium', hints: ownRecipeHints },
  'PATCH /api/recipes/:id': { as: 'premium', hints: ownRecipeHints, params: (f) => ({ id: ownRecipeIds(f) }) },
  'DELETE /api/recipes/:id': { as: 'premium', params: (f) => ({ id: ownRecipeIds(f) }) },
  'GET /api/recipes/:id/export': { as: 'premium', params: (f) => ({ id: ownRecipeIds(f) }) },
  'POST /api/recipes/:id/photo': { as: 'premium', params: (f) => ({ id: ownRecipeIds(f) }) },
  'POST /api/recipes/:id/share': { as: 'premium', params: (f) => ({ id: ownRecipeIds(f) }) },
  // Addresses that are refused before any request leaves (no DNS, no waiting on the network).
  'POST /api/recipes/import-url': {
    as: 'free',
    hints: () => ({
      url: fc.constantFrom('http://127.0.0.1:9/', 'file:///etc/passwd', 'ftp://x/', 'http://[::1]/', 'gopher://x'),
    }),
  },
  'POST /api/recipes/import-text': {
    as: 'free',
    hints: () => ({
      text: fc.constantFrom('Toast\n1 slice bread\nToast it.', 'Ingredients\n<b>2 eggs</b>\nMethod\nBeat.'),
    }),
  },
  'POST /api/recipes/import-file': AS_FREE,
  'DELETE /api/recipes/:id/share': { as: 'premium', params: (f) => ({ id: ownRecipeIds(f) }) },
  'GET /api/media/recipes/:id/:file': {
    as: 'premium',
    params: (f) => ({
      id: ownRecipeIds(f),
      file: fc.constantFrom(new URL(f.premiumPhotoUrl, 'http://x').pathname.split('/').pop()!, 'x-1280.webp'),
    }),
  },
  'GET /api/catalog/stats': AS_VISITOR,
  'GET /api/cuisines': AS_VISITOR,

  'GET /api/favorites': AS_PREMIUM,
  'PUT /api/favorites/:recipeId': { as: 'free', params: (f) => ({ recipeId: recipeIds(f) }) },
  'DELETE /api/favorites/:recipeId': { as: 'free', params: (f) => ({ recipeId: recipeIds(f) }) },

  'GET /api/collections': AS_PREMIUM,
  'POST /api/collections': { as: 'premium', hints: () => ({ name: text(70), visibility: visibilities() }) },
  'PUT /api/collections/order': AS_PREMIUM,
  'GET /api/collections/:id': { as: 'premium', params: (f) => ({ id: collectionIds(f) }) },
  'PATCH /api/collections/:id': {
    as: 'premium',
    hints: () => ({ name: text(70), visibility: visibilities() }),
    params: (f) => ({ id: collectionIds(f) }),
  },
  'DELETE /api/collections/:id': {
    as: 'premium',
    params: (f) => ({ id: fc.oneof(fc.constant(f.premiumDisposableCollectionId), uuids()) }),
  },
  'PUT /api/collections/:id/recipes/:recipeId': {
    as: 'premium',
    params: (f) => ({ id: collectionIds(f), recipeId: recipeIds(f) }),
  },
  'DELETE /api/collections/:id/recipes/:recipeId': {
    as: 'premium',
    params: (f) => ({ id: collectionIds(f), recipeId: recipeIds(f) }),
  },
  'PUT /api/collections/:id/order': {
    as: 'premium',
    hints: (f) => ({ recipeIds: fc.constant([f.freeRecipeId]) }),
    params: (f) => ({ id: collectionIds(f) }),
  },
  'GET /api/recipes/:id/collection-ids': { as: 'premium', params: (f) => ({ id: recipeIds(f) }) },
  'GET /api/recipes/:id/note': { as: 'free', params: (f) => ({ id: recipeIds(f) }) },
  'PUT /api/recipes/:id/note': {
    as: 'free',
    hints: () => ({ text: text(400) }),
    params: (f) => ({ id: recipeIds(f) }),
  },
  'DELETE /api/recipes/:id/note': { as: 'free', params: (f) => ({ id: recipeIds(f) }) },
  'POST /api/recipes/:id/cooked': {
    as: 'premium',
    hints: () => ({ ...plannerHints(), note: text(400) }),
    params: (f) => ({ id: recipeIds(f) }),
  },
  'GET /api/recipes/:id/cooked': { as: 'premium', params: (f) => ({ id: recipeIds(f) }) },
  'DELETE /api/recipes/:id/cooked/:entryId': {
    as: 'premium',
    params: (f) => ({ id: recipeIds(f), entryId: fc.oneof(fc.constant(f.premiumCookedEntryId), uuids()) }),
  },

  'GET /api/meal-plans': AS_FREE,
  'GET /api/meal-plans/:id': { as: 'free', params: (f) => ({ id: fc.constantFrom(...f.mealPlanIds) }) },

  'GET /api/shopping-list': AS_PREMIUM,
  'POST /api/shopping-list/recipes': {
    as: 'premium',
    hints: (f) => ({ recipeId: fc.constantFrom(...f.recipeIds) }),
  },
  'PATCH /api/shopping-list/recipes/:recipeId': {
    as: 'premium',
    params: (f) => ({ recipeId: recipeIds(f) }),
  },
  'DELETE /api/shopping-list/recipes/:recipeId': {
    as: 'premium',
    params: (f) => ({ recipeId: recipeIds(f) }),
  },
  'POST /api/shopping-list/items': AS_PREMIUM,
  'PATCH /api/shopping-list/items/:id': {
    as: 'premium',
    params: (f) => ({ id: fc.oneof(fc.constant(f.premiumItemId), uuids()) }),
  },
  'POST /api/shopping-list/meal-plans/:planId': {
    as: 'premium',
    params: (f) => ({ planId: fc.constantFrom(...f.mealPlanIds) }),
  },
  'DELETE /api/shopping-list': AS_PREMIUM,
  'GET /api/shopping-list/aisles': AS_PREMIUM,
  'PUT /api/shopping-list/aisles': {
    as: 'premium',
    hints: () => ({ order: fc.shuffledSubarray([...AISLES], { minLength: AISLES.length - 1 }) }),
  },
  'GET /api/shopping-lists': AS_PREMIUM,
  'POST /api/shopping-lists': { as: 'free', hints: () => ({ name: text(50), clientKey: uuids() }) },
  'PATCH /api/shopping-lists/:listId': {
    as: 'premium',
    hints: () => ({ name: text(50) }),
    params: (f) => ({ listId: fc.oneof(fc.constant(f.premiumListId), uuids()) }),
  },
  'DELETE /api/shopping-lists/:listId': { as: 'premium', params: () => ({ listId: uuids() }) },
  'POST /api/shopping-list/from-planner': { as: 'premium', hints: () => plannerHints() },

  'GET /api/planner': { as: 'premium', hints: () => plannerHints() },
  'POST /api/planner/entries': {
    as: 'premium',
    hints: (f) => ({ ...plannerHints(), recipeId: fc.constantFrom(...f.recipeIds), note: text(200) }),
  },
  'PATCH /api/planner/entries/:id': {
    as: 'premium',
    hints: () => plannerHints(),
    params: (f) => ({ id: fc.oneof(fc.constant(f.premiumPlannerEntryId), uuids()) }),
  },
  'DELETE /api/planner/entries/:id': { as: 'premium', params: () => ({ id: uuids() }) },
  'POST /api/planner/copy-plan': {
    as: 'premium',
    hints: (f) => ({ ...plannerHints(), planId: fc.constantFrom(...f.mealPlanIds) }),
  },
  'POST /api/planner/copy-week': { as: 'premium', hints: () => plannerHints() },
  'POST /api/planner/calendar-link': AS_PREMIUM,
  'DELETE /api/planner/calendar-link': AS_PREMIUM,
  'GET /api/household': AS_FREE,
  'POST /api/household': { as: 'free', hints: () => ({ name: text(80) }) },
  'PATCH /api/household': { as: 'free', hints: () => ({ name: text(80) }) },
  'POST /api/household/invites': AS_FREE,
  'DELETE /api/household/invites': AS_FREE,
  'GET /api/household/invite': { as: 'free', hints: () => ({ token: fc.stringMatching(/^[\w-]{43}$/) }) },
  'POST /api/household/join': AS_FREE,
  'DELETE /api/household/members/:userId': { as: 'free', params: () => ({ userId: uuids() }) },
  'POST /api/household/leave': AS_FREE,
  'GET /api/planner/calendar/:token': {
    as: 'visitor',
    params: () => ({ token: fc.stringMatching(/^[\w-]{43}\.ics$/) }),
  },

  'GET /api/subscription-status': AS_PREMIUM,
  'GET /api/payments/config': AS_VISITOR,
  'POST /api/create-subscription': AS_PREMIUM,
  'POST /api/cancel-subscription': AS_PREMIUM,
  'POST /api/reactivate-subscription': AS_PREMIUM,
  'POST /api/payments/sandbox/confirm': {
    as: 'free',
    hints: () => ({
      expMonth: fc.integer({ min: 1, max: 12 }),
      expYear: fc.integer({ min: new Date().getFullYear(), max: new Date().getFullYear() + 20 }),
      cardNumber: fc.constantFrom('4242 4242 4242 4242', '4000 0000 0000 0002', '4242-4242-4242-4242'),
    }),
  },
  'POST /api/webhooks/stripe': { as: 'visitor', body: z.object({ id: z.string(), type: z.string() }) },

  'GET /api/reviews': AS_VISITOR,
  'POST /api/reviews': { as: 'premium', hints: communityHints },
  'PUT /api/recipes/:id/rating': { as: 'premium', params: (f) => ({ id: recipeIds(f) }) },
  'GET /api/recipes/:id/ratings': { as: 'premium', params: (f) => ({ id: recipeIds(f) }) },
  'GET /api/admin/reviews': AS_ADMIN,
  'POST /api/admin/reviews/:id/approve': {
    as: 'admin',
    params: (f) => ({ id: fc.oneof(fc.constant(f.reviewId), uuids()) }),
  },
  'POST /api/admin/reviews/:id/reject': {
    as: 'admin',
    params: (f) => ({ id: fc.oneof(fc.constant(f.reviewId), uuids()) }),
  },
  'POST /api/admin/rating-notes/:recipeId/:userId/approve': {
    as: 'admin',
    params: (f) => ({ recipeId: recipeIds(f), userId: uuids() }),
  },
  'POST /api/admin/rating-notes/:recipeId/:userId/reject': {
    as: 'admin',
    params: (f) => ({ recipeId: recipeIds(f), userId: uuids() }),
  },
  'GET /api/admin/rating-notes': AS_ADMIN,

  'POST /api/cooking-expert/submit': { as: 'premium', hints: communityHints },
  'GET /api/cooking-expert/questions': AS_PREMIUM,
  'GET /api/expert/answer/:token': {
    as: 'visitor',
    params: () => ({ token: fc.stringMatching(/^[A-Za-z0-9_-]{20,100}$/) }),
  },
  'POST /api/expert/answer/:token': {
    as: 'visitor',
    hints: communityHints,
    params: () => ({ token: fc.stringMatching(/^[A-Za-z0-9_-]{20,100}$/) }),
  },
  'GET /api/admin/expert-questions': AS_ADMIN,

  'POST /api/contact': AS_VISITOR,
  'GET /api/admin/contact-messages': { as: 'admin', hints: pageHints },
  'GET /api/admin/overview': AS_ADMIN,
  'GET /api/admin/dead-letters': { as: 'admin', hints: pageHints },
  'POST /api/admin/dead-letters/:id/retry': {
    as: 'admin',
    params: () => ({ id: fc.integer({ min: 1, max: 2 ** 40 }).map(String) }),
  },
  'GET /api/admin/mail': AS_ADMIN,
  'GET /api/admin/mail/:id': {
    as: 'admin',
    params: () => ({ id: fc.stringMatching(/^[A-Za-z0-9-]{1,100}$/) }),
  },
  'GET /api/admin/mail/:id/decoded': {
    as: 'admin',
    params: () => ({ id: fc.stringMatching(/^[A-Za-z0-9-]{1,100}$/) }),
  },

  'GET /api/account/export': AS_PREMIUM,
  // As the free user, whose password the fuzzer cannot guess: every answer is a 403 or a 400.
  'DELETE /api/account': AS_FREE,
  'GET /api/admin/users': AS_ADMIN,
  'POST /api/admin/users/:id/comps': {
    as: 'admin',
    params: () => ({ id: uuids() }),
  },
  'DELETE /api/admin/users/:id/comps/:compId': {
    as: 'admin',
    params: () => ({ id: uuids(), compId: uuids() }),
  },

  'GET /api/videos': {
    as: 'free',
    hints: () => ({
      category: anyCase(SKILL_VIDEO_CATEGORIES),
      difficulty: anyCase([...SKILL_VIDEO_DIFFICULTIES, 'All']),
    }),
  },
  'GET /api/premium/masterclasses': AS_PREMIUM,
  'GET /api/saved-videos/status': AS_PREMIUM,
  'GET /api/saved-videos': AS_PREMIUM,
  'POST /api/saved-videos': {
    as: 'premium',
    hints: (f) => ({ videoId: fc.constantFrom(...f.skillVideoIds, ...f.masterclassIds) }),
  },
  'DELETE /api/saved-videos/:videoId': {
    as: 'premium',
    params: (f) => ({ videoId: fc.constantFrom(...f.skillVideoIds, ...f.masterclassIds) }),
  },
  'GET /api/media/videos/:id/:file': {
    as: 'premium',
    params: (f) => ({
      id: fc.constantFrom(...f.skillVideoIds),
      file: fc.constantFrom('video.mp4', 'poster.jpg', 'captions.vtt', 'index.html', '.env'),
    }),
  },

  'POST /api/cooking-assistant/ask': AS_PREMIUM,
  'POST /api/cooking-assistant/stream': AS_PREMIUM,
  // A signed-in stream never ends, so the fuzzer calls it as a visitor; its one input, Last-Event-ID,
  // is tried with unreadable values in backend/src/modules/events.
  'GET /api/events': AS_VISITOR,
};
