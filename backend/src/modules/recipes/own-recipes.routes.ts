import Router from '@koa/router';
import { z } from 'zod';
import { ownRecipesApi } from '@common/contracts/own-recipes.schema';
import { mount, mountChange } from '../../platform/http/mount';
import { requireActor } from '../../platform/http/actor';
import { parseInput, parseSignedLink } from '../../platform/http/validate';
import { notFound } from '../../platform/errors';
import type { OwnRecipesService } from './own-recipes.service';
import { readUploadedFile } from './multipart-file';
import { PHOTO_MAX_BYTES } from './recipe-photos';

const idempotencyKey = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(8, { error: 'must be at least 8 characters' })
    .max(100, { error: 'must be at most 100 characters' })
    .optional(),
});

/** A cook's own recipes: create, change, delete (reads go through the catalog's routes). */
export function ownRecipeRoutes({ ownRecipes, origin }: { ownRecipes: OwnRecipesService; origin: string }): Router {
  const router = new Router();

  mount(router, ownRecipesApi.create, async (ctx) => {
    const actor = requireActor(ctx);
    const { clientKey, ...input } = parseInput(ownRecipesApi.create.body, ctx.request.body);
    const header = parseInput(idempotencyKey, { 'idempotency-key': ctx.get('idempotency-key') || undefined });
    ctx.body = await ownRecipes.create(actor.userId, input, clientKey ?? header['idempotency-key']);
    ctx.status = 201;
  });

  mountChange(router, ownRecipesApi.update, (actor, { id }, changes) => ownRecipes.update(actor.userId, id, changes));

  mount(router, ownRecipesApi.uploadPhoto, async (ctx) => {
    const actor = requireActor(ctx);
    const { id } = parseInput(ownRecipesApi.uploadPhoto.params, ctx.params);
    // Whose recipe it is, before reading a byte of the upload.
    if (!(await ownRecipes.find(actor.userId, id))) throw notFound('Recipe not found');
    const file = await readUploadedFile(ctx, 'photo', PHOTO_MAX_BYTES);
    ctx.body = await ownRecipes.setPhoto(actor.userId, id, file);
    ctx.status = 201;
  });

  mount(router, ownRecipesApi.photo, async (ctx) => {
    const actor = requireActor(ctx);
    const photo = await ownRecipes.photo(actor.userId, parseSignedLink(ownRecipesApi.photo, ctx, 'No such photo'));
    if (!photo) throw notFound('No such photo');
    ctx.compress = false;
    ctx.set('Cache-Control', 'private, max-age=600');
    ctx.set('Last-Modified', photo.modifiedAt.toUTCString());
    ctx.type = photo.contentType;
    ctx.body = photo.body;
  });

  mount(router, ownRecipesApi.share, async (ctx) => {
    const actor = requireActor(ctx);
    const { id } = parseInput(ownRecipesApi.share.params, ctx.params);
    ctx.body = { url: `${origin}/shared/${await ownRecipes.share(actor.userId, id)}` };
  });

  mount(router, ownRecipesApi.unshare, async (ctx) => {
    const actor = requireActor(ctx);
    const { id } = parseInput(ownRecipesApi.unshare.params, ctx.params);
    await ownRecipes.unshare(actor.userId, id);
    ctx.status = 204;
  });

  mount(router, ownRecipesApi.remove, async (ctx) => {
    const actor = requireActor(ctx);
    const { id } = parseInput(ownRecipesApi.remove.params, ctx.params);
    await ownRecipes.remove(actor.userId, id);
    ctx.status = 204;
  });

  return router;
}
