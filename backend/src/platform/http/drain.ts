import type { Server } from 'node:http';
import type { Middleware } from 'koa';

/**
 * The web process's stopping state. Once `draining`, /readyz answers 503 and every answer carries
 * `Connection: close`, so keep-alive clients reconnect to another process instead of reusing a socket
 * to one that is going away.
 */
export class Lifecycle {
  draining = false;

  middleware(): Middleware {
    return async (ctx, next) => {
      try {
        await next();
      } finally {
        // After the answer is composed: an error answer starts from fresh headers.
        if (this.draining && !ctx.headerSent) ctx.set('Connection', 'close');
      }
    };
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Stops `server` gracefully: readiness fails at once; after `delayMs` the listener closes; in-flight
 * requests and open event streams get `drainMs` to finish, then every connection left is cut.
 * Resolves once the server has closed.
 */
export async function drainServer(
  server: Server,
  lifecycle: Lifecycle,
  { delayMs, drainMs }: { delayMs: number; drainMs: number },
): Promise<void> {
  lifecycle.draining = true;
  if (delayMs > 0) await sleep(delayMs);
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // A keep-alive socket becomes idle when its last answer ends; close such sockets as they appear.
  server.closeIdleConnections();
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const force = setTimeout(() => server.closeAllConnections(), drainMs);
  try {
    await closed;
  } finally {
    clearInterval(idle);
    clearTimeout(force);
  }
}
