import Router from '@koa/router';
import type { Context } from 'koa';
import type { OidcLogin } from '../../adapters/auth/port';
import { changeEmailRequest, changePasswordRequest } from '@common/contracts/account.schema';
import { REGISTER_ACCEPTED_MESSAGE, RESEND_VERIFICATION_MESSAGE } from '@common/contracts/auth';
import {
  loginRequest,
  passwordResetConfirm,
  passwordResetRequest,
  registerRequest,
  verifyEmailRequest,
} from '@common/contracts/auth.schema';
import { safeReturnTo } from '@common/contracts/return-to';
import { publicOrigin, type Config } from '../../platform/config';
import { notFound, unauthorized } from '../../platform/errors';
import { requireActor, type PremiumCheck } from '../../platform/http/actor';
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

export function authRoutes({ config, auth, oidc, isPremium }: AuthRouteDeps): Router {
  const router = new Router();
  const ownOrigin = (ctx: Context) => config.APP_ORIGIN ?? `${ctx.protocol}://${ctx.host}`;

  async function respondWithSession(ctx: Context, session: NewSession, status: number) {
    setSessionCookie(ctx, session.token, session.expiresAt);
    ctx.status = status;
    ctx.body = presentUser(session.user, rolesFor(config, session.user), await isPremium({ userId: session.user.id }));
  }

  async function logOut(ctx: Context) {
    if (ctx.state.actor) await auth.logout(ctx.state.actor.sessionTokenHash);
    clearSessionCookie(ctx);
  }

  router.get('/login', async (ctx) => {
    const returnTo = safeReturnTo(ctx.query.returnTo);
    if (!oidc) {
      ctx.redirect(`/login?returnTo=${encodeURIComponent(returnTo)}`);
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

  router.get('/callback', async (ctx) => {
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
  router.get('/logout', async (ctx) => {
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
  router.post('/logout', async (ctx) => {
    await logOut(ctx);
    ctx.redirect('/');
  });

  router.get('/auth/providers', (ctx) => {
    ctx.body = { mode: oidc ? 'oidc' : 'local', localSignup: config.LOCAL_SIGNUP };
  });

  router.get('/auth/user', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const actor = requireActor(ctx);
    const user = await auth.currentUser(actor);
    if (!user) throw unauthorized();
    ctx.body = presentUser(user, actor.roles, await isPremium(actor));
  });

  router.post('/auth/register', async (ctx) => {
    const input = parseInput(registerRequest, ctx.request.body);
    await auth.register(input, clientOf(ctx));
    ctx.status = 202;
    ctx.body = { message: REGISTER_ACCEPTED_MESSAGE };
  });

  router.post('/auth/verify-email', async (ctx) => {
    const { token } = parseInput(verifyEmailRequest, ctx.request.body);
    await respondWithSession(ctx, await auth.verifyEmail(token, clientOf(ctx)), 200);
  });

  router.post('/auth/verify-email/resend', async (ctx) => {
    await auth.resendVerification(requireActor(ctx));
    ctx.status = 202;
    ctx.body = { message: RESEND_VERIFICATION_MESSAGE };
  });

  router.post('/auth/login', async (ctx) => {
    const input = parseInput(loginRequest, ctx.request.body);
    await respondWithSession(ctx, await auth.login(input, clientOf(ctx)), 200);
  });

  router.post('/auth/logout', async (ctx) => {
    await logOut(ctx);
    ctx.status = 204;
  });

  router.post('/auth/password-reset/request', async (ctx) => {
    const { email } = parseInput(passwordResetRequest, ctx.request.body);
    await auth.requestPasswordReset(email, clientOf(ctx));
    ctx.status = 202;
    ctx.body = { message: 'If an account exists for that e-mail, a reset link is on its way. It is valid for 1 hour.' };
  });

  router.post('/auth/password-reset/confirm', async (ctx) => {
    const { token, password } = parseInput(passwordResetConfirm, ctx.request.body);
    await respondWithSession(ctx, await auth.confirmPasswordReset(token, password, clientOf(ctx)), 200);
  });

  router.get('/account/sessions', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await auth.listSessions(requireActor(ctx));
  });

  router.delete('/account/sessions/:id', async (ctx) => {
    const actor = requireActor(ctx);
    const id = ctx.params.id;
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw notFound('No such device');
    await auth.revokeSession(actor, id);
    ctx.status = 204;
  });

  router.post('/account/sessions/revoke-all', async (ctx) => {
    await auth.revokeAllSessions(requireActor(ctx));
    clearSessionCookie(ctx);
    ctx.status = 204;
  });

  router.post('/account/password', async (ctx) => {
    const actor = requireActor(ctx);
    const input = parseInput(changePasswordRequest, ctx.request.body);
    await auth.changePassword(actor, input, clientOf(ctx));
    ctx.status = 204;
  });

  router.post('/account/email', async (ctx) => {
    const actor = requireActor(ctx);
    const input = parseInput(changeEmailRequest, ctx.request.body);
    await auth.changeEmail(actor, input, clientOf(ctx));
    ctx.status = 202;
    ctx.body = {
      message: `Check ${input.newEmail}: open the link we sent there within 24 hours to finish the change.`,
    };
  });

  return router;
}
