import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import Router from '@koa/router';
import { mount } from '../../platform/http/mount';
import { apiModules } from '@common/contracts/routes.schema';
import { systemApi } from '@common/contracts/system.schema';
import { buildOpenApiDocument } from '../../platform/http/openapi';
import { parseInput } from '../../platform/http/validate';

/** The version of the API the document describes; routes change compatibly within it. */
const API_VERSION = '1.0.0';

const START_SCRIPT = `window.SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', deepLinking: true });\n`;

const page = (appName: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${appName} API reference</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="reference"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;

/**
 * GET /api/openapi.json (generated once from the route contracts) and the reference at /api/docs,
 * rendered in the browser by Swagger UI from the package's own files: nothing is loaded from a CDN,
 * so the site's CSP (scripts from 'self') holds.
 */
export function apiDocsRoutes({ appName }: { appName: string }): Router {
  const router = new Router();
  let documentText: string | undefined;
  const rendererDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

  mount(router, systemApi.openapi, (ctx) => {
    documentText ??= JSON.stringify(
      buildOpenApiDocument(apiModules, { title: `${appName} API`, version: API_VERSION }),
    );
    ctx.type = 'application/json';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = documentText;
  });

  mount(router, systemApi.docs, (ctx) => {
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = page(appName);
  });

  mount(router, systemApi.docsAsset, async (ctx) => {
    const { asset } = parseInput(systemApi.docsAsset.params, ctx.params);
    ctx.type = path.extname(asset);
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = asset === 'start.js' ? START_SCRIPT : await readFile(path.join(rendererDir, asset));
  });

  return router;
}
