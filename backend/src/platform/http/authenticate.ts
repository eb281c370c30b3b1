import type { Middleware } from 'koa';
import type { Actor } from './actor';
import { readSessionToken, setSessionCookie } from './session-cookie';

export interface ResolvedSession {
  actor: Actor;
  /** Set when the session's expiry was rolled forward: the cookie is re-sent with it. */
  renewedUntil?: Date;
}

export type SessionResolver = (token: string) => Promise<ResolvedSession | null>;

/** Turns the session cookie into `ctx.state.actor` (or nothing); never rejects on its own. */
export function authenticate(resolve: SessionResolver): Middleware {
  return async (ctx, next) => {
    const token = readSessionToken(ctx);
    if (token) {
      const session = await resolve(token);
      if (session) {
        ctx.state.actor = session.actor;
        ctx.state.sessionToken = token;
        if (session.renewedUntil) setSessionCookie(ctx, token, session.renewedUntil);
      }
    }
    await next();
  };
}
