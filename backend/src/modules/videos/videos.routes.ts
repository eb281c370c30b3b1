import Router from '@koa/router';
import { z } from 'zod';
import { saveVideoRequest, videoId, videoIdParam, videoListQuery } from '@common/contracts/videos.schema';
import { HttpError, notFound } from '../../platform/errors';
import { requireActor } from '../../platform/http/actor';
import { parseInput } from '../../platform/http/validate';
import { MEDIA_FILE_NAMES } from './media-signing';
import { sendMedia } from './media-response';
import type { VideosService } from './videos.service';

const mediaParams = z.object({ id: videoId, file: z.enum(MEDIA_FILE_NAMES) });
const mediaQuery = z.object({
  exp: z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
  sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

/**
 * Cooking videos (spec sections 2, 6 and 7). Everything needs a session. The skill list is open to
 * every signed-in user with per-viewer locking; masterclasses and saved videos are Premium only;
 * media files are served only through short-lived URLs signed for the viewer.
 */
export function videoRoutes({ videos }: { videos: VideosService }): Router {
  const router = new Router();

  router.get('/videos', async (ctx) => {
    const actor = requireActor(ctx);
    const query = parseInput(videoListQuery, ctx.query);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await videos.list(actor, query);
  });

  router.get('/premium/masterclasses', async (ctx) => {
    const actor = requireActor(ctx);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await videos.masterclasses(actor);
  });

  router.get('/saved-videos/status', async (ctx) => {
    const actor = requireActor(ctx);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await videos.savedStatus(actor);
  });

  router.get('/saved-videos', async (ctx) => {
    const actor = requireActor(ctx);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await videos.savedList(actor);
  });

  router.post('/saved-videos', async (ctx) => {
    const actor = requireActor(ctx);
    const input = parseInput(saveVideoRequest, ctx.request.body ?? {});
    const { video, created } = await videos.save(actor, input);
    ctx.status = created ? 201 : 200;
    ctx.body = video;
  });

  router.delete('/saved-videos/:videoId', async (ctx) => {
    const actor = requireActor(ctx);
    const { videoId: id } = parseInput(videoIdParam, ctx.params);
    await videos.unsave(actor, id);
    ctx.body = { videoId: id, saved: false };
  });

  router.get('/media/videos/:id/:file', async (ctx) => {
    const actor = requireActor(ctx);
    const params = mediaParams.safeParse(ctx.params);
    if (!params.success) throw notFound('No such media file');
    const query = mediaQuery.safeParse(ctx.query);
    if (!query.success) throw new HttpError(403, 'This media link is not signed', 'media_forbidden');
    const media = await videos.media(actor, { ...params.data, ...query.data });
    sendMedia(ctx, media);
  });

  return router;
}
