import { existsSync } from 'node:fs';
import path from 'node:path';
import send from 'koa-send';
import type { Middleware } from 'koa';

/**
 * Serves the built SPA: hashed files under /assets are cached for a year, everything else is
 * revalidated, and any other GET that is not an API path gets index.html (client-side routing).
 */
export function spaStatic(distDir: string): Middleware {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/') || ctx.path === '/api') {
      return next();
    }
    const isHashedAsset = ctx.path.startsWith('/assets/');
    try {
      const served = await send(ctx, ctx.path, {
        root,
        index: false,
        hidden: false,
        immutable: isHashedAsset,
        maxage: isHashedAsset ? 365 * 24 * 3600 * 1000 : 0,
        setHeaders: (res) => {
          if (!isHashedAsset) res.setHeader('Cache-Control', 'no-cache');
        },
      });
      if (served) return;
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status !== 404 && status !== 400 && status !== 403) throw error;
      if (isHashedAsset) {
        ctx.status = 404;
        return;
      }
    }
    await next();
    if (ctx.status === 404 && ctx.body == null && existsSync(indexFile)) {
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-cache');
      await send(ctx, 'index.html', { root });
    }
  };
}
