import { z } from 'zod';
import { ADMIN_USERS_PAGE_SIZE } from './account';
import { action, defineRoutes, get, noContent, post } from './api.schema';
import { enteredPassword, newPassword } from './auth.schema';
import { emailAddress, messageResponse, optionalText, timestamps } from './common.schema';
import { MAX_RESULT_DEPTH } from './paging';

/**
 * The cook's control of their account (`/account`) and the admins' user list. Every route here needs
 * a signed-in session; `/api/admin/users*` needs the admin role (a verified address in ADMIN_EMAILS).
 *
 * GET    /api/account/sessions            → AccountSession[] (the signed-in devices, this one marked `current`)
 * DELETE /api/account/sessions/:id        → 204 (signs that device out; 404 for another user's id)
 * POST   /api/account/sessions/revoke-all → 204 (signs out every device, this one included)
 * POST   /api/account/password            { currentPassword, newPassword } → 204; ends every other session,
 *                                           mails "your password was changed"
 * POST   /api/account/email               { newEmail, password } → 202 { message }; a link to the new address,
 *                                           a notice to the old one; the change applies when the link is opened
 * GET    /api/account/export              → AccountExport (Content-Disposition: attachment;
 *                                           filename="sous-data-YYYY-MM-DD.json", Cache-Control: no-store)
 * DELETE /api/account                     { password } → 204; personal data removed, reviews kept anonymised,
 *                                           a Premium subscription cancelled, a confirmation mailed
 *                                           (see deleteAccountRequest for the answers)
 * GET    /api/admin/users?search=&page=   → AdminUserPage
 * POST   /api/admin/users/:id/comps       { days, note? } → 201 PremiumComp (404 unknown user; 409 code
 *                                           'email_unverified' when the address is not verified yet)
 * DELETE /api/admin/users/:id/comps/:compId → 204 (ends the comp now; again: 204; 404 for no such comp)
 */

export const accountSession = z
  .object({
    id: z.string(),
    userAgent: z.string().nullable(),
    ip: z.string().nullable(),
    createdAt: z.string(),
    lastSeenAt: z.string(),
    current: z.boolean(),
  })
  .meta({ id: 'AccountSession' });
export type AccountSession = z.infer<typeof accountSession>;

export const changePasswordRequest = z.object({
  currentPassword: enteredPassword,
  newPassword,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const changeEmailRequest = z.object({
  newEmail: emailAddress,
  password: enteredPassword,
});
export type ChangeEmailRequest = z.infer<typeof changeEmailRequest>;

/**
 * DELETE /api/account. An account with a password sends `{ password }`: a wrong one answers 403
 * `{ code: 'invalid_password', field: 'password' }` and deletes nothing; failures count against the
 * same per-account limit as sign-in (429 with Retry-After past it); no password answers 400 naming
 * `password`.
 *
 * An account without a password (it signs in through the OIDC provider only) cannot re-enter one: it
 * sends `{ confirm: "DELETE" }` (the cook types the word), and the session must have signed in within
 * the last 15 minutes, else 403 `{ code: 'recent_sign_in_required' }` (send the cook through
 * `/api/login?returnTo=/account` and try again). No confirmation answers 400 naming `confirm`.
 */
export const deleteAccountRequest = z.object({
  password: enteredPassword.optional(),
  confirm: z.literal('DELETE', { error: 'type DELETE, in capitals, to confirm' }).optional(),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>;

export const premiumComp = z
  .object({
    id: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    grantedBy: z.string(),
    note: z.string().nullable(),
    revokedAt: z.string().nullable(),
  })
  .meta({ id: 'PremiumComp' });
export type PremiumComp = z.infer<typeof premiumComp>;

export const grantCompRequest = z.object({
  days: z.coerce
    .number({ error: 'must be a number of days' })
    .int({ error: 'must be a whole number of days' })
    .min(1, { error: 'must be at least 1' })
    .max(366, { error: 'must be at most 366' }),
  note: optionalText(300),
});
export type GrantCompRequest = z.infer<typeof grantCompRequest>;

const ADMIN_USERS_LAST_PAGE = MAX_RESULT_DEPTH / ADMIN_USERS_PAGE_SIZE;

export const adminUserQuery = z.object({
  search: optionalText(254),
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_USERS_LAST_PAGE, {
      error: `must be at most ${ADMIN_USERS_LAST_PAGE} (the first ${MAX_RESULT_DEPTH} results; search to narrow the list)`,
    })
    .default(1),
});

export const adminUser = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    emailVerified: z.boolean(),
    roles: z.array(z.enum(['admin', 'expert'])),
    isPremium: z.boolean(),
    /** The comp in force, if any. */
    comp: premiumComp.nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUser>;

export const adminUserPage = z.object({
  items: z.array(adminUser),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminUserPage = z.infer<typeof adminUserPage>;

const isoDate = z.string();

/**
 * GET /api/account/export: everything Sous holds about the signed-in cook, one section per kind of
 * data. Nothing secret is in it: no password hash, no session or link tokens, no provider secrets.
 */
export const accountExport = z.object({
  exportedAt: isoDate,
  /** What the file leaves out on purpose, in words (shared content, messages not tied to the account). */
  notes: z.array(z.string()),
  profile: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    emailVerifiedAt: isoDate.nullable(),
    hasPassword: z.boolean(),
    /** The OIDC provider the account signs in through, if any. */
    oidcIssuer: z.string().nullable(),
    ...timestamps,
  }),
  favorites: z.array(z.object({ recipeId: z.number(), recipeName: z.string(), savedAt: isoDate })),
  shoppingList: z.object({
    /** The cook's lists (the default one and named ones); each row below names its list. */
    lists: z.array(z.object({ id: z.string(), name: z.string(), isDefault: z.boolean(), createdAt: isoDate })),
    /** The aisle order the cook chose for their lists, or null for the usual one. */
    aisleOrder: z.array(z.string()).nullable(),
    recipes: z.array(
      z.object({
        listId: z.string(),
        recipeId: z.number(),
        recipeName: z.string(),
        servings: z.number().nullable(),
        addedAt: isoDate,
      }),
    ),
    customItems: z.array(z.object({ listId: z.string(), id: z.string(), text: z.string(), createdAt: isoDate })),
    /** Lines ticked off (by their key in the list). */
    completed: z.array(z.object({ listId: z.string(), itemKey: z.string(), completedAt: isoDate })),
  }),
  /** The household the cook shares a list and planner with, if any. */
  household: z.object({ name: z.string(), role: z.string(), joinedAt: isoDate }).nullable(),
  /** The cook's own week: what is planned on which date and meal. */
  planner: z.array(
    z.object({
      date: z.string(),
      meal: z.string(),
      recipeId: z.number().nullable(),
      recipeName: z.string().nullable(),
      servings: z.number().nullable(),
      note: z.string().nullable(),
      createdAt: isoDate,
    }),
  ),
  savedVideos: z.array(
    z.object({
      videoId: z.string(),
      videoType: z.string(),
      videoTitle: z.string(),
      videoUrl: z.string(),
      savedAt: isoDate,
    }),
  ),
  expertQuestions: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      category: z.string(),
      question: z.string(),
      status: z.string(),
      answer: z.string().nullable(),
      createdAt: isoDate,
      answeredAt: isoDate.nullable(),
    }),
  ),
  reviews: z.array(
    z.object({
      id: z.string(),
      customerName: z.string(),
      reviewContent: z.string(),
      starRating: z.number(),
      status: z.string(),
      moderationReason: z.string().nullable(),
      createdAt: isoDate,
    }),
  ),
  /** The cook's own recipes, each as schema.org Recipe JSON-LD (what other recipe apps import). */
  recipes: z.array(z.record(z.string(), z.unknown())),
  recipeRatings: z.array(
    z.object({
      recipeId: z.number(),
      recipeName: z.string(),
      stars: z.number(),
      note: z.string().nullable(),
      noteStatus: z.string().nullable(),
      ...timestamps,
    }),
  ),
  /** The cook's collections, each with its recipes in the cook's order. */
  collections: z.array(
    z.object({
      name: z.string(),
      /** Who sees it: the cook alone (`private`) or their household too (`household`). */
      visibility: z.string(),
      ...timestamps,
      recipes: z.array(z.object({ recipeId: z.number(), recipeName: z.string(), addedAt: isoDate })),
    }),
  ),
  /** The cook's private notes on recipes. */
  recipeNotes: z.array(
    z.object({
      recipeId: z.number(),
      recipeName: z.string(),
      text: z.string(),
      ...timestamps,
    }),
  ),
  /** "I made this": when the cook made which recipe, and how it went. */
  cookedLog: z.array(
    z.object({
      recipeId: z.number(),
      recipeName: z.string(),
      date: z.string(),
      rating: z.number().nullable(),
      note: z.string().nullable(),
      loggedAt: isoDate,
    }),
  ),
  subscription: z.object({
    /** When the cook chose the free plan, if they did. */
    freePlanChosenAt: isoDate.nullable(),
    /** The payment provider that knows the cook as a customer, if any. */
    billingCustomer: z.object({ provider: z.string(), customerId: z.string(), createdAt: isoDate }).nullable(),
    subscriptions: z.array(
      z.object({
        provider: z.string(),
        plan: z.string(),
        status: z.string(),
        currentPeriodEnd: isoDate.nullable(),
        cancelAtPeriodEnd: z.boolean(),
        startedAt: isoDate,
      }),
    ),
  }),
  /** Premium periods granted by an admin (who granted them is staff information, left out). */
  premiumComps: z.array(
    z.object({
      id: z.string(),
      startsAt: isoDate,
      endsAt: isoDate,
      note: z.string().nullable(),
      revokedAt: isoDate.nullable(),
    }),
  ),
  /** The signed-in devices (sessions), this one marked `current`. */
  devices: z.array(
    z.object({
      id: z.string(),
      userAgent: z.string().nullable(),
      ip: z.string().nullable(),
      createdAt: isoDate,
      lastSeenAt: isoDate,
      expiresAt: isoDate,
      current: z.boolean(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExport>;

export const adminUserParam = z.object({ id: z.uuid({ error: 'must be a user id' }) });
export const adminCompParams = adminUserParam.extend({ compId: z.uuid({ error: 'must be a comp id' }) });

export const accountApi = defineRoutes({
  sessions: get('/api/account/sessions', 'The signed-in devices, this one marked `current`', z.array(accountSession)),
  revokeSession: action('delete', '/api/account/sessions/:id', 'Sign one device out (404 for another cook’s id)'),
  revokeAllSessions: action('post', '/api/account/sessions/revoke-all', 'Sign every device out, this one included'),
  changePassword: post(
    '/api/account/password',
    'Change the password; every other session ends',
    changePasswordRequest,
    { 204: noContent },
  ),
  changeEmail: post(
    '/api/account/email',
    'Change the address: a link goes to the new one, a notice to the old one',
    changeEmailRequest,
    { 202: messageResponse },
  ),
  export: get('/api/account/export', 'Everything Sous holds about the cook, as a JSON file', accountExport),
  delete: {
    method: 'delete',
    path: '/api/account',
    summary: 'Close the account',
    body: deleteAccountRequest,
    responses: { 204: noContent },
  },
  adminUsers: {
    method: 'get',
    path: '/api/admin/users',
    summary: 'Users, searchable by address or name',
    query: adminUserQuery,
    responses: { 200: adminUserPage },
  },
  grantComp: {
    method: 'post',
    path: '/api/admin/users/:id/comps',
    summary: 'Grant complimentary Premium for some days',
    params: adminUserParam,
    body: grantCompRequest,
    responses: { 201: premiumComp },
  },
  revokeComp: {
    method: 'delete',
    path: '/api/admin/users/:id/comps/:compId',
    summary: 'End a complimentary Premium period now',
    params: adminCompParams,
    responses: { 204: noContent },
  },
});
