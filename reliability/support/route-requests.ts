import { randomUUID } from 'node:crypto';
import { AISLES } from '@common/contracts/shopping-list';
import { ownRecipeBody, type Fixtures } from './fixtures';

/** How to call one route concretely: its path with real ids, and a valid body where it takes one. */
export interface RouteRequest {
  /** The path with real ids and any query; a route without path parameters defaults to its own path. */
  path?(f: Fixtures): string;
  body?(f: Fixtures): unknown;
  /** The request ends the session: send it on a second session of the same account. */
  endsSession?: boolean;
  /** The request ends every session of the account: the actor signs in again after it. */
  endsEverySession?: boolean;
  /** The answer is an endless event stream: read its status and headers, then hang up. */
  stream?: boolean;
}

const unique = () => randomUUID().slice(0, 8);

/**
 * How to call each API route, keyed `METHOD /api/path` as the router table names them. A route without
 * path parameters that needs no body, query or session handling is called plainly and has no entry.
 */
export const routeRequests: Record<string, RouteRequest> = {
  'GET /api/docs/:asset': { path: () => '/api/docs/start.js' },
  // auth
  'GET /api/login': { path: () => '/api/login?returnTo=%2Frecipes' },
  'GET /api/callback': { path: () => '/api/callback?state=forged&code=forged' },
  'GET /api/logout': { endsSession: true },
  'POST /api/logout': { endsSession: true },
  'POST /api/auth/verify-email': {
    body: () => ({ token: 'forged-token-forged-token-forged' }),
  },
  'DELETE /api/account/sessions/:id': { path: () => `/api/account/sessions/${randomUUID()}` },
  'POST /api/account/sessions/revoke-all': {
    endsSession: true,
    endsEverySession: true,
  },
  'POST /api/account/password': {
    body: () => ({ currentPassword: 'not the password', newPassword: 'a brand new pantry secret' }),
  },
  'POST /api/account/email': {
    body: () => ({ newEmail: `moved-${unique()}@example.com`, password: 'not the password' }),
  },
  'POST /api/auth/register': {
    body: () => ({ email: `matrix-${unique()}@example.com`, password: 'correct horse battery' }),
  },
  'POST /api/auth/login': {
    body: () => ({ email: `nobody-${unique()}@example.com`, password: 'not the password' }),
  },
  'POST /api/auth/logout': { endsSession: true },
  'POST /api/auth/password-reset/request': {
    body: () => ({ email: `nobody-${unique()}@example.com` }),
  },
  'POST /api/auth/password-reset/confirm': {
    body: () => ({ token: 'forged-token-forged-token-forged', password: 'a brand new password' }),
  },
  // recipes
  'GET /api/recipes': { path: () => '/api/recipes?search=egg&cuisine=Italian&difficulty=Beginner' },
  'GET /api/recipes/by-ingredients': { path: () => '/api/recipes/by-ingredients?have=egg,tomato' },
  'GET /api/recipes/:id': { path: (f) => `/api/recipes/${f.premiumRecipeId}` },
  'POST /api/recipes': { body: () => ownRecipeBody(`Matrix loaf ${unique()}`) },
  'PATCH /api/recipes/:id': {
    path: (f) => `/api/recipes/${f.premiumOwnRecipeId}`,
    body: () => ({ description: 'Changed by the matrix' }),
  },
  'DELETE /api/recipes/:id': { path: (f) => `/api/recipes/${f.premiumDisposableRecipeId}` },
  'GET /api/recipes/:id/export': { path: (f) => `/api/recipes/${f.premiumOwnRecipeId}/export` },
  'POST /api/recipes/:id/photo': { path: (f) => `/api/recipes/${f.premiumOwnRecipeId}/photo` },
  'POST /api/recipes/:id/share': { path: (f) => `/api/recipes/${f.premiumOwnRecipeId}/share` },
  'DELETE /api/recipes/:id/share': { path: (f) => `/api/recipes/${f.premiumOwnRecipeId}/share` },
  'GET /api/media/recipes/:id/:file': { path: (f) => f.premiumPhotoUrl },
  'POST /api/recipes/import-url': { body: () => ({ url: 'http://127.0.0.1:9/recipe' }) },
  'POST /api/recipes/import-text': { body: () => ({ text: 'Matrix toast\n1 slice bread\nToast it.' }) },
  // favorites
  'PUT /api/favorites/:recipeId': { path: (f) => `/api/favorites/${f.freeRecipeId}` },
  'DELETE /api/favorites/:recipeId': { path: (f) => `/api/favorites/${f.recipeIds[2]}` },
  // collections, notes and the cooked log
  'POST /api/collections': { body: () => ({ name: `Matrix shelf ${unique()}` }) },
  'PUT /api/collections/order': { body: () => ({ collectionIds: [] }) },
  'GET /api/collections/:id': { path: (f) => `/api/collections/${f.premiumCollectionId}` },
  'PATCH /api/collections/:id': {
    path: (f) => `/api/collections/${f.premiumCollectionId}`,
    body: () => ({ name: `Renamed ${unique()}`, visibility: 'private' }),
  },
  'DELETE /api/collections/:id': { path: (f) => `/api/collections/${f.premiumDisposableCollectionId}` },
  'PUT /api/collections/:id/recipes/:recipeId': {
    path: (f) => `/api/collections/${f.premiumCollectionId}/recipes/${f.freeRecipeId}`,
  },
  'DELETE /api/collections/:id/recipes/:recipeId': {
    path: (f) => `/api/collections/${f.premiumCollectionId}/recipes/${f.recipeIds[2]}`,
  },
  'PUT /api/collections/:id/order': {
    path: (f) => `/api/collections/${f.premiumCollectionId}/order`,
    body: (f) => ({ recipeIds: [f.freeRecipeId] }),
  },
  'GET /api/recipes/:id/collection-ids': { path: (f) => `/api/recipes/${f.freeRecipeId}/collection-ids` },
  'GET /api/recipes/:id/note': { path: (f) => `/api/recipes/${f.freeRecipeId}/note` },
  'PUT /api/recipes/:id/note': {
    path: (f) => `/api/recipes/${f.freeRecipeId}/note`,
    body: () => ({ text: 'Less salt next time.' }),
  },
  'DELETE /api/recipes/:id/note': { path: (f) => `/api/recipes/${f.freeRecipeId}/note` },
  'POST /api/recipes/:id/cooked': {
    path: (f) => `/api/recipes/${f.freeRecipeId}/cooked`,
    body: () => ({ date: '2026-11-02', rating: 4 }),
  },
  'GET /api/recipes/:id/cooked': { path: (f) => `/api/recipes/${f.freeRecipeId}/cooked` },
  'DELETE /api/recipes/:id/cooked/:entryId': {
    path: (f) => `/api/recipes/${f.freeRecipeId}/cooked/${f.premiumCookedEntryId}`,
  },
  // meal plans
  'GET /api/meal-plans/:id': { path: (f) => `/api/meal-plans/${f.mealPlanIds.at(-1)}` },
  // shopping list
  'POST /api/shopping-list/recipes': {
    body: (f) => ({ recipeId: f.freeRecipeId, servings: 2 }),
  },
  'PATCH /api/shopping-list/recipes/:recipeId': {
    path: (f) => `/api/shopping-list/recipes/${f.freeRecipeId}`,
    body: () => ({ servings: 6 }),
  },
  'DELETE /api/shopping-list/recipes/:recipeId': { path: (f) => `/api/shopping-list/recipes/${f.freeRecipeId}` },
  'POST /api/shopping-list/items': { body: () => ({ text: '2 lemons' }) },
  'PATCH /api/shopping-list/items/:id': {
    path: (f) => `/api/shopping-list/items/${f.premiumItemId}`,
    body: () => ({ completed: true }),
  },
  'POST /api/shopping-list/meal-plans/:planId': { path: (f) => `/api/shopping-list/meal-plans/${f.mealPlanIds[0]}` },
  'PUT /api/shopping-list/aisles': { body: () => ({ order: [...AISLES].reverse() }) },
  'POST /api/shopping-lists': { body: () => ({ name: `Matrix ${unique()}` }) },
  'PATCH /api/shopping-lists/:listId': {
    path: (f) => `/api/shopping-lists/${f.premiumListId}`,
    body: () => ({ name: `Renamed ${unique()}` }),
  },
  'DELETE /api/shopping-lists/:listId': { path: (f) => `/api/shopping-lists/${f.premiumDisposableListId}` },
  // planner
  'GET /api/planner': { path: () => '/api/planner?from=2026-12-07&to=2026-12-13' },
  'POST /api/planner/entries': {
    body: (f) => ({ date: '2026-12-08', meal: 'dinner', recipeId: f.freeRecipeId, servings: 4 }),
  },
  'PATCH /api/planner/entries/:id': {
    path: (f) => `/api/planner/entries/${f.premiumPlannerEntryId}`,
    body: () => ({ meal: 'lunch', note: 'moved' }),
  },
  'DELETE /api/planner/entries/:id': { path: () => `/api/planner/entries/${randomUUID()}` },
  'POST /api/planner/copy-plan': { body: (f) => ({ planId: f.mealPlanIds[0], startDate: '2026-12-14' }) },
  'POST /api/planner/copy-week': { body: () => ({ from: '2026-12-07', to: '2026-12-21' }) },
  'POST /api/shopping-list/from-planner': { body: () => ({ from: '2026-12-07', to: '2026-12-13' }) },
  'GET /api/planner/calendar/:token': { path: () => `/api/planner/calendar/${'x'.repeat(43)}.ics` },
  // household
  'POST /api/household': { body: () => ({ name: 'Matrix kitchen' }) },
  'PATCH /api/household': { body: () => ({ name: 'Renamed matrix kitchen' }) },
  'GET /api/household/invite': { path: () => `/api/household/invite?token=${'x'.repeat(43)}` },
  'POST /api/household/join': { body: () => ({ token: 'x'.repeat(43) }) },
  'DELETE /api/household/members/:userId': { path: () => `/api/household/members/${randomUUID()}` },
  // subscriptions
  'POST /api/create-subscription': { body: () => ({ planType: 'freemium' }) },
  'POST /api/payments/sandbox/confirm': {
    body: () => ({
      clientSecret: 'sandbox_forged_secret',
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: new Date().getFullYear() + 2,
      cvc: '123',
    }),
  },
  'POST /api/webhooks/stripe': { body: () => ({ id: 'evt_forged' }) },
  // reviews and ratings
  'POST /api/reviews': {
    body: () => ({ customerName: 'Matrix', reviewContent: 'Clear recipes and a calm cook mode.', starRating: 4 }),
  },
  'PUT /api/recipes/:id/rating': { path: (f) => `/api/recipes/${f.freeRecipeId}/rating`, body: () => ({ stars: 4 }) },
  'GET /api/recipes/:id/ratings': { path: (f) => `/api/recipes/${f.freeRecipeId}/ratings` },
  'POST /api/admin/reviews/:id/approve': { path: (f) => `/api/admin/reviews/${f.reviewId}/approve` },
  'POST /api/admin/reviews/:id/reject': { path: (f) => `/api/admin/reviews/${f.reviewId}/reject` },
  'POST /api/admin/rating-notes/:recipeId/:userId/approve': {
    path: (f) => `/api/admin/rating-notes/${f.freeRecipeId}/${randomUUID()}/approve`,
  },
  'POST /api/admin/rating-notes/:recipeId/:userId/reject': {
    path: (f) => `/api/admin/rating-notes/${f.freeRecipeId}/${randomUUID()}/reject`,
  },
  // cooking expert
  'POST /api/cooking-expert/submit': {
    body: () => ({ question: 'How do I keep a roux from going lumpy?', name: 'Matrix', category: 'Baking & Pastry' }),
  },
  'GET /api/expert/answer/:token': { path: () => '/api/expert/answer/forgedforgedforgedforgedforged' },
  'POST /api/expert/answer/:token': {
    path: () => '/api/expert/answer/forgedforgedforgedforgedforged',
    body: () => ({ answer: 'Whisk constantly.' }),
  },
  // contact
  'POST /api/contact': {
    body: () => ({ firstName: 'Matrix', email: 'matrix@example.com', subject: 'Hello', message: 'Just checking.' }),
  },
  // ops
  'POST /api/admin/dead-letters/:id/retry': { path: () => '/api/admin/dead-letters/999999/retry' },
  'GET /api/admin/mail/:id': { path: () => '/api/admin/mail/no-such-message' },
  'GET /api/admin/mail/:id/decoded': { path: () => '/api/admin/mail/no-such-message/decoded' },
  // account
  'DELETE /api/account': { body: () => ({ password: 'not the password at all' }) },
  // admin users
  'GET /api/admin/users': { path: () => '/api/admin/users?search=example&page=1' },
  'POST /api/admin/users/:id/comps': {
    path: () => `/api/admin/users/${randomUUID()}/comps`,
    body: () => ({ days: 30, note: 'Matrix' }),
  },
  'DELETE /api/admin/users/:id/comps/:compId': {
    path: () => `/api/admin/users/${randomUUID()}/comps/${randomUUID()}`,
  },
  // videos
  'POST /api/saved-videos': {
    body: (f) => ({ videoId: f.skillVideoIds[1], videoType: 'skill' }),
  },
  'DELETE /api/saved-videos/:videoId': { path: (f) => `/api/saved-videos/${f.savedVideoId}` },
  'GET /api/media/videos/:id/:file': { path: (f) => f.premiumMediaUrl },
  // assistant
  'POST /api/cooking-assistant/ask': {
    body: () => ({ question: 'How many grams in a cup of flour?' }),
  },
  'POST /api/cooking-assistant/stream': {
    body: () => ({ question: 'Can I swap butter for oil?' }),
  },
  // live events
  'GET /api/events': { stream: true },
};

export const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/** The concrete request for `route`, or undefined when it has path parameters and no entry above. */
export function requestFor(route: {
  method: string;
  path: string;
}): (RouteRequest & { path(f: Fixtures): string }) | undefined {
  const request = routeRequests[routeKey(route)] ?? (route.path.includes(':') ? undefined : {});
  return request && { ...request, path: request.path ?? (() => route.path) };
}
