import type { Context } from 'koa';

/**
 * The app's own origin: APP_ORIGIN when configured, else protocol + Host of this request.
 * (Koa 3's `ctx.origin` echoes the client's Origin header, so it must never be trusted for this.)
 */
export function appOrigin(ctx: Context, configured?: string): string {
  return configured ? new URL(configured).origin : `${ctx.protocol}://${ctx.host}`;
}
