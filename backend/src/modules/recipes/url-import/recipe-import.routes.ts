import Router from '@koa/router';
import { RECIPE_IMPORT_LIMITS } from '@common/contracts/recipe-import';
import { recipeImportApi } from '@common/contracts/recipe-import.schema';
import { requireActor } from '../../../platform/http/actor';
import { mount, mountCreate } from '../../../platform/http/mount';
import { parseInput } from '../../../platform/http/validate';
import { readUploadedFile } from '../multipart-file';
import type { RecipeImportService } from './recipe-import.service';

/** Recipes from a web page (saved), pasted text and a file (drafts for the editor). */
export function recipeImportRoutes({ recipeImport }: { recipeImport: RecipeImportService }): Router {
  const router = new Router();

  mountCreate(router, recipeImportApi.importUrl, (actor, { url }) => recipeImport.importUrl(actor.userId, url));

  mount(router, recipeImportApi.importText, (ctx) => {
    requireActor(ctx);
    const { text } = parseInput(recipeImportApi.importText.body, ctx.request.body);
    ctx.body = recipeImport.draftFromText(text);
  });

  mount(router, recipeImportApi.importFile, async (ctx) => {
    requireActor(ctx);
    const file = await readUploadedFile(ctx, 'file', RECIPE_IMPORT_LIMITS.fileBytes, 'file');
    ctx.body = { drafts: recipeImport.draftsFromFile(file) };
  });

  return router;
}
