import fc from 'fast-check';
import { z } from 'zod';
import {
  accountExport,
  accountSession,
  adminUserPage,
  adminUserQuery,
  changeEmailRequest,
  changePasswordRequest,
  deleteAccountRequest,
  grantCompRequest,
  premiumComp,
} from '@common/contracts/account.schema';
import { askAssistantRequest, assistantAnswer } from '@common/contracts/assistant.schema';
import {
  loginRequest,
  verifyEmailRequest,
  passwordResetConfirm,
  passwordResetRequest,
  registerRequest,
  sessionUser,
} from '@common/contracts/auth.schema';
import { pageQuery } from '@common/contracts/paging.schema';
import { contactRequest } from '@common/contracts/contact.schema';
import { EXPERT_CATEGORIES } from '@common/contracts/expert';
import { adminExpertQuestionsQuery, expertAnswerRequest, expertQuestionRequest } from '@common/contracts/expert.schema';
import { CUISINES, DIETARY_OPTIONS, DIFFICULTIES, MEAL_TYPES } from '@common/contracts/recipes';
import { byIngredientsQuery, recipeListQuery } from '@common/contracts/recipes.schema';
import {
  adminRatingNotesQuery,
  adminReviewListQuery,
  moderateReviewRequest,
  rateRecipeRequest,
  recipeRatingsQuery,
  reviewListQuery,
  submitReviewRequest,
} from '@common/contracts/reviews.schema';
import {
  addCustomItemRequest,
  addListRecipeRequest,
  setCompletedRequest,
  setListRecipeServingsRequest,
} from '@common/contracts/shopping-list.schema';
import { createSubscriptionRequest, sandboxConfirmRequest } from '@common/contracts/subscriptions.schema';
import { SKILL_VIDEO_CATEGORIES, SKILL_VIDEO_DIFFICULTIES } from '@common/contracts/videos';
import { saveVideoRequest, videoListQuery } from '@common/contracts/videos.schema';
import { API_DOCS_ASSETS } from '@common/contracts/system.schema';
import type { Fixtures } from './fixtures';
import type { Hints } from './zod-arbitrary';
import type { ActorName } from './world';

/** What the fuzzer sends to one route: as whom, and which contract shapes its body, query and path. */
export interface FuzzSpec {
  as: ActorName;
  body?: z.ZodType;
  query?: z.ZodType;
  hints?(f: Fixtures): Hints;
  /** Valid values per path parameter (the fuzzer mixes in hostile segments). */
  params?(f: Fixtures): Record<string, fc.Arbitrary<string>>;
  /** The contract a 2xx JSON body must satisfy, where the API has one. */
  response?: z.ZodType;
}

const noInput = z.object({});
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
const pageHints = (): Hints => ({
  state: fc.constantFrom('open', 'retried'),
  notEmailed: fc.constantFrom('true', 'false'),
});

/** Every API route's fuzz specification, keyed `METHOD /api/path` like the router table. */
export const fuzzSpecs: Record<string, FuzzSpec> = {
  'GET /api/config': { as: 'visitor', query: noInput },
  'GET /api/openapi.json': { as: 'visitor', query: noInput },
  'GET /api/docs': { as: 'visitor', query: noInput },
  'GET /api/docs/:asset': {
    as: 'visitor',
    query: noInput,
    params: () => ({ asset: fc.constantFrom(...API_DOCS_ASSETS, 'package.json', 'index.html') }),
  },
  'GET /api/login': { as: 'visitor', query: z.object({ returnTo: z.string().optional() }) },
  'GET /api/callback': { as: 'visitor', query: z.object({ state: z.string(), code: z.string() }) },
  'GET /api/logout': { as: 'visitor', query: noInput },
  'GET /api/auth/providers': { as: 'visitor', query: noInput },
  'GET /api/auth/user': { as: 'premium', query: noInput, response: sessionUser },
  'POST /api/auth/register': { as: 'visitor', body: registerRequest, response: z.object({ message: z.string() }) },
  'POST /api/auth/login': { as: 'visitor', body: loginRequest, response: sessionUser },
  'POST /api/auth/logout': { as: 'visitor', body: noInput },
  'POST /api/auth/password-reset/request': { as: 'visitor', body: passwordResetRequest },
  'POST /api/auth/password-reset/confirm': { as: 'visitor', body: passwordResetConfirm, response: sessionUser },
  'POST /api/logout': { as: 'visitor', body: noInput },
  'POST /api/auth/verify-email': { as: 'visitor', body: verifyEmailRequest, response: sessionUser },
  'POST /api/auth/verify-email/resend': { as: 'free', body: noInput },
  'GET /api/account/sessions': { as: 'free', query: noInput, response: z.array(accountSession) },
  'DELETE /api/account/sessions/:id': {
    as: 'free',
    body: noInput,
    params: () => ({ id: fc.oneof(uuids(), fc.stringMatching(/^[A-Za-z0-9-]{1,60}$/)) }),
  },
  // As a visitor: signed in, one valid call would sign the fuzzing account out of every device.
  'POST /api/account/sessions/revoke-all': { as: 'visitor', body: noInput },
  'POST /api/account/password': { as: 'free', body: changePasswordRequest },
  'POST /api/account/email': { as: 'free', body: changeEmailRequest },

  'GET /api/recipes': { as: 'premium', query: recipeListQuery, hints: recipeHints },
  'GET /api/recipes/by-ingredients': {
    as: 'premium',
    query: byIngredientsQuery,
    hints: () => ({
      have: fc.oneof(someOf(['egg', 'tomato', 'flour', 'butter', 'garlic', 'rice']), fc.string({ maxLength: 500 })),
    }),
  },
  'GET /api/recipes/:id': { as: 'free', query: noInput, params: (f) => ({ id: recipeIds(f) }) },
  'GET /api/catalog/stats': { as: 'visitor', query: noInput },
  'GET /api/cuisines': { as: 'visitor', query: noInput },

  'GET /api/favorites': { as: 'premium', query: noInput },
  'PUT /api/favorites/:recipeId': { as: 'free', body: noInput, params: (f) => ({ recipeId: recipeIds(f) }) },
  'DELETE /api/favorites/:recipeId': { as: 'free', body: noInput, params: (f) => ({ recipeId: recipeIds(f) }) },

  'GET /api/meal-plans': { as: 'free', query: noInput },
  'GET /api/meal-plans/:id': { as: 'free', query: noInput, params: (f) => ({ id: fc.constantFrom(...f.mealPlanIds) }) },

  'GET /api/shopping-list': { as: 'premium', query: noInput },
  'POST /api/shopping-list/recipes': {
    as: 'premium',
    body: addListRecipeRequest,
    hints: (f) => ({ recipeId: fc.constantFrom(...f.recipeIds) }),
  },
  'PATCH /api/shopping-list/recipes/:recipeId': {
    as: 'premium',
    body: setListRecipeServingsRequest,
    params: (f) => ({ recipeId: recipeIds(f) }),
  },
  'DELETE /api/shopping-list/recipes/:recipeId': {
    as: 'premium',
    body: noInput,
    params: (f) => ({ recipeId: recipeIds(f) }),
  },
  'POST /api/shopping-list/items': { as: 'premium', body: addCustomItemRequest },
  'PATCH /api/shopping-list/items/:id': {
    as: 'premium',
    body: setCompletedRequest,
    params: (f) => ({ id: fc.oneof(fc.constant(f.premiumItemId), uuids()) }),
  },
  'POST /api/shopping-list/meal-plans/:planId': {
    as: 'premium',
    body: noInput,
    params: (f) => ({ planId: fc.constantFrom(...f.mealPlanIds) }),
  },
  'DELETE /api/shopping-list': { as: 'premium', body: noInput },

  'GET /api/subscription-status': { as: 'premium', query: noInput },
  'GET /api/payments/config': { as: 'visitor', query: noInput },
  'POST /api/create-subscription': { as: 'premium', body: createSubscriptionRequest },
  'POST /api/cancel-subscription': { as: 'premium', body: noInput },
  'POST /api/reactivate-subscription': { as: 'premium', body: noInput },
  'POST /api/payments/sandbox/confirm': {
    as: 'free',
    body: sandboxConfirmRequest,
    hints: () => ({
      expMonth: fc.integer({ min: 1, max: 12 }),
      expYear: fc.integer({ min: new Date().getFullYear(), max: new Date().getFullYear() + 20 }),
      cardNumber: fc.constantFrom('4242 4242 4242 4242', '4000 0000 0000 0002', '4242-4242-4242-4242'),
    }),
  },
  'POST /api/webhooks/stripe': { as: 'visitor', body: z.object({ id: z.string(), type: z.string() }) },

  'GET /api/reviews': { as: 'visitor', query: reviewListQuery },
  'POST /api/reviews': { as: 'premium', body: submitReviewRequest, hints: communityHints },
  'PUT /api/recipes/:id/rating': { as: 'premium', body: rateRecipeRequest, params: (f) => ({ id: recipeIds(f) }) },
  'GET /api/recipes/:id/ratings': { as: 'premium', query: recipeRatingsQuery, params: (f) => ({ id: recipeIds(f) }) },
  'GET /api/admin/reviews': { as: 'admin', query: adminReviewListQuery },
  'POST /api/admin/reviews/:id/approve': {
    as: 'admin',
    body: moderateReviewRequest,
    params: (f) => ({ id: fc.oneof(fc.constant(f.reviewId), uuids()) }),
  },
  'POST /api/admin/reviews/:id/reject': {
    as: 'admin',
    body: moderateReviewRequest,
    params: (f) => ({ id: fc.oneof(fc.constant(f.reviewId), uuids()) }),
  },
  'POST /api/admin/rating-notes/:recipeId/:userId/approve': {
    as: 'admin',
    body: moderateReviewRequest,
    params: (f) => ({ recipeId: recipeIds(f), userId: uuids() }),
  },
  'POST /api/admin/rating-notes/:recipeId/:userId/reject': {
    as: 'admin',
    body: moderateReviewRequest,
    params: (f) => ({ recipeId: recipeIds(f), userId: uuids() }),
  },
  'GET /api/admin/rating-notes': { as: 'admin', query: adminRatingNotesQuery },

  'POST /api/cooking-expert/submit': { as: 'premium', body: expertQuestionRequest, hints: communityHints },
  'GET /api/cooking-expert/questions': { as: 'premium', query: noInput },
  'GET /api/expert/answer/:token': {
    as: 'visitor',
    query: noInput,
    params: () => ({ token: fc.stringMatching(/^[A-Za-z0-9_-]{20,100}$/) }),
  },
  'POST /api/expert/answer/:token': {
    as: 'visitor',
    body: expertAnswerRequest,
    hints: communityHints,
    params: () => ({ token: fc.stringMatching(/^[A-Za-z0-9_-]{20,100}$/) }),
  },
  'GET /api/admin/expert-questions': { as: 'admin', query: adminExpertQuestionsQuery },

  'POST /api/contact': { as: 'visitor', body: contactRequest },
  'GET /api/admin/contact-messages': { as: 'admin', query: pageQuery(50, 200), hints: pageHints },
  'GET /api/admin/overview': { as: 'admin', query: noInput },
  'GET /api/admin/dead-letters': { as: 'admin', query: pageQuery(50, 200), hints: pageHints },
  'POST /api/admin/dead-letters/:id/retry': {
    as: 'admin',
    body: noInput,
    params: () => ({ id: fc.integer({ min: 1, max: 2 ** 40 }).map(String) }),
  },
  'GET /api/admin/mail': { as: 'admin', query: noInput },
  'GET /api/admin/mail/:id': {
    as: 'admin',
    query: noInput,
    params: () => ({ id: fc.stringMatching(/^[A-Za-z0-9-]{1,100}$/) }),
  },

  'GET /api/account/export': { as: 'premium', query: noInput, response: accountExport },
  // As the free user, whose password the fuzzer cannot guess: every answer is a 403 or a 400.
  'DELETE /api/account': { as: 'free', body: deleteAccountRequest },
  'GET /api/admin/users': { as: 'admin', query: adminUserQuery, response: adminUserPage },
  'POST /api/admin/users/:id/comps': {
    as: 'admin',
    body: grantCompRequest,
    params: () => ({ id: uuids() }),
    response: premiumComp,
  },
  'DELETE /api/admin/users/:id/comps/:compId': {
    as: 'admin',
    body: noInput,
    params: () => ({ id: uuids(), compId: uuids() }),
  },

  'GET /api/videos': {
    as: 'free',
    query: videoListQuery,
    hints: () => ({
      category: anyCase(SKILL_VIDEO_CATEGORIES),
      difficulty: anyCase([...SKILL_VIDEO_DIFFICULTIES, 'All']),
    }),
  },
  'GET /api/premium/masterclasses': { as: 'premium', query: noInput },
  'GET /api/saved-videos/status': { as: 'premium', query: noInput },
  'GET /api/saved-videos': { as: 'premium', query: noInput },
  'POST /api/saved-videos': {
    as: 'premium',
    body: saveVideoRequest,
    hints: (f) => ({ videoId: fc.constantFrom(...f.skillVideoIds, ...f.masterclassIds) }),
  },
  'DELETE /api/saved-videos/:videoId': {
    as: 'premium',
    body: noInput,
    params: (f) => ({ videoId: fc.constantFrom(...f.skillVideoIds, ...f.masterclassIds) }),
  },
  'GET /api/media/videos/:id/:file': {
    as: 'premium',
    query: z.object({ exp: z.string().regex(/^\d{1,12}$/), sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/) }),
    params: (f) => ({
      id: fc.constantFrom(...f.skillVideoIds),
      file: fc.constantFrom('video.mp4', 'poster.jpg', 'captions.vtt', 'index.html', '.env'),
    }),
  },

  'POST /api/cooking-assistant/ask': { as: 'premium', body: askAssistantRequest, response: assistantAnswer },
  'POST /api/cooking-assistant/stream': { as: 'premium', body: askAssistantRequest },
};
