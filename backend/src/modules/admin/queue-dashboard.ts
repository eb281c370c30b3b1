import type { Context, Middleware } from 'koa';
import { normalizeEmail } from '@common/contracts/common';
import type { Actor } from '../../platform/http/actor';
import { csrfProtection } from '../../platform/http/csrf';
import { queueNames, type QueueFactory } from '../../platform/queue/queues';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

export interface QueueDashboardOptions {
  /** The app's public origin, for the same-origin rule on the dashboard's own actions. */
  appOrigin?: string;
  /** OPS_SUPERUSERS: admins who may act on jobs (retry, promote, clean, add, pause, …). */
  superusers: string[];
}

const readOnlyMethods = new Set(['GET', 'HEAD']);

/**
 * The ops queue dashboard (bull-board) at /admin/queues: visitors are sent to sign-in, users who are
 * not admins get 403. Admins see it read-only: the events queue carries the official mails (password
 * resets, expert answers), and a job added or edited there is a mail sent in our name. Only admins in
 * OPS_SUPERUSERS may act on jobs. Works on both queue backends through BullMQ's own Queue API.
 */
export function queueDashboard(queues: QueueFactory, options: QueueDashboardOptions): Middleware {
  const superusers = new Set(options.superusers.map(normalizeEmail));
  const isSuperuser = (actor: Actor) => actor.roles.includes('admin') && superusers.has(normalizeEmail(actor.email));

  // bull-board is loaded on the first admin visit, not at start: it is a second of start-up otherwise.
  // Two boards on the same path: read-only for admins (bull-board hides the actions and refuses them
  // with 405), read-write for superusers.
  const boards = new Map<'read-only' | 'read-write', Promise<Middleware>>();
  const loadBoard = async (readOnlyMode: boolean): Promise<Middleware> => {
    const [{ createBullBoard }, { BullMQAdapter }, { KoaAdapter }] = await Promise.all([
      import('@bull-board/api'),
      import('@bull-board/api/bullMQAdapter'),
      import('@bull-board/koa'),
    ]);
    const serverAdapter = new KoaAdapter();
    serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
    createBullBoard({
      queues: Object.values(queueNames).map((name) => new BullMQAdapter(queues.queue(name), { readOnlyMode })),
      serverAdapter,
    });
    return serverAdapter.registerPlugin() as unknown as Middleware;
  };
  const boardFor = (kind: 'read-only' | 'read-write'): Promise<Middleware> => {
    let board = boards.get(kind);
    if (!board) {
      board = loadBoard(kind === 'read-only').catch((error: unknown) => {
        boards.delete(kind);
        throw error;
      });
      boards.set(kind, board);
    }
    return board;
  };
  const refuse = (ctx: Context, message: string) => {
    ctx.status = 403;
    ctx.body = { message, code: 'forbidden' };
  };

  const sameOrigin = csrfProtection({ appOrigin: options.appOrigin, exemptPaths: [] });
  return async (ctx, next) => {
    if (ctx.path !== QUEUE_DASHBOARD_PATH && !ctx.path.startsWith(`${QUEUE_DASHBOARD_PATH}/`)) return next();
    const actor = ctx.state.actor as Actor | undefined;
    if (!actor) {
      ctx.redirect(`/api/login?returnTo=${encodeURIComponent(QUEUE_DASHBOARD_PATH)}`);
      return;
    }
    if (!actor.roles.includes('admin')) return refuse(ctx, 'You do not have access to this area');
    const superuser = isSuperuser(actor);
    // Refused here whatever bull-board would do: no job action reaches it from a read-only admin.
    if (!superuser && !readOnlyMethods.has(ctx.method)) {
      return refuse(ctx, 'The queue dashboard is read-only for admins: job actions are for ops superusers');
    }
    const middleware = await boardFor(superuser ? 'read-write' : 'read-only');
    // The dashboard's own actions (retry, clean) are state-changing: same-origin rule applies.
    return sameOrigin(ctx, () => middleware(ctx, next));
  };
}
