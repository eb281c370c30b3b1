import Router from '@koa/router';
import { mount } from '../../platform/http/mount';
import type { RouteSpec } from '@common/contracts/api.schema';
import { videosApi } from '@common/contracts/videos.schema';
import { requireActor, type Actor } from '../../platform/http/actor';
import { parseInput, parseSignedLink } from '../../platform/http/validate';
import { sendMedia } from './media-response';
import type { VideosService } from './videos.service';

/**
 * Cooking videos (spec sections 2, 6 and 7). Everything needs a session. The skill list is open to
 * every signed-in user with per-viewer locking; masterclasses and saved videos are Premium only;
 * media files are served only through short-lived URLs signed for the viewer.
 */
export function videoRoutes({ videos }: { videos: VideosService }): Router {
  const router = new Router();

  mount(router, videosApi.list, async (ctx) => {
    const actor = requireActor(ctx);
    const query = parseInput(videosApi.list.query, ctx.query);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await videos.list(actor, query);
  });

  /** A cook's own Premium reads: never kept by a shared cache. */
  const privateRead = (route: RouteSpec, read: (actor: Actor) => Promise<unknown>) =>
    mount(router, route, async (ctx) => {
      const actor = requireActor(ctx);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = await read(actor);
    });
  privateRead(videosApi.masterclasses, (actor) => videos.masterclasses(actor));
  privateRead(videosApi.savedStatus, (actor) => videos.savedStatus(actor));
  privateRead(videosApi.saved, (actor) => videos.savedList(actor));

  mount(router, videosApi.save, async (ctx) => {
    const actor = requireActor(ctx);
    const input = parseInput(videosApi.save.body, ctx.request.body ?? {});
    const { video, created } = await videos.save(actor, input);
    ctx.status = created ? 201 : 200;
    ctx.body = video;
  });

  mount(router, videosApi.unsave, async (ctx) => {
    const actor = requireActor(ctx);
    const { videoId: id } = parseInput(videosApi.unsave.params, ctx.params);
    await videos.unsave(actor, id);
    ctx.body = { videoId: id, saved: false };
  });

  mount(router, videosApi.media, async (ctx) => {
    const actor = requireActor(ctx);
    const media = await videos.media(actor, parseSignedLink(videosApi.media, ctx, 'No such media file'));
    sendMedia(ctx, media);
  });

  return router;
}
