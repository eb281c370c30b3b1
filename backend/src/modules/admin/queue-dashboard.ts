import type { Middleware } from 'koa';
import { csrfProtection } from '../../platform/http/csrf';
import { queueNames, type QueueFactory } from '../../platform/queue/queues';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/**
 * The ops queue dashboard (bull-board) at /admin/queues, for admins only: visitors are sent to
 * sign-in, other users get 403. Works on both queue backends through BullMQ's own Queue API.
 */
export function queueDashboard(queues: QueueFactory, appOrigin?: string): Middleware {
  // bull-board is loaded on the first admin visit, not at start: it is a second of start-up otherwise.
  let board: Promise<Middleware> | undefined;
  const loadBoard = async (): Promise<Middleware> => {
    const [{ createBullBoard }, { BullMQAdapter }, { KoaAdapter }] = await Promise.all([
      import('@bull-board/api'),
      import('@bull-board/api/bullMQAdapter'),
      import('@bull-board/koa'),
    ]);
    const serverAdapter = new KoaAdapter();
    serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
    createBullBoard({
      queues: Object.values(queueNames).map((name) => new BullMQAdapter(queues.queue(name), { readOnlyMode: false })),
      serverAdapter,
    });
    return serverAdapter.registerPlugin() as unknown as Middleware;
  };
  const sameOrigin = csrfProtection({ appOrigin, exemptPaths: [] });
  return async (ctx, next) => {
    if (ctx.path !== QUEUE_DASHBOARD_PATH && !ctx.path.startsWith(`${QUEUE_DASHBOARD_PATH}/`)) return next();
    const actor = ctx.state.actor;
    if (!actor) {
      ctx.redirect(`/api/login?returnTo=${encodeURIComponent(QUEUE_DASHBOARD_PATH)}`);
      return;
    }
    if (!actor.roles.includes('admin')) {
      ctx.status = 403;
      ctx.body = { message: 'You do not have access to this area', code: 'forbidden' };
      return;
    }
    // The dashboard's own actions (retry, clean) are state-changing: same-origin rule applies.
    board ??= loadBoard().catch((error: unknown) => {
      board = undefined;
      throw error;
    });
    const middleware = await board;
    return sameOrigin(ctx, () => middleware(ctx, next));
  };
}
