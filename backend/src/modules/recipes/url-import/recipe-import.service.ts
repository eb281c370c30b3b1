import { recipeInput } from '@common/contracts/own-recipes.schema';
import { RECIPE_IMPORT_ERRORS, type RecipeImportErrorCode } from '@common/contracts/recipe-import';
import type { ImportedDraft } from '@common/contracts/recipe-import.schema';
import type { RecipeDetail } from '@common/contracts/recipes.schema';
import { FetchRefusal, type FetchRefusalReason, type SafeFetcher } from '../../../adapters/fetch';
import { HttpError } from '../../../platform/errors';
import type { Logger } from '../../../platform/logger';
import { mapJsonLdRecipe } from '../import/sources/jsonld';
import type { OwnRecipesService } from '../own-recipes.service';
import { PHOTO_MAX_BYTES } from '../recipe-photos';
import { draftsFromFile } from './file-drafts';
import { pageRecipes, pageText } from './page-recipes';
import { draftOfMapped } from './recipe-draft';
import { draftFromText } from './text-draft';

/** What a page must be to be read: HTML. */
export const PAGE_TYPES = ['text/html', 'application/xhtml+xml'] as const;
export const PAGE_MAX_BYTES = 5 * 1024 * 1024;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'];

/** Each refusal of the fetcher, as the status and code the cook's request is answered with. */
const ANSWERS: Record<FetchRefusalReason, [number, RecipeImportErrorCode]> = {
  invalid_url: [400, 'invalid_url'],
  forbidden_address: [400, 'forbidden_address'],
  too_many_redirects: [422, 'too_many_redirects'],
  too_large: [413, 'page_too_large'],
  timeout: [504, 'page_timeout'],
  wrong_content_type: [422, 'not_a_web_page'],
  unreachable: [422, 'page_unreachable'],
  http_error: [422, 'page_error'],
};

export const importRefusal = (code: RecipeImportErrorCode, status: number, field?: string) =>
  new HttpError(status, RECIPE_IMPORT_ERRORS[code], code, field);

function answerTo(refusal: FetchRefusal): HttpError {
  const [status, code] = ANSWERS[refusal.reason];
  return importRefusal(code, status, status === 400 ? 'url' : undefined);
}

const siteOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/**
 * Recipes from elsewhere: a web page's (saved at once as the cook's own, like a recipe they wrote),
 * pasted text's and a file's (drafts the cook confirms in the editor and saves through the usual create).
 */
export function createRecipeImportService({
  fetcher,
  ownRecipes,
  log,
}: {
  fetcher: SafeFetcher;
  ownRecipes: OwnRecipesService;
  log?: Logger;
}) {
  /** The page's photo through the same fetcher and the usual photo pipeline; a recipe without one is fine. */
  async function addPhoto(ownerId: string, recipe: RecipeDetail, image: string): Promise<RecipeDetail> {
    try {
      const photo = await fetcher.fetch(image, { accept: PHOTO_TYPES, maxBytes: PHOTO_MAX_BYTES });
      return await ownRecipes.setPhoto(ownerId, recipe.id, photo.body);
    } catch (error) {
      log?.info({ err: error, recipeId: recipe.id }, 'imported recipe kept without its photo');
      return recipe;
    }
  }

  return {
    async importUrl(ownerId: string, url: string): Promise<RecipeDetail> {
      let page;
      try {
        page = await fetcher.fetch(url, { accept: PAGE_TYPES, maxBytes: PAGE_MAX_BYTES });
      } catch (error) {
        if (error instanceof FetchRefusal) throw answerTo(error);
        throw error;
      }
      const found = await pageRecipes(pageText(page.body, page.charset), page.url);
      for (const node of found.recipes) {
        const mapped = mapJsonLdRecipe(node);
        if (!mapped.ok) continue;
        const publisher = node.publisher as { name?: unknown } | undefined;
        const draft = draftOfMapped(mapped.input, {
          url: page.url,
          name: found.siteName ?? (typeof publisher?.name === 'string' ? publisher.name : null) ?? siteOf(page.url),
        });
        const input = recipeInput.safeParse(draft);
        if (!input.success) continue;
        const saved = await ownRecipes.create(ownerId, input.data);
        const image = mapped.input.image ?? found.image;
        return image ? addPhoto(ownerId, saved, image) : saved;
      }
      throw importRefusal('no_recipe_found', 422);
    },

    draftFromText,

    draftsFromFile(file: Buffer): ImportedDraft[] {
      let document: unknown;
      try {
        document = JSON.parse(file.toString('utf8').replace(/^\uFEFF/, ''));
      } catch {
        throw new HttpError(
          400,
          'file: must be a JSON file (schema.org Recipe JSON-LD or a Mealie recipe export)',
          'invalid_input',
          'file',
        );
      }
      const drafts = draftsFromFile(document);
      if (!drafts.length) throw importRefusal('no_recipe_in_file', 422);
      return drafts;
    },
  };
}

export type RecipeImportService = ReturnType<typeof createRecipeImportService>;
