import Router from '@koa/router';
import Koa from 'koa';
import compress from 'koa-compress';
import type { Registry } from 'prom-client';
import { createAi } from './adapters/ai';
import { createOidcLogin } from './adapters/auth/oidc';
import type { AppDeps } from './app-deps';
import { queueDashboard } from './modules/admin/queue-dashboard';
import { createOpsService } from './modules/admin/ops.service';
import { opsRoutes } from './modules/admin/ops.routes';
import { createAdminUsersService } from './modules/admin/users.service';
import { adminUserRoutes } from './modules/admin/users.routes';
import { accountRoutes, createAccountService } from './modules/account';
import { contactRoutes, createContactService } from './modules/contact';
import { createExpertService, expertRoutes, linkSecret } from './modules/expert';
import { createReviewsService, reviewRoutes } from './modules/reviews';
import { assistantRoutes, createAssistantService } from './modules/assistant';
import { authRoutes, createAuthService } from './modules/auth';
import { createFavoritesService, favoritesRoutes } from './modules/favorites';
import { collectionsRoutes, createCollectionsService } from './modules/collections';
import { createMealPlansService, mealPlanRoutes } from './modules/meal-plans';
import {
  createOwnRecipesService,
  createPhotoSigner,
  createRecipesService,
  createRecipeImportService,
  ownRecipeRoutes,
  recipeImportRoutes,
  recipeRoutes,
  PHOTO_UPLOAD_PATHS,
  sharedRecipeRoutes,
} from './modules/recipes';
import { createStorage } from './adapters/storage';
import { createFetcher } from './adapters/fetch';
import { createShoppingListService, shoppingListRoutes, shoppingListsRoutes } from './modules/shopping-list';
import { createPlannerService, plannerRoutes } from './modules/planner';
import { eventsRoutes } from './modules/events';
import { announceHouseholdChange, createHouseholdService, householdRoutes } from './modules/household';
import { createSubscriptionsService, subscriptionRoutes } from './modules/subscriptions';
import { createVideosService, mediaSigningSecret, videoRoutes } from './modules/videos';
import { createPayments } from './adapters/payments';
import { apiDocsRoutes } from './modules/system/api-docs.routes';
import { systemRoutes } from './modules/system/system.routes';
import { publicOrigin } from './platform/config';
import { notFound } from './platform/errors';
import { apiRateLimit } from './platform/http/api-rate-limit';
import { authenticate } from './platform/http/authenticate';
import { jsonBody } from './platform/http/body';
import { csrfProtection } from './platform/http/csrf';
import { errorHandler } from './platform/http/error-handler';
import { conditionalJson } from './platform/http/etag';
import { requestContext } from './platform/http/request-context';
import { securityHeaders } from './platform/http/security-headers';
import { createServerRenderer, inProcessApi } from './platform/http/server-render';
import { spaStatic } from './platform/http/static-files';
import { createMetrics } from './platform/metrics';
import { createLimiter } from './platform/rate-limit';
import { catalogReads } from './platform/read-replica';
import { traceRequests } from './platform/tracing';
import { announcer } from './platform/live-events';

export interface ApiRoute {
  method: string;
  path: string;
}

export interface SousApp extends Koa {
  /** Every API route (method + path), for tests that must cover them all (CSRF, access matrix). */
  apiRoutes: ApiRoute[];
  /** What the metrics port serves (server.ts); the public port answers /metrics with 404. */
  metricsRegistry: Registry;
}

/** What Stripe.js and its Payment Element need from the page's CSP (Stripe's published list). */
export const stripeSources = {
  scriptSources: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frameSources: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connectSources: ['https://api.stripe.com'],
};

/** Paths verified by other means than the session cookie (signatures). */
export const csrfExemptPaths = ['/api/webhooks/stripe'];

/** Composes the Koa app: platform middleware, module routers under /api, then the SPA. */
export function createApp(deps: AppDeps): SousApp {
  const { config, db, redis } = deps;
  // Koa reads ctx.ip as the left-most of the last `maxIpsCount` X-Forwarded-For entries: the address
  // our outermost proxy saw. Entries left of those are client-chosen (0 would mean all are trusted).
  const app = new Koa({ proxy: config.TRUST_PROXY, maxIpsCount: config.TRUST_PROXY_HOPS }) as SousApp;
  const metrics = createMetrics(db, deps.queues);
  app.metricsRegistry = metrics.registry;
  const store = { db, redis, namespace: config.QUEUE_PREFIX };
  /** A limiter of `points` per `durationSeconds` per key, counted in the shared store. */
  const limit = (keyPrefix: string, points: number, durationSeconds: number) =>
    createLimiter({ keyPrefix, points, durationSeconds }, store);
  const fifteenMinutes = 15 * 60;

  const payments = createPayments(config, db);
  const subscriptions = createSubscriptionsService({ db, relay: deps.relay, payments, appName: config.APP_NAME });
  const isPremium = subscriptions.isPremium;

  const origin = publicOrigin(config);
  const households = createHouseholdService({
    db,
    publicOrigin: origin,
    onChanged: announceHouseholdChange(deps.live, deps.log),
  });
  const { sharedOwnerOf, sharedOwnerSql, sharingWith } = households;
  const photoSigner = createPhotoSigner(mediaSigningSecret(config));
  const recipes = createRecipesService({
    db,
    catalog: catalogReads({ primary: db, replica: deps.replica, log: deps.log }),
    listCacheSeconds: config.CATALOG_CACHE_SECONDS,
    photoSigner,
    householdMatesQuery: households.householdMatesQuery,
  });

  const auth = createAuthService({
    db,
    relay: deps.relay,
    config,
    // Premium is read with the session, once per request; `isPremium(actor)` then answers from it.
    premium: subscriptions.premiumReadAlong,
    // So is what the cook's searches cover beyond the catalog (their own and household recipes).
    recipeScope: recipes.scopeReadAlong,
    log: deps.log,
    limiters: {
      passwordChecksPerAccountAddress: limit('login-addr', config.RATE_LOGIN_FAILURES_PER_ACCOUNT, fifteenMinutes),
      loginFailuresPerAccount: limit('login-fail', config.RATE_LOGIN_FAILURES_PER_ACCOUNT, fifteenMinutes),
      emailLinksPerUser: limit('email-link', 5, 3600),
      authPerIp: limit('auth-ip', config.RATE_AUTH_PER_IP, fifteenMinutes),
      resetPerEmail: limit('reset-mail', config.RATE_PASSWORD_RESET_PER_EMAIL, 3600),
    },
  });
  const oidc =
    config.OIDC_ISSUER_URL && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET
      ? createOidcLogin({
          issuerUrl: config.OIDC_ISSUER_URL,
          clientId: config.OIDC_CLIENT_ID,
          clientSecret: config.OIDC_CLIENT_SECRET,
        })
      : undefined;

  app.use(traceRequests());
  app.use(requestContext(deps.log));
  app.use(deps.lifecycle.middleware());
  app.use(securityHeaders({ hsts: config.TRUST_PROXY, ...(payments.kind === 'stripe' ? stripeSources : {}) }));
  app.use(errorHandler());
  app.use(metrics.middleware);
  app.use(compress({ threshold: 1024 }));
  app.use(conditionalJson());
  if (deps.responseCheck) app.use(deps.responseCheck);
  app.use(authenticate((token) => auth.resolveSession(token)));

  const system = systemRoutes(deps);
  app.use(system.routes());

  const api = new Router({ prefix: '/api' });
  api.use(csrfProtection({ appOrigin: config.APP_ORIGIN, exemptPaths: csrfExemptPaths }));
  api.use(apiRateLimit(limit('api', config.RATE_API_PER_MINUTE, 60)));
  api.use(jsonBody({ uploadPaths: PHOTO_UPLOAD_PATHS }));
  api.get('/config', (ctx) => {
    ctx.body = { appName: config.APP_NAME, contactEmail: config.CONTACT_EMAIL };
  });
  const ownRecipes = createOwnRecipesService({ db, storage: createStorage(config), photoSigner });
  const recipeImport = createRecipeImportService({ fetcher: createFetcher(config), ownRecipes, log: deps.log });
  const mealPlans = createMealPlansService({ db, recipes });
  const favorites = createFavoritesService({ db, recipes, isPremium });
  const collectionsToCook = announcer(deps.live, 'collections.changed', deps.log);
  const collectionsToHousehold = announcer(deps.live, 'collections.changed', deps.log, sharingWith);
  const collections = createCollectionsService({
    db,
    recipes,
    isPremium,
    householdOf: households.namedMatesOf,
    announce: (actor, toHousehold) => (toHousehold ? collectionsToHousehold : collectionsToCook)(actor),
  });
  const shoppingList = createShoppingListService({
    db,
    recipes,
    mealPlans,
    isPremium,
    sharedOwnerOf,
    sharedOwnerSql,
    announce: announcer(deps.live, 'list.changed', deps.log, sharingWith),
  });
  const planner = createPlannerService({
    db,
    recipes,
    mealPlans,
    shoppingList,
    isPremium,
    publicOrigin: origin,
    sharedOwnerOf,
    announce: announcer(deps.live, 'planner.changed', deps.log, sharingWith),
  });
  const videos = createVideosService({ db, isPremium, signingSecret: mediaSigningSecret(config) });
  const assistant = createAssistantService({
    ai: createAi(config),
    isPremium,
    limiter: limit('ai', config.AI_RATE_PER_MINUTE, 60),
    deadlineMs: config.OPENAI_TIMEOUT_MS + 1000,
  });
  const reviews = createReviewsService({
    db,
    relay: deps.relay,
    recipes,
    isPremium,
    reviewsPerUser: limit('reviews', config.RATE_REVIEWS_PER_HOUR, 3600),
  });
  const expert = createExpertService({
    db,
    relay: deps.relay,
    isPremium,
    linkSecret: linkSecret(config),
    questionsPerUser: limit('expert', config.RATE_EXPERT_QUESTIONS_PER_DAY, 86_400),
  });
  const contact = createContactService({
    db,
    relay: deps.relay,
    messagesPerIp: limit('contact', config.RATE_CONTACT_PER_HOUR, 3600),
  });
  const ops = createOpsService({ db, config, queues: deps.queues, mailer: deps.mailer, reviews, expert, contact });
  const account = createAccountService({
    db,
    relay: deps.relay,
    confirmPassword: auth.confirmPassword,
    origin: publicOrigin(config),
  });
  const adminUsers = createAdminUsersService({ db, config, subscriptions });
  const modules = [
    authRoutes({
      config,
      auth,
      oidc,
      isPremium,
      sessionsEnded: (userId) => deps.live.publish(userId, 'session.ended', null).catch(() => {}),
    }),
    recipeRoutes({ recipes, isPremium, origin: publicOrigin(config) }),
    ownRecipeRoutes({ ownRecipes, origin: publicOrigin(config) }),
    recipeImportRoutes({ recipeImport }),
    favoritesRoutes({ favorites }),
    collectionsRoutes({ collections }),
    mealPlanRoutes({ mealPlans, isPremium }),
    shoppingListRoutes({ shoppingList }),
    shoppingListsRoutes({ shoppingList }),
    plannerRoutes({ planner, appName: config.APP_NAME, publicOrigin: origin }),
    householdRoutes({ households }),
    subscriptionRoutes({ subscriptions, provider: payments }),
    reviewRoutes({ reviews }),
    expertRoutes({ expert, config }),
    contactRoutes({ contact }),
    opsRoutes({ ops }),
    accountRoutes({ account }),
    adminUserRoutes({ users: adminUsers }),
    videoRoutes({ videos }),
    assistantRoutes({ assistant }),
    eventsRoutes({ live: deps.live, isSessionLive: auth.isSessionLive }),
    apiDocsRoutes({ appName: config.APP_NAME }),
  ];
  for (const router of modules) api.use(router.routes());

  app.apiRoutes = api.stack
    .filter((layer) => layer.methods.length > 0)
    .flatMap((layer) =>
      layer.methods.filter((method) => method !== 'HEAD').map((method) => ({ method, path: String(layer.path) })),
    );

  // Anything under /api that no module claimed, whatever the method (so no allowedMethods layer).
  api.all('/{*rest}', () => {
    throw notFound('No such API endpoint');
  });
  app.use(api.routes());

  app.use(queueDashboard(deps.queues, { appOrigin: config.APP_ORIGIN, superusers: config.OPS_SUPERUSERS }));
  // A server-rendered page's loaders ask the API itself, in process: the same routes, shapes and
  // permission checks as the browser's requests, with the page request's session.
  const [apiErrors, apiRoutes] = [errorHandler(), api.routes()];
  const renderPage = createServerRenderer({
    distDir: config.FRONTEND_DIST,
    api: inProcessApi(app, (ctx, next) =>
      apiErrors(ctx, () => apiRoutes(ctx as Parameters<typeof apiRoutes>[0], next)),
    ),
    log: deps.log,
  });
  const shared = sharedRecipeRoutes({ ownRecipes, origin: publicOrigin(config), appName: config.APP_NAME });
  app.use(shared.routes());
  app.use(spaStatic(config.FRONTEND_DIST, renderPage));
  return app;
}
