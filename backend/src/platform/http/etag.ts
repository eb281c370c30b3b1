import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';

/**
 * JSON answers are serialized here, once: Koa would otherwise stringify an object body a second
 * time just to read its length (compression's threshold check), which on a long shopping list
 * costs as much as building it.
 *
 * Conditional GETs for JSON API reads: a weak ETag from the body's bytes, and 304 with no body
 * when the browser already holds that version (If-None-Match). A recipe page re-opened, or a
 * list page re-fetched by react-query on focus, then costs a few hundred bytes instead of the
 * whole payload. Responses that set `Cache-Control: no-store` (session, admin) are left alone.
 */
export function conditionalJson(): Middleware {
  return async (ctx, next) => {
    await next();
    const body: unknown = ctx.body;
    if (
      body === null ||
      typeof body !== 'object' ||
      Buffer.isBuffer(body) ||
      typeof (body as { pipe?: unknown }).pipe === 'function'
    )
      return;
    const json = JSON.stringify(body);
    ctx.body = json;
    ctx.type = 'application/json';
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.status !== 200) return;
    if (/no-store/.test(String(ctx.response.get('Cache-Control')))) return;
    ctx.response.etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
    if (!ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'private, no-cache');
    if (ctx.fresh) {
      ctx.status = 304;
      ctx.body = null;
    }
  };
}
