import Router from '@koa/router';
import { mount } from '../../platform/http/mount';
import { accountApi } from '@common/contracts/account.schema';
import { authApi } from '@common/contracts/auth.schema';
import type { Context } from 'koa';
import type { OidcLogin } from '../../adapters/auth/port';
import { REGISTER_ACCEPTED_MESSAGE, RESEND_VERIFICATION_MESSAGE } from '@common/contracts/auth';
import { safeReturnTo } from '@common/contracts/return-to';
import { publicOrigin, type Config } from '../../platform/config';
import { notFound, unauthorized } from '../../platform/errors';
import { currentActor, requireActor, type PremiumCheck } from '../../platform/http/actor';
import { clearSessionCookie, setSessionCookie } from '../../platform/http/session-cookie';
import { parseInput } from '../../platform/http/validate';
import { presentUser } from './auth.presenter';
import { rolesFor, UnverifiedProviderEmail, type AuthService, type NewSession } from './auth.service';
import { logoutConfirmPage } from './logout-confirm';

export interface AuthRouteDeps {
  config: Config;
  auth: AuthService;
  oidc?: OidcLogin;
  isPremium: PremiumCheck;
  /** Sessions of this cook were ended: their open event streams check theirs at once (GET /api/events). */
  sessionsEnded?(userId: string): Promise<void>;
}

const clientOf = (ctx: Context) => ({ ip: ctx.ip || null, userAgent: ctx.get('user-agent') || null });

/**
 * Whether a GET comes from one of our own pages. A cross-site link or image, or a browser that sends
 * no such signal, must not be able to end a session (the cook gets a confirm page instead).
 */
function fromOwnPage(ctx: Context, origin: string): boolean {
  const site = ctx.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const referer = ctx.get('referer');
  try {
    return Boolean(referer) && new URL(referer).origin === origin;
  } catch {
    return false;
  }
}

export function authRoutes({ config, auth, oidc, isPremium, sessionsEnded }: AuthRouteDeps): Router {
  const router = new Router();
  const ownOrigin = (ctx: Context) => config.APP_ORIGIN ?? `${ctx.protocol}://${ctx.host}`;

  async function respondWithSession(ctx: Context, session: NewSession, status: number) {
    setSessionCookie(ctx, session.token, session.expiresAt);
    ctx.status = status;
    ctx.body = presentUser(session.user, rolesFor(config, session.user), await isPremium({ userId: session.user.id }));
  }

  async function logOut(ctx: Context) {
    if (ctx.state.actor) {
      await auth.logout(ctx.state.actor.sessionTokenHash);
      await sessionsEnded?.(ctx.state.actor.userId);
    }
    clearSessionCookie(ctx);
  }

  mount(router, authApi.login, async (ctx) => {
    const returnTo = safeReturnTo(ctx.query.returnTo);
    if (!oidc) {
      // `mode=signup` opens the form on its Create account tab (the landing page's "Start Cooking Free").
      const mode = ctx.query.mode === 'signup' ? '&mode=signup' : '';
      ctx.redirect(`/login?returnTo=${encodeURIComponent(returnTo)}${mode}`);
      return;
    }
    const start = await oidc.start(`${publicOrigin(config)}/api/callback`);
    await auth.saveOidcAttempt({
      state: start.state,
      code_verifier: start.codeVerifier,
      nonce: start.nonce,
      return_to: returnTo,
    });
    ctx.redirect(start.url);
  });

  mount(router, authApi.callback, async (ctx) => {
    const state = typeof ctx.query.state === 'string' ? ctx.query.state : '';
    const attempt = oidc && state ? await auth.takeOidcAttempt(state) : undefined;
    if (!oidc || !attempt) {
      ctx.redirect('/login?error=expired');
      return;
    }
    try {
      const callbackUrl = new URL(`${publicOrigin(config)}${ctx.originalUrl}`);
      const claims = await oidc.finish(callbackUrl, {
        state,
        nonce: attempt.nonce,
        codeVerifier: attempt.code_verifier,
      });
      const session = await auth.signInWithOidcClaims(claims, clientOf(ctx));
      setSessionCookie(ctx, session.token, session.expiresAt);
      ctx.redirect(safeReturnTo(attempt.return_to));
    } catch (error) {
      if (error instanceof UnverifiedProviderEmail) {
        ctx.redirect('/login?error=unverified');
        return;
      }
      ctx.state.log?.warn({ err: error }, 'OIDC sign-in failed');
      ctx.redirect('/login?error=provider');
    }
  });

  // The spec's logout link. From our own pages it logs out at once; from anywhere else it asks first.
  mount(router, authApi.logoutPage, async (ctx) => {
    if (!fromOwnPage(ctx, ownOrigin(ctx))) {
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'html';
      ctx.body = logoutConfirmPage(config.APP_NAME);
      return;
    }
    await logOut(ctx);
    ctx.redirect('/');
  });

  // The confirm page's form (same-origin POST, checked like every state change).
  mount(router, authApi.logoutForm, async (ctx) => {
    await logOut(ctx);
    ctx.redirect('/');
  });

  mount(router, authApi.providers, (ctx) => {
    ctx.body = { mode: oidc ? 'oidc' : 'local', localSignup: config.LOCAL_SIGNUP };
  });

  mount(router, authApi.user, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const actor = requireActor(ctx);
    const user = await auth.currentUser(actor);
    if (!user) throw unauthorized();
    ctx.body = presentUser(user, actor.roles, await isPremium(actor));
  });

  // The pages' session check: a visitor is a 200 with no user, so a public page logs no error for it.
  mount(router, authApi.session, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const actor = currentActor(ctx);
    const user = actor ? await auth.currentUser(actor) : undefined;
    ctx.body = { user: actor && user ? presentUser(user, actor.roles, await isPremium(actor)) : null };
  });

  mount(router, authApi.register, async (ctx) => {
    const input = parseInput(authApi.register.body, ctx.request.body);
    await auth.register(input, clientOf(ctx));
    ctx.status = 202;
    ctx.body = { message: REGISTER_ACCEPTED_MESSAGE };
  });

  mount(router, authApi.verifyEmail, async (ctx) => {
    const { token } = parseInput(authApi.verifyEmail.body, ctx.request.body);
    await respondWithSession(ctx, await auth.verifyEmail(token, clientOf(ctx)), 200);
  });

  mount(router, authApi.resendVerification, async (ctx) => {
    await auth.resendVerification(requireActor(ctx));
    ctx.status = 202;
    ctx.body = { message: RESEND_VERIFICATION_MESSAGE };
  });

  mount(router, authApi.signIn, async (ctx) => {
    const input = parseInput(authApi.signIn.body, ctx.request.body);
    await respondWithSession(ctx, await auth.login(input, clientOf(ctx)), 200);
  });

  mount(router, authApi.signOut, async (ctx) => {
    await logOut(ctx);
    ctx.status = 204;
  });

  mount(router, authApi.passwordResetRequest, async (ctx) => {
    const { email } = parseInput(authApi.passwordResetRequest.body, ctx.request.body);
    await auth.requestPasswordReset(email, clientOf(ctx));
    ctx.status = 202;
    ctx.body = { message: 'If an account exists for that e-mail, a reset link is on its way. It is valid for 1 hour.' };
  });

  mount(router, authApi.passwordResetConfirm, async (ctx) => {
    const { token, password } = parseInput(authApi.passwordResetConfirm.body, ctx.request.body);
    await respondWithSession(ctx, await auth.confirmPasswordReset(token, password, clientOf(ctx)), 200);
  });

  mount(router, accountApi.sessions, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await auth.listSessions(requireActor(ctx));
  });

  mount(router, accountApi.revokeSession, async (ctx) => {
    const actor = requireActor(ctx);
    const id = ctx.params.id;
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw notFound('No such device');
    await auth.revokeSession(actor, id);
    await sessionsEnded?.(actor.userId);
    ctx.status = 204;
  });

  mount(router, accountApi.revokeAllSessions, async (ctx) => {
    const actor = requireActor(ctx);
    await auth.revokeAllSessions(actor);
    await sessionsEnded?.(actor.userId);
    clearSessionCookie(ctx);
    ctx.status = 204;
  });

  mount(router, accountApi.changePassword, async (ctx) => {
    const actor = requireActor(ctx);
    const input = parseInput(accountApi.changePassword.body, ctx.request.body);
    await auth.changePassword(actor, input, clientOf(ctx));
    ctx.status = 204;
  });

  mount(router, accountApi.changeEmail, async (ctx) => {
    const actor = requireActor(ctx);
    const input = parseInput(accountApi.changeEmail.body, ctx.request.body);
    await auth.changeEmail(actor, input, clientOf(ctx));
    ctx.status = 202;
    ctx.body = {
      message: `Check ${input.newEmail}: open the link we sent there within 24 hours to finish the change.`,
    };
  });

  return router;
}
