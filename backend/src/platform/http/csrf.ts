import type { Middleware } from 'koa';
import { HttpError } from '../errors';
import { appOrigin } from './origin';
import { readSessionToken } from './session-cookie';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface CsrfOptions {
  /** The app's public origin; undefined = the request's own origin. */
  appOrigin?: string;
  /** Paths verified another way (the Stripe webhook: by signature). */
  exemptPaths: string[];
}

function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * A state-changing request must come from our own pages: a cross-site fetch is refused, and one
 * that carries a session must name our origin in Origin (or, failing that, Referer).
 */
export function csrfProtection(options: CsrfOptions): Middleware {
  return async (ctx, next) => {
    if (!stateChanging.has(ctx.method) || options.exemptPaths.includes(ctx.path)) return next();
    const expected = appOrigin(ctx, options.appOrigin);
    const refuse = () => {
      throw new HttpError(403, 'Cross-site request refused', 'csrf');
    };
    if (ctx.get('sec-fetch-site') === 'cross-site') refuse();
    const claimed = ctx.get('origin') || (ctx.get('referer') ? originOf(ctx.get('referer')) : undefined);
    if (claimed && claimed !== expected) refuse();
    if (!claimed && readSessionToken(ctx)) refuse();
    return next();
  };
}
