import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A response that is not a JSON body: no content (204, 202, a redirect), a file, a stream or a page. */
export interface OtherResponse {
  description: string;
  /** The media type of the body, when there is one. */
  contentType?: string;
}

export type ResponseSpec = z.ZodType | OtherResponse;

/**
 * One API route: the single declaration its handler validates with, integration tests check its
 * answers against, and the OpenAPI document is generated from.
 */
export interface RouteSpec {
  method: HttpMethod;
  /** The full path as Koa mounts it, parameters as `:name` (`/api/recipes/:id`). */
  path: string;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Success answers by status. Error answers are `ErrorResponse` (common.schema.ts) for every route. */
  responses: Record<number, ResponseSpec>;
}

export const isZodSchema = (response: ResponseSpec): response is z.ZodType => '_zod' in response;

/** Keeps each route's literal method and path in its type while checking it is a RouteSpec. */
export const defineRoutes = <const T extends Record<string, RouteSpec>>(routes: T): T => routes;

export const noContent: OtherResponse = { description: 'No content' };

/** A route that takes no input (no params, query or body): its method, path, summary and answers. */
export const route = <const M extends HttpMethod, const P extends string>(
  method: M,
  path: P,
  summary: string,
  responses: RouteSpec['responses'],
) => ({ method, path, summary, responses }) as const;

/** A GET route that takes no input and answers 200 with `ok`. */
export const get = <const P extends string>(path: P, summary: string, ok: ResponseSpec) =>
  route('get', path, summary, { 200: ok });

/** A route that takes no input and answers 204 once it has acted (sign out, revoke, leave). */
export const action = <const M extends HttpMethod, const P extends string>(method: M, path: P, summary: string) =>
  route(method, path, summary, { 204: noContent });

/** A POST route whose only input is the body `body` checks: its path, summary, body and answers. */
export const post = <const P extends string, const B extends z.ZodType>(
  path: P,
  summary: string,
  body: B,
  responses: RouteSpec['responses'],
) => ({ method: 'post', path, summary, body, responses }) as const;

export const redirect = (to: string): OtherResponse => ({ description: `Redirects to ${to}` });
