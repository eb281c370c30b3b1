import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { HttpError } from '../errors';

export const JSON_BODY_LIMIT = '1mb';

/**
 * JSON bodies only, up to 1 MB (413 beyond). A state-changing API request that carries a body in
 * another format gets 415. The raw text stays on ctx.request.rawBody for signature checks (webhooks).
 */
export function jsonBody(): Middleware {
  const parse = bodyParser({
    enableTypes: ['json'],
    jsonLimit: JSON_BODY_LIMIT,
    encoding: 'utf-8',
    onError: (error) => {
      throw error;
    },
  });
  return async (ctx, next) => {
    const hasBody = Number(ctx.get('content-length') || 0) > 0 || Boolean(ctx.get('transfer-encoding'));
    if (hasBody && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(ctx.method) && !ctx.is('application/json')) {
      throw new HttpError(415, 'Content-Type must be application/json', 'unsupported_media_type');
    }
    return parse(ctx, next);
  };
}
