import Router from '@koa/router';
import { mount, mountChange } from '../../platform/http/mount';
import { reviewsApi } from '@common/contracts/reviews.schema';
import { requireActor, requireRole } from '../../platform/http/actor';
import { parseInput } from '../../platform/http/validate';
import { parseInputVerbatim } from '../../platform/http/validate-verbatim';
import type { ReviewsService } from './reviews.service';

/** Site reviews (public list, signed-in submit), per-recipe ratings, and the admin moderation queue. */
export function reviewRoutes({ reviews }: { reviews: ReviewsService }): Router {
  const router = new Router();

  mount(router, reviewsApi.list, async (ctx) => {
    const page = parseInput(reviewsApi.list.query, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await reviews.listPublished(page);
  });

  mount(router, reviewsApi.submit, async (ctx) => {
    const actor = requireActor(ctx);
    const input = parseInputVerbatim(reviewsApi.submit.body, ctx.request.body);
    ctx.status = 201;
    ctx.body = await reviews.submit(actor, input);
  });

  mountChange(router, reviewsApi.rate, (actor, { id }, input) => reviews.rate(actor, id, input));

  mount(router, reviewsApi.ratings, async (ctx) => {
    const actor = requireActor(ctx);
    const { id } = parseInput(reviewsApi.ratings.params, ctx.params);
    const page = parseInput(reviewsApi.ratings.query, ctx.query);
    ctx.body = await reviews.ratings(actor, id, page);
  });

  mount(router, reviewsApi.adminList, async (ctx) => {
    requireRole(ctx, 'admin');
    const { status, ...page } = parseInput(reviewsApi.adminList.query, ctx.query);
    ctx.body = await reviews.adminList({ status }, page);
  });

  for (const [review, note, status] of [
    [reviewsApi.approve, reviewsApi.approveNote, 'approved'],
    [reviewsApi.reject, reviewsApi.rejectNote, 'rejected'],
  ] as const) {
    mount(router, review, async (ctx) => {
      const actor = requireRole(ctx, 'admin');
      const { id } = parseInput(review.params, ctx.params);
      const { reason } = parseInput(review.body, ctx.request.body ?? {});
      ctx.body = await reviews.adminDecide(actor, id, status, reason);
    });

    mount(router, note, async (ctx) => {
      requireRole(ctx, 'admin');
      const key = parseInput(note.params, ctx.params);
      const { reason } = parseInput(note.body, ctx.request.body ?? {});
      ctx.body = await reviews.adminDecideNote(key, status, reason);
    });
  }

  mount(router, reviewsApi.adminNotes, async (ctx) => {
    requireRole(ctx, 'admin');
    const { status, ...page } = parseInput(reviewsApi.adminNotes.query, ctx.query);
    ctx.body = await reviews.adminNotes({ status }, page);
  });

  return router;
}
