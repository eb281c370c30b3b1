import type { Middleware } from 'koa';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { consumeOrThrow } from '../rate-limit';

/** A general ceiling per session (or per IP for visitors) on API requests. */
export function apiRateLimit(limiter: RateLimiterAbstract, exemptPaths: string[] = []): Middleware {
  return async (ctx, next) => {
    if (!exemptPaths.includes(ctx.path)) {
      const key = ctx.state.actor?.sessionTokenHash ?? `ip:${ctx.ip}`;
      await consumeOrThrow(limiter, key);
    }
    return next();
  };
}
