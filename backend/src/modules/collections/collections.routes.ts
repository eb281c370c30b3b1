import Router from '@koa/router';
import { collectionsApi } from '@common/contracts/collections.schema';
import { mount, mountChange, mountCreate, mountNoContent, mountAnswer } from '../../platform/http/mount';
import { requireActor } from '../../platform/http/actor';
import { parseInput } from '../../platform/http/validate';
import type { CollectionsService } from './collections.service';

/** The cook's collections (and their household's shared ones), private notes on recipes and "I made this" log. */
export function collectionsRoutes({ collections }: { collections: CollectionsService }): Router {
  const router = new Router();
  const api = collectionsApi;

  mount(router, api.list, async (ctx) => {
    ctx.body = { collections: await collections.list(requireActor(ctx)) };
  });
  mountCreate(router, api.create, (actor, { name, clientKey, visibility }) =>
    collections.create(actor, name, clientKey, visibility),
  );
  mount(router, api.reorderAll, async (ctx) => {
    const { collectionIds } = parseInput(api.reorderAll.body, ctx.request.body);
    ctx.body = { collections: await collections.reorderAll(requireActor(ctx), collectionIds) };
  });
  mountAnswer(router, api.get, (actor, { id }) => collections.get(actor, id));
  mountChange(router, api.update, (actor, { id }, changes) => collections.update(actor, id, changes));
  mountNoContent(router, api.remove, (actor, { id }) => collections.remove(actor, id));
  mountAnswer(router, api.addRecipe, async (actor, { id, recipeId }) => {
    await collections.addRecipe(actor, id, recipeId);
    return { collectionId: id, recipeId, saved: true };
  });
  mountNoContent(router, api.removeRecipe, (actor, { id, recipeId }) => collections.removeRecipe(actor, id, recipeId));
  mountChange(router, api.reorder, (actor, { id }, { recipeIds }) => collections.reorder(actor, id, recipeIds));
  mountAnswer(router, api.recipeCollections, async (actor, { id }) => ({
    collectionIds: await collections.collectionsHolding(actor, id),
  }));

  mountAnswer(router, api.getNote, (actor, { id }) => collections.note(actor, id));
  mountChange(router, api.putNote, (actor, { id }, { text }) => collections.writeNote(actor, id, text));
  mountNoContent(router, api.removeNote, (actor, { id }) => collections.removeNote(actor, id));

  mount(router, api.logCooked, async (ctx) => {
    const actor = requireActor(ctx);
    const { id } = parseInput(api.logCooked.params, ctx.params);
    const entry = parseInput(api.logCooked.body, ctx.request.body);
    ctx.body = await collections.logCooked(actor, id, entry);
    ctx.status = 201;
  });
  mountAnswer(router, api.cookedLog, async (actor, { id }) => ({ entries: await collections.cookedLog(actor, id) }));
  mountNoContent(router, api.removeCooked, (actor, { id, entryId }) => collections.removeCooked(actor, id, entryId));

  return router;
}
