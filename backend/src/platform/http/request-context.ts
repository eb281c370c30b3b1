import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../logger';

const safeRequestId = /^[A-Za-z0-9._-]{8,128}$/;

/** Gives every request an id (kept from X-Request-Id when sane), a child logger and an access log line. */
export function requestContext(logger: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = safeRequestId.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
    ctx.set('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (ctx.path !== '/healthz' && ctx.path !== '/metrics') {
        ctx.state.log.info(
          { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10 },
          'request',
        );
      }
    }
  };
}
