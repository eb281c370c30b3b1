/*
 * Every API route × every kind of caller, with the status each must get. The table is the contract:
 * a route the router has and the table lacks fails the test, so a new route cannot ship without
 * someone deciding who may call it. Columns: visitor (no session), free user, Premium user, another
 * Premium user acting on the first Premium user's rows (ids in the path are the Premium user's), admin
 * (a free account listed in ADMIN_EMAILS). Set MATRIX_DISCOVER=1 to print the observed table. The routes
 * a household shares are also checked for its owner, member, ex-member and a stranger (household-matrix.ts).
 */
export type Row = [visitor: number, free: number, premium: number, other: number, admin: number];

/** Every caller, signed in or not, gets `status`. */
const everyone = (status: number): Row => [status, status, status, status, status];
/** A visitor is asked to sign in; every signed-in caller gets `status`. */
const signedIn = (status: number): Row => [401, status, status, status, status];
/** The Premium user's own row (ids in the path are theirs): anyone else finds it missing. */
const premiumUsersOwn = (status: number): Row => [401, 404, status, 404, 404];
/** Premium only: the free user and the admin (a free account) are refused. */
const premiumOnly = (status: number): Row => [401, 403, status, status, 403];

const AUTH = signedIn(200);
const PUBLIC = everyone(200);
const PREMIUM = premiumOnly(200);
const ADMIN: Row = [401, 403, 403, 403, 200];
const ADMIN_UNKNOWN_ID: Row = [401, 403, 403, 403, 404];

export const ACCESS_MATRIX: Record<string, Row> = {
  'GET /api/config': PUBLIC,
  'GET /api/openapi.json': PUBLIC,
  'GET /api/docs': PUBLIC,
  'GET /api/docs/:asset': PUBLIC,
  'GET /api/login': everyone(302),
  'GET /api/callback': everyone(302),
  // Without a same-origin signal (as here) it asks first: a link elsewhere cannot sign anyone out.
  'GET /api/logout': PUBLIC,
  'POST /api/logout': everyone(302),
  'GET /api/auth/providers': PUBLIC,
  'GET /api/auth/user': AUTH,
  'GET /api/auth/session': PUBLIC,
  'POST /api/auth/register': everyone(202),
  'POST /api/auth/verify-email': everyone(400),
  // The admin's address is verified (roles need it); the others are not yet.
  'POST /api/auth/verify-email/resend': [401, 202, 202, 202, 409],
  'GET /api/account/sessions': AUTH,
  'DELETE /api/account/sessions/:id': signedIn(404),
  'POST /api/account/sessions/revoke-all': signedIn(204),
  'POST /api/account/password': signedIn(403),
  'POST /api/account/email': signedIn(403),
  'POST /api/auth/login': everyone(401),
  'POST /api/auth/logout': everyone(204),
  'POST /api/auth/password-reset/request': everyone(202),
  'POST /api/auth/password-reset/confirm': everyone(400),
  'GET /api/recipes': AUTH,
  'GET /api/recipes/by-ingredients': AUTH,
  'GET /api/recipes/:id': PREMIUM, // a premium-exclusive recipe
  // A cook's own recipes: the Premium user's, which anyone else finds missing.
  'POST /api/recipes': signedIn(201),
  'PATCH /api/recipes/:id': premiumUsersOwn(200),
  'DELETE /api/recipes/:id': premiumUsersOwn(204),
  'GET /api/recipes/:id/export': premiumUsersOwn(200),
  'POST /api/recipes/:id/share': premiumUsersOwn(200),
  'DELETE /api/recipes/:id/share': premiumUsersOwn(204),
  // The matrix sends JSON: the owner is told to send multipart; anyone else finds no recipe.
  'POST /api/recipes/:id/photo': premiumUsersOwn(415),
  'GET /api/media/recipes/:id/:file': premiumUsersOwn(200), // a URL signed for the Premium user
  // Importing: the matrix runs without URL_IMPORT_ALLOWED_HOSTS, so its local page is a forbidden address;
  // the file import is told to send multipart (the matrix sends JSON).
  'POST /api/recipes/import-url': signedIn(400),
  'POST /api/recipes/import-text': AUTH,
  'POST /api/recipes/import-file': signedIn(415),
  'GET /api/catalog/stats': PUBLIC,
  'GET /api/cuisines': PUBLIC,
  'GET /api/favorites': AUTH,
  'PUT /api/favorites/:recipeId': AUTH,
  'DELETE /api/favorites/:recipeId': AUTH,
  // Collections, notes and the cooked log: the Premium user's rows, which anyone else finds missing (a
  // collection shared with a household: household-matrix.ts).
  'GET /api/collections': AUTH,
  'POST /api/collections': signedIn(201),
  'PUT /api/collections/order': signedIn(400), // never exactly the caller's collections
  'GET /api/collections/:id': premiumUsersOwn(200),
  'PATCH /api/collections/:id': premiumUsersOwn(200),
  'DELETE /api/collections/:id': premiumUsersOwn(204),
  'PUT /api/collections/:id/recipes/:recipeId': premiumUsersOwn(200),
  'DELETE /api/collections/:id/recipes/:recipeId': premiumUsersOwn(204),
  'PUT /api/collections/:id/order': premiumUsersOwn(200),
  'GET /api/recipes/:id/collection-ids': AUTH,
  'GET /api/recipes/:id/note': AUTH,
  'PUT /api/recipes/:id/note': AUTH,
  'DELETE /api/recipes/:id/note': signedIn(204),
  'POST /api/recipes/:id/cooked': signedIn(201),
  'GET /api/recipes/:id/cooked': AUTH,
  'DELETE /api/recipes/:id/cooked/:entryId': premiumUsersOwn(204),
  'GET /api/meal-plans': AUTH,
  'GET /api/meal-plans/:id': AUTH,
  'GET /api/shopping-list': AUTH,
  'POST /api/shopping-list/recipes': signedIn(201),
  'PATCH /api/shopping-list/recipes/:recipeId': AUTH, // the caller's own list (POST above added it)
  'DELETE /api/shopping-list/recipes/:recipeId': AUTH,
  'POST /api/shopping-list/items': signedIn(201),
  'PATCH /api/shopping-list/items/:id': premiumUsersOwn(200), // the Premium user's line
  'POST /api/shopping-list/meal-plans/:planId': signedIn(201),
  'DELETE /api/shopping-list': AUTH,
  'GET /api/shopping-list/aisles': AUTH,
  'PUT /api/shopping-list/aisles': AUTH,
  'GET /api/shopping-lists': AUTH,
  'POST /api/shopping-lists': signedIn(201), // each caller starts a list of their own
  'PATCH /api/shopping-lists/:listId': premiumUsersOwn(200), // the Premium user's named list
  'DELETE /api/shopping-lists/:listId': premiumUsersOwn(204), // another of theirs
  'GET /api/planner': AUTH,
  'POST /api/planner/entries': signedIn(201),
  'PATCH /api/planner/entries/:id': premiumUsersOwn(200), // the Premium user's entry
  'DELETE /api/planner/entries/:id': signedIn(404),
  'POST /api/planner/copy-plan': signedIn(201),
  'POST /api/planner/copy-week': signedIn(201),
  'POST /api/shopping-list/from-planner': signedIn(201),
  'POST /api/planner/calendar-link': signedIn(201),
  'DELETE /api/planner/calendar-link': signedIn(204),
  'GET /api/planner/calendar/:token': everyone(404), // the URL is the credential
  'GET /api/household': AUTH,
  'POST /api/household': signedIn(201), // each caller starts their own
  'PATCH /api/household': AUTH, // as the owner of the household just started
  'POST /api/household/invites': signedIn(201), // as the owner of the household just started
  'DELETE /api/household/invites': signedIn(204),
  'GET /api/household/invite': signedIn(400), // a forged link
  'POST /api/household/join': signedIn(400), // a forged link
  'DELETE /api/household/members/:userId': signedIn(404), // nobody in their household
  'POST /api/household/leave': signedIn(204), // the owner leaving ends it
  'GET /api/subscription-status': AUTH,
  'GET /api/payments/config': PUBLIC,
  'POST /api/create-subscription': AUTH,
  'POST /api/cancel-subscription': [401, 404, 200, 200, 404],
  'POST /api/reactivate-subscription': [401, 404, 200, 200, 404],
  'POST /api/payments/sandbox/confirm': signedIn(404),
  'POST /api/webhooks/stripe': everyone(400),
  'GET /api/reviews': PUBLIC,
  'POST /api/reviews': signedIn(201),
  'PUT /api/recipes/:id/rating': AUTH,
  'GET /api/recipes/:id/ratings': AUTH,
  'GET /api/admin/reviews': ADMIN,
  'POST /api/admin/reviews/:id/approve': ADMIN,
  'POST /api/admin/reviews/:id/reject': ADMIN,
  'POST /api/admin/rating-notes/:recipeId/:userId/approve': ADMIN_UNKNOWN_ID,
  'POST /api/admin/rating-notes/:recipeId/:userId/reject': ADMIN_UNKNOWN_ID,
  'GET /api/admin/rating-notes': ADMIN,
  'POST /api/cooking-expert/submit': premiumOnly(201),
  'GET /api/cooking-expert/questions': AUTH,
  'GET /api/expert/answer/:token': everyone(404), // the link is the credential
  'POST /api/expert/answer/:token': everyone(404),
  'GET /api/admin/expert-questions': ADMIN,
  'POST /api/contact': everyone(201),
  'GET /api/admin/contact-messages': ADMIN,
  'GET /api/admin/overview': ADMIN,
  'GET /api/admin/dead-letters': ADMIN,
  'POST /api/admin/dead-letters/:id/retry': ADMIN_UNKNOWN_ID,
  'GET /api/admin/mail': ADMIN,
  'GET /api/admin/mail/:id': ADMIN_UNKNOWN_ID,
  'GET /api/admin/mail/:id/decoded': ADMIN_UNKNOWN_ID,
  'GET /api/account/export': AUTH,
  'DELETE /api/account': signedIn(403), // a wrong password: 403, and nothing deleted
  'GET /api/admin/users': ADMIN,
  'POST /api/admin/users/:id/comps': ADMIN_UNKNOWN_ID,
  'DELETE /api/admin/users/:id/comps/:compId': ADMIN_UNKNOWN_ID,
  'GET /api/videos': AUTH,
  'GET /api/premium/masterclasses': PREMIUM,
  'GET /api/saved-videos/status': PREMIUM,
  'GET /api/saved-videos': PREMIUM,
  'POST /api/saved-videos': premiumOnly(201),
  'DELETE /api/saved-videos/:videoId': [401, 403, 200, 404, 403], // the Premium user's saved video
  'GET /api/media/videos/:id/:file': [401, 403, 200, 403, 403], // a URL signed for the Premium user
  'POST /api/cooking-assistant/ask': PREMIUM,
  'POST /api/cooking-assistant/stream': PREMIUM,
  'GET /api/events': AUTH, // the caller's own changes only (backend/src/modules/events)
};
