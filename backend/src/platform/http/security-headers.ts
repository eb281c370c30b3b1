import type { Context, Middleware } from 'koa';

export interface SecurityHeaderOptions {
  /** Extra origins the pages may talk to or frame (Stripe's, when it is configured). */
  connectSources?: string[];
  frameSources?: string[];
  scriptSources?: string[];
  hsts: boolean;
}

/**
 * Sets a CSP that allows what the SPA needs — its own scripts and styles, inline style attributes
 * (Radix positions popovers with them), data:/blob: images and media — and nothing more.
 */
export function securityHeaders(options: SecurityHeaderOptions): Middleware {
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${(options.scriptSources ?? []).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${(options.connectSources ?? []).join(' ')}`.trim(),
    `frame-src 'self' ${(options.frameSources ?? []).join(' ')}`.trim(),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  const setHeaders = (ctx: Context) => {
    ctx.set('Content-Security-Policy', csp);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Permissions-Policy', 'camera=(), geolocation=(), microphone=(self), screen-wake-lock=(self)');
    if (options.hsts && ctx.secure) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    ctx.remove('X-Powered-By');
  };
  return async (ctx, next) => {
    // Before the route: a streamed response (Server-Sent Events, `ctx.respond = false`) sends its
    // headers with its first event, long before control comes back here.
    setHeaders(ctx);
    await next();
    // And after, for whatever a later layer may have reset, while the headers are still ours to set.
    if (!ctx.headerSent) setHeaders(ctx);
  };
}
