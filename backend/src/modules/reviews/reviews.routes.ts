import Router from '@koa/router';
import { recipeIdParam } from '@common/contracts/recipes.schema';
import {
  adminRatingNotesQuery,
  adminReviewListQuery,
  moderateReviewRequest,
  rateRecipeRequest,
  ratingNoteParams,
  recipeRatingsQuery,
  reviewIdParam,
  reviewListQuery,
  submitReviewRequest,
} from '@common/contracts/reviews.schema';
import { requireActor, requireRole } from '../../platform/http/actor';
import { parseInput } from '../../platform/http/validate';
import { parseInputVerbatim } from '../../platform/http/validate-verbatim';
import type { ReviewsService } from './reviews.service';

/** Site reviews (public list, signed-in submit), per-recipe ratings, and the admin moderation queue. */
export function reviewRoutes({ reviews }: { reviews: ReviewsService }): Router {
  const router = new Router();

  router.get('/reviews', async (ctx) => {
    const page = parseInput(reviewListQuery, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await reviews.listPublished(page);
  });

  router.post('/reviews', async (ctx) => {
    const actor = requireActor(ctx);
    const input = parseInputVerbatim(submitReviewRequest, ctx.request.body);
    ctx.status = 201;
    ctx.body = await reviews.submit(actor, input);
  });

  router.put('/recipes/:id/rating', async (ctx) => {
    const actor = requireActor(ctx);
    const { id } = parseInput(recipeIdParam, ctx.params);
    const input = parseInput(rateRecipeRequest, ctx.request.body);
    ctx.body = await reviews.rate(actor, id, input);
  });

  router.get('/recipes/:id/ratings', async (ctx) => {
    const actor = requireActor(ctx);
    const { id } = parseInput(recipeIdParam, ctx.params);
    const page = parseInput(recipeRatingsQuery, ctx.query);
    ctx.body = await reviews.ratings(actor, id, page);
  });

  router.get('/admin/reviews', async (ctx) => {
    requireRole(ctx, 'admin');
    const { status, ...page } = parseInput(adminReviewListQuery, ctx.query);
    ctx.body = await reviews.adminList({ status }, page);
  });

  for (const [action, status] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    router.post(`/admin/reviews/:id/${action}`, async (ctx) => {
      const actor = requireRole(ctx, 'admin');
      const { id } = parseInput(reviewIdParam, ctx.params);
      const { reason } = parseInput(moderateReviewRequest, ctx.request.body ?? {});
      ctx.body = await reviews.adminDecide(actor, id, status, reason);
    });

    router.post(`/admin/rating-notes/:recipeId/:userId/${action}`, async (ctx) => {
      requireRole(ctx, 'admin');
      const key = parseInput(ratingNoteParams, ctx.params);
      const { reason } = parseInput(moderateReviewRequest, ctx.request.body ?? {});
      ctx.body = await reviews.adminDecideNote(key, status, reason);
    });
  }

  router.get('/admin/rating-notes', async (ctx) => {
    requireRole(ctx, 'admin');
    const { status, ...page } = parseInput(adminRatingNotesQuery, ctx.query);
    ctx.body = await reviews.adminNotes({ status }, page);
  });

  return router;
}
