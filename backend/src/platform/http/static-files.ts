import { existsSync } from 'node:fs';
import path from 'node:path';
import send from 'koa-send';
import type { Context, Middleware } from 'koa';
import { PRERENDERED_PATHS, prerenderedFile } from '@common/contracts/first-paint';
import { currentActor } from './actor';
import type { ServerRenderer } from './server-render';
import { readSessionToken } from './session-cookie';

/** Pages the build prerendered as a visitor sees them (frontend/vite.config.ts), by path. */
const PRERENDERED = new Map(PRERENDERED_PATHS.map((pathname) => [pathname, prerenderedFile(pathname)]));

/**
 * The prerendered landing page for a visitor: no session cookie (a cheap check; the app still asks
 * the API who is signed in), and not back from a payment redirect, which the landing's markup does
 * not show. Anyone else gets the empty shell, rendered in the browser.
 */
function prerenderedFor(ctx: Context, root: string): string | undefined {
  const file = PRERENDERED.get(ctx.path);
  if (!file || readSessionToken(ctx) !== undefined || ctx.query.payment_intent_client_secret !== undefined) {
    return undefined;
  }
  return existsSync(path.join(root, file)) ? file : undefined;
}

/**
 * Serves the built SPA: hashed files under /assets are cached for a year, everything else is
 * revalidated, and any other GET that is not an API path gets index.html (client-side routing) —
 * or, for a visitor on `/` or `/landing`, the page the build prerendered, and for a signed-in user on
 * a page `renderPage` renders, that page. A path the app has no page for answers 404 with the shell,
 * which shows the not-found page.
 */
export function spaStatic(distDir: string, renderPage?: ServerRenderer): Middleware {
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
      // The same URL answers differently with and without a session: caches must keep them apart.
      if (PRERENDERED.has(ctx.path)) ctx.vary('Cookie');
      const rendered = ctx.method === 'GET' ? await renderPage?.(ctx, currentActor(ctx)) : undefined;
      if (rendered !== undefined) {
        // One user's page: never kept by a shared cache, nor by the browser's back-forward copy of another.
        ctx.set('Cache-Control', 'private, no-store');
        ctx.vary('Cookie');
        ctx.body = rendered;
        return;
      }
      await send(ctx, prerenderedFor(ctx, root) ?? 'index.html', { root, hidden: true });
      // The shell shows the not-found page there; the status says so too (no soft 404 for crawlers and links checkers).
      if ((await renderPage?.isPage(ctx.path)) === false) ctx.status = 404;
    }
  };
}
