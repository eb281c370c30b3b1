import { bodyParser } from '@koa/bodyparser';
import type { Context, Middleware } from 'koa';
import { HttpError } from '../errors';

export const JSON_BODY_LIMIT = '1mb';

/** The first key path whose key or string value holds U+0000, walking iteratively (nesting can be deep). */
function nullBytePath(root: unknown): string | undefined {
  const stack: Array<[unknown, string]> = [[root, '']];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold U+0000: a query value, path or JSON string carrying one would fail deep
 * in a query (a 500). Refuse it at the door instead.
 */
function refuseNullBytes(ctx: Context): void {
  const field = /%00/.test(ctx.path) ? 'path' : (nullBytePath(ctx.query) ?? nullBytePath(ctx.request.body));
  if (field !== undefined) {
    throw new HttpError(
      400,
      `${field || 'body'}: must not contain null characters`,
      'invalid_input',
      field || undefined,
    );
  }
}

/**
 * JSON bodies only, up to 1 MB (413 beyond). A state-changing API request that carries a body in
 * another format gets 415 (except multipart uploads to `uploadPaths`); null characters in the query, path or body get 400. The raw text stays on ctx.request.rawBody for signature checks (webhooks).
 */
export function jsonBody({ uploadPaths = [] }: { uploadPaths?: RegExp[] } = {}): Middleware {
  const parse = bodyParser({
    enableTypes: ['json'],
    // DELETE too: closing an account sends its password in the body (DELETE /api/account).
    parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
    jsonLimit: JSON_BODY_LIMIT,
    encoding: 'utf-8',
    onError: (error) => {
      throw error;
    },
  });
  return async (ctx, next) => {
    const hasBody = Number(ctx.get('content-length') || 0) > 0 || Boolean(ctx.get('transfer-encoding'));
    // A file upload's route reads its own multipart body, with its own limits.
    if (ctx.method === 'POST' && ctx.is('multipart/form-data') && uploadPaths.some((path) => path.test(ctx.path))) {
      refuseNullBytes(ctx);
      return next();
    }
    if (hasBody && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(ctx.method) && !ctx.is('application/json')) {
      throw new HttpError(415, 'Content-Type must be application/json', 'unsupported_media_type');
    }
    return parse(ctx, () => {
      refuseNullBytes(ctx);
      return next();
    });
  };
}
