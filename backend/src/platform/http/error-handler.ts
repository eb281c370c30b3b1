import type { Middleware } from 'koa';
import { isDatabaseUnavailable, isQueryTimeout } from '../db';
import { HttpError } from '../errors';

interface ErrorLike {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  message?: string;
}

/** Errors leave the server as JSON `ErrorResponse` (`{ message, code, field?, errors? }`); never a stack trace. */
export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (raw) {
      if (raw instanceof HttpError) {
        ctx.status = raw.status;
        ctx.body = { message: raw.message, code: raw.code, ...(raw.field ? { field: raw.field } : {}), ...raw.extra };
        if (raw.status === 429 && raw.extra?.retryAfterSeconds)
          ctx.set('Retry-After', String(raw.extra.retryAfterSeconds));
        return;
      }
      const error = (raw ?? {}) as ErrorLike;
      const status = error.status ?? error.statusCode ?? 500;
      if (status >= 400 && status < 500 && error.expose !== false) {
        // Errors raised by Koa's own layers (body parser, raw-body): map to our codes.
        ctx.status = status;
        const code = status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : 'bad_request';
        const message =
          error.type === 'entity.parse.failed' || raw instanceof SyntaxError
            ? 'Request body is not valid JSON'
            : (error.message ?? 'Bad request');
        ctx.body = { message, code };
        return;
      }
      if (isQueryTimeout(raw)) {
        // A statement past DATABASE_STATEMENT_TIMEOUT_MS (or knex's own deadline), cancelled: the work
        // was too big or blocked for now. Retryable, and not a bug.
        ctx.state.log?.warn({ err: raw }, 'query timed out');
        ctx.status = 503;
        ctx.set('Retry-After', '5');
        ctx.body = {
          message: 'This took the database too long. Please try again in a moment, or narrow your search.',
          code: 'timeout',
        };
        return;
      }
      if (isDatabaseUnavailable(raw)) {
        // PostgreSQL away (restart, failover, terminated connections): a retryable 503, not a bug.
        ctx.state.log?.warn({ err: raw }, 'database unavailable');
        ctx.status = 503;
        ctx.set('Retry-After', '5');
        ctx.body = { message: 'Service temporarily unavailable', code: 'unavailable' };
        return;
      }
      ctx.state.log?.error({ err: raw }, 'unhandled error');
      ctx.status = status >= 500 && status < 600 ? status : 500;
      ctx.body = {
        message: ctx.status === 503 ? 'Service temporarily unavailable' : 'Internal server error',
        code: ctx.status === 503 ? 'unavailable' : 'internal',
      };
    }
  };
}
