import { z } from 'zod';
import { defineRoutes, get } from './api.schema';

/** The files of the API reference page: the page itself, the renderer and its start-up script. */
export const API_DOCS_ASSETS = ['swagger-ui.css', 'swagger-ui-bundle.js', 'start.js'] as const;

export const apiDocsAssetParam = z.object({ asset: z.enum(API_DOCS_ASSETS) });

export const siteConfig = z.object({ appName: z.string(), contactEmail: z.string() });
export type SiteConfig = z.infer<typeof siteConfig>;

export const systemApi = defineRoutes({
  config: get('/api/config', "The site's name and contact address", siteConfig),
  openapi: get('/api/openapi.json', 'This API, described in OpenAPI 3.1', {
    description: 'The OpenAPI document',
    contentType: 'application/json',
  }),
  docs: get('/api/docs', 'A readable reference of this API', {
    description: 'The reference page',
    contentType: 'text/html',
  }),
  docsAsset: {
    method: 'get',
    path: '/api/docs/:asset',
    summary: "The reference page's stylesheet and scripts",
    params: apiDocsAssetParam,
    responses: { 200: { description: 'The stylesheet (text/css) or a script (text/javascript)' } },
  },
});
