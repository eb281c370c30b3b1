import { z } from 'zod';
import { defineRoutes } from './api.schema';

/** The files of the API reference page: the page itself, the renderer and its start-up script. */
export const API_DOCS_ASSETS = ['swagger-ui.css', 'swagger-ui-bundle.js', 'start.js'] as const;

export const apiDocsAssetParam = z.object({ asset: z.enum(API_DOCS_ASSETS) });

export const siteConfig = z.object({ appName: z.string(), contactEmail: z.string() });
export type SiteConfig = z.infer<typeof siteConfig>;

export const systemApi = defineRoutes({
  config: {
    method: 'get',
    path: '/api/config',
    summary: "The site's name and contact address",
    responses: { 200: siteConfig },
  },
  openapi: {
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This API, described in OpenAPI 3.1',
    responses: { 200: { description: 'The OpenAPI document', contentType: 'application/json' } },
  },
  docs: {
    method: 'get',
    path: '/api/docs',
    summary: 'A readable reference of this API',
    responses: { 200: { description: 'The reference page', contentType: 'text/html' } },
  },
  docsAsset: {
    method: 'get',
    path: '/api/docs/:asset',
    summary: "The reference page's stylesheet and scripts",
    params: apiDocsAssetParam,
    responses: { 200: { description: 'The stylesheet (text/css) or a script (text/javascript)' } },
  },
});
