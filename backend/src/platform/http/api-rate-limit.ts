import type { Middleware } from 'koa';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { consumeOrThrow } from '../rate-limit';

/**
 * A general ceiling per user (or per IP for visitors) on API requests: counted per user, not per
 * session, so signing in again does not start a fresh allowance.
 */
export function apiRateLimit(limiter: RateLimiterAbstract, exemptPaths: string[] = []): Middleware {
  return async (ctx, next) => {
    if (!exemptPaths.includes(ctx.path)) {
      const key = ctx.state.actor ? `user:${ctx.state.actor.userId}` : `ip:${ctx.ip}`;
      await consumeOrThrow(limiter, key);
    }
    return next();
  };
}
