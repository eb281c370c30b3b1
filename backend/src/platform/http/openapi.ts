import { z } from 'zod';
import { createDocument, type oas31, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { isZodSchema, type RouteSpec } from '@common/contracts/api.schema';
import { errorResponse } from '@common/contracts/common.schema';

/** Koa's `/recipes/:id` as OpenAPI writes it: `/recipes/{id}`. */
export const openApiPath = (koaPath: string) => koaPath.replace(/:(\w+)/g, '{$1}');

const pathParamNames = (koaPath: string) => [...koaPath.matchAll(/:(\w+)/g)].map((match) => match[1]);

/** A route's path parameters: its contract's, or plain strings when the handler checks them itself. */
function pathParams(route: RouteSpec): z.ZodObject | undefined {
  if (route.params instanceof z.ZodObject) return route.params;
  const names = pathParamNames(route.path);
  return names.length ? z.object(Object.fromEntries(names.map((name) => [name, z.string()]))) : undefined;
}

function operation(route: RouteSpec, module: string, name: string): ZodOpenApiOperationObject {
  const params = pathParams(route);
  const query = route.query instanceof z.ZodObject ? route.query : undefined;
  const responses: ZodOpenApiOperationObject['responses'] = {};
  for (const [status, response] of Object.entries(route.responses)) {
    responses[status as `${1 | 2 | 3 | 4 | 5}${string}`] = isZodSchema(response)
      ? { description: route.summary, content: { 'application/json': { schema: response } } }
      : {
          description: response.description,
          ...(response.contentType ? { content: { [response.contentType]: {} } } : {}),
        };
  }
  responses.default = {
    description: 'An error: the first problem in message/code/field; every failing field of a 400 in errors',
    content: { 'application/json': { schema: errorResponse } },
  };
  return {
    operationId: `${module}.${name}`,
    tags: [module],
    summary: route.summary,
    ...(params || query ? { requestParams: { ...(params ? { path: params } : {}), ...(query ? { query } : {}) } } : {}),
    ...(route.body ? { requestBody: { content: { 'application/json': { schema: route.body } } } } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of every route, generated from the same contracts the routes validate with. */
export function buildOpenApiDocument(
  modules: Record<string, Record<string, RouteSpec>>,
  info: { title: string; version: string },
): oas31.OpenAPIObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const [module, routes] of Object.entries(modules)) {
    for (const [name, route] of Object.entries(routes)) {
      const path = openApiPath(route.path);
      paths[path] = { ...paths[path], [route.method]: operation(route, module, name) };
    }
  }
  return createDocument(
    { openapi: '3.1.0', info, paths },
    // Inputs parsed by hand-written transforms (trimmed text, case-insensitive lists) render as their input type.
    { allowEmptySchema: { custom: true, transform: true } },
  );
}
