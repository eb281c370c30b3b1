import Router from '@koa/router';
import escapeHtml from 'escape-html';
import { recipeJsonLd } from '@common/contracts/recipe-json-ld';
import type { RecipeDetail } from '@common/contracts/recipes.schema';
import type { OwnRecipesService } from './own-recipes.service';
import { presentRecipeDetail } from './recipes.presenter';

const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** JSON inside a <script> element: `<` written as \u003c, so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const list = (items: string[], tag: 'ul' | 'ol') =>
  `<${tag}>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</${tag}>`;

/** The read-only page of a shared recipe: everything the cook wrote, as text, with link-preview tags. */
function sharedPage(recipe: RecipeDetail, pageUrl: string, photoUrl: string | null, appName: string): string {
  const description = recipe.description ?? `A recipe shared on ${appName}.`;
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}">`;
  const jsonLd = { ...recipeJsonLd(recipe, pageUrl), url: pageUrl, image: photoUrl ? [photoUrl] : undefined };
  const times = [
    recipe.prepTimeMinutes != null ? `Prep ${recipe.prepTimeMinutes} min` : null,
    recipe.cookingMinutes != null ? `Cook ${recipe.cookingMinutes} min` : null,
    recipe.servings != null ? `Serves ${recipe.servings}` : null,
  ].filter(Boolean);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(recipe.name)} · ${escapeHtml(appName)}</title>
<meta name="description" content="${escapeHtml(description)}">
<meta name="robots" content="noindex">
${meta('og:type', 'article')}
${meta('og:title', recipe.name)}
${meta('og:description', description)}
${meta('og:url', pageUrl)}
${meta('og:site_name', appName)}
${photoUrl ? meta('og:image', photoUrl) : ''}
<script type="application/ld+json">${scriptJson(jsonLd)}</script>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#fbf8f3;color:#1f2a24;line-height:1.5}
main{max-width:760px;margin:0 auto;padding:24px 16px}
h1{font-family:Georgia,serif;font-size:2rem;margin:0 0 8px}
h2{font-family:Georgia,serif;margin-top:32px}
img{width:100%;border-radius:12px;aspect-ratio:4/3;object-fit:cover}
.muted{color:#56625b}
li{margin:6px 0}
</style>
</head>
<body>
<main>
<p class="muted">Shared from ${escapeHtml(appName)}</p>
${photoUrl ? `<img src="${escapeHtml(new URL(photoUrl).pathname)}" alt="${escapeHtml(recipe.name)}">` : ''}
<h1>${escapeHtml(recipe.name)}</h1>
${times.length ? `<p class="muted">${escapeHtml(times.join(' · '))}</p>` : ''}
${recipe.description ? `<p>${escapeHtml(recipe.description)}</p>` : ''}
<h2>Ingredients</h2>
${list(recipe.ingredients, 'ul')}
<h2>Steps</h2>
${list(recipe.instructions, 'ol')}
${recipe.sourceUrl ? `<p class="muted">Source: ${escapeHtml(recipe.sourceName ?? recipe.sourceUrl)}</p>` : ''}
</main>
</body>
</html>`;
}

/**
 * `/shared/:token`: a shared recipe for anyone holding the link, signed in or not, and its photo.
 * An unknown or revoked link is a 404 like any missing page.
 */
export function sharedRecipeRoutes({
  ownRecipes,
  origin,
  appName,
}: {
  ownRecipes: OwnRecipesService;
  origin: string;
  appName: string;
}): Router {
  const router = new Router();

  router.get('/shared/:token', async (ctx) => {
    const { token } = ctx.params;
    const row = TOKEN.test(token) ? await ownRecipes.shared(token) : undefined;
    if (!row) {
      ctx.status = 404;
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Link not found · ${escapeHtml(appName)}</title></head><body><main><h1>This link does not work</h1><p>The recipe is no longer shared, or the link is mistyped.</p></main></body></html>`;
      return;
    }
    const pageUrl = `${origin}/shared/${token}`;
    const photoUrl = row.photo_id ? `${pageUrl}/photo.webp` : null;
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'html';
    ctx.body = sharedPage(presentRecipeDetail(row, true), pageUrl, photoUrl, appName);
  });

  router.get('/shared/:token/photo.webp', async (ctx) => {
    const { token } = ctx.params;
    const photo = TOKEN.test(token) ? await ownRecipes.sharedPhoto(token) : null;
    if (!photo) {
      ctx.status = 404;
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.type = photo.contentType;
    ctx.body = photo.body;
  });

  return router;
}
