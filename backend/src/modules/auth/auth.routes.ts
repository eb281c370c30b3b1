import Router from '@koa/router';
import type { Context } from 'koa';
import type { OidcLogin } from '../../adapters/auth/oidc';
import { loginRequest, passwordResetConfirm, passwordResetRequest, registerRequest } from '../../contracts/auth';
import { unauthorized } from '../../platform/errors';
import { requireActor, type PremiumCheck } from '../../platform/http/actor';
import { appOrigin } from '../../platform/http/origin';
import { clearSessionCookie, setSessionCookie } from '../../platform/http/session-cookie';
import { parseInput } from '../../platform/http/validate';
import { presentUser } from './auth.presenter';
import { rolesFor, type AuthService, type NewSession } from './auth.service';
import type { Config } from '../../platform/config';
import { safeReturnTo } from '../../contracts/return-to';

export interface AuthRouteDeps {
  config: Config;
  auth: AuthService;
  oidc?: OidcLogin;
  isPremium: PremiumCheck;
}

const clientOf = (ctx: Context) => ({ ip: ctx.ip || null, userAgent: ctx.get('user-agent') || null });

export function authRoutes({ config, auth, oidc, isPremium }: AuthRouteDeps): Router {
  const router = new Router();
  const origin = (ctx: Context) => appOrigin(ctx, config.APP_ORIGIN);

  async function respondWithSession(ctx: Context, session: NewSession, status: number) {
    setSessionCookie(ctx, session.token, session.expiresAt);
    ctx.status = status;
    ctx.body = presentUser(
      session.user,
      rolesFor(config, session.user.email),
      await isPremium({ userId: session.user.id }),
    );
  }

  router.get('/login', async (ctx) => {
    const returnTo = safeReturnTo(ctx.query.returnTo);
    if (!oidc) {
      ctx.redirect(`/login?returnTo=${encodeURIComponent(returnTo)}`);
      return;
    }
    const start = await oidc.start(`${origin(ctx)}/api/callback`);
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
      const callbackUrl = new URL(`${origin(ctx)}${ctx.originalUrl}`);
      const claims = await oidc.finish(callbackUrl, {
        state,
        nonce: attempt.nonce,
        codeVerifier: attempt.code_verifier,
      });
      const session = await auth.signInWithOidcClaims(claims, clientOf(ctx));
      setSessionCookie(ctx, session.token, session.expiresAt);
      ctx.redirect(safeReturnTo(attempt.return_to));
    } catch (error) {
      ctx.state.log?.warn({ err: error }, 'OIDC sign-in failed');
      ctx.redirect('/login?error=provider');
    }
  });

  router.get('/logout', async (ctx) => {
    if (ctx.state.actor) await auth.logout(ctx.state.actor.sessionTokenHash);
    clearSessionCookie(ctx);
    ctx.redirect('/');
  });

  router.get('/auth/providers', (ctx) => {
    ctx.body = { mode: oidc ? 'oidc' : 'local' };
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
    await respondWithSession(ctx, await auth.register(input, clientOf(ctx)), 201);
  });

  router.post('/auth/login', async (ctx) => {
    const input = parseInput(loginRequest, ctx.request.body);
    await respondWithSession(ctx, await auth.login(input, clientOf(ctx)), 200);
  });

  router.post('/auth/logout', async (ctx) => {
    if (ctx.state.actor) await auth.logout(ctx.state.actor.sessionTokenHash);
    clearSessionCookie(ctx);
    ctx.status = 204;
  });

  router.post('/auth/password-reset/request', async (ctx) => {
    const { email } = parseInput(passwordResetRequest, ctx.request.body);
    await auth.requestPasswordReset(email, origin(ctx));
    ctx.status = 202;
    ctx.body = { message: 'If an account exists for that e-mail, a reset link is on its way. It is valid for 1 hour.' };
  });

  router.post('/auth/password-reset/confirm', async (ctx) => {
    const { token, password } = parseInput(passwordResetConfirm, ctx.request.body);
    await respondWithSession(ctx, await auth.confirmPasswordReset(token, password, clientOf(ctx)), 200);
  });

  return router;
}
