import { existsSync, readFileSync } from 'node:fs';
import { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type Koa from 'koa';
import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';
import type { Actor } from './actor';

/** How the server entry asks the API for what a page shows (as the browser's fetch would). */
export type ApiRequest = (url: string, init: RequestInit) => Promise<Response>;

/** What the build's server entry (frontend/src/prerender.tsx, built to dist/.ssr/render.mjs) offers. */
interface ServerEntry {
  isPagePath(pathname: string): boolean;
  renderSignedIn(url: string, api: ApiRequest): Promise<{ html: string; state: unknown } | undefined>;
}

/** Answers a GET to the API for the request `parent`, in process, with its session. */
export type InProcessApi = (parent: Context, url: string) => Promise<Response>;

/**
 * The API, called in process: a GET goes through `api` (the API's own middleware: its rate limit,
 * its routes and their permission checks) in a context of its own, carrying the signed-in request's
 * actor, as if the browser had sent it with the same cookie. Nothing leaves the process.
 */
export function inProcessApi(app: Koa, api: Middleware): InProcessApi {
  return async (parent, url) => {
    const req = new IncomingMessage(parent.req.socket);
    req.method = 'GET';
    req.url = url;
    req.headers = { ...parent.req.headers, accept: 'application/json' };
    delete req.headers['if-none-match'];
    req.push(null);
    const ctx = app.createContext(req, new ServerResponse(req));
    // As Koa answers a request no middleware claims (set on the response, so a body still sets 200).
    ctx.res.statusCode = 404;
    Object.assign(ctx.state, parent.state);
    await api(ctx, async () => undefined);
    const { body, status } = ctx;
    const json = body === undefined || body === null || status === 204 ? null : JSON.stringify(body);
    return new Response(json, { status, headers: { 'content-type': 'application/json' } });
  };
}

/** JSON inside a <script> element: nothing in it may close the element or start a comment. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Renders, on the server, a signed-in request's page when its route says its first paint is the
 * server's (frontend/src/app/router.tsx: the recipe browser at `/` and `/recipes`), so the cards paint
 * with the HTML instead of after the app's code, the session check and the list request
 * (docs/performance.md, "Front door"). The routes' loaders ask `api` (in process, with the request's
 * session) for what the page shows; the answers go in the page for the browser's query cache and
 * router (frontend/src/main.tsx), so it hydrates without asking again.
 *
 * Anything unexpected (no server build, a route the server does not render, a render error or a slow
 * render) sends the plain shell instead: the app then renders in the browser, as it always could.
 */
export function createServerRenderer({ distDir, api, log }: { distDir: string; api: InProcessApi; log: Logger }) {
  const root = path.resolve(distDir);
  const entryFile = path.join(root, '.ssr/render.mjs');
  let entry: Promise<ServerEntry | undefined> | undefined;
  let template: string | undefined;

  const loadEntry = () =>
    (entry ??= existsSync(entryFile)
      ? (import(pathToFileURL(entryFile).href) as Promise<ServerEntry>).catch((error: unknown) => {
          log.warn({ err: error }, 'server render entry failed to load; pages render in the browser');
          return undefined;
        })
      : Promise.resolve(undefined));

  /** index.html with the page's stylesheets inlined (the build writes it beside the entry). */
  const pageShell = () => (template ??= readFileSync(path.join(root, '.ssr/page-shell.html'), 'utf8'));

  /**
   * Whether the app has a page at `pathname` (its router's table, from the server entry); undefined
   * without a server build, when only the browser can tell.
   */
  const isPage = async (pathname: string): Promise<boolean | undefined> => (await loadEntry())?.isPagePath(pathname);

  /** The page's HTML for this request, or undefined to send the plain shell. */
  async function renderPage(ctx: Context, actor: Actor | undefined): Promise<string | undefined> {
    // Back from a payment redirect, `/` reports its outcome in the browser: nothing to render here.
    if (!actor || ctx.query.payment_intent_client_secret !== undefined) return undefined;
    const server = await loadEntry();
    if (!server) return undefined;
    const started = performance.now();
    try {
      const page = await server.renderSignedIn(ctx.url, (url, init) => {
        if ((init.method ?? 'GET') !== 'GET') throw new Error(`a page render asked to ${init.method} ${url}`);
        return api(ctx, url);
      });
      if (!page) return undefined;
      const shell = pageShell();
      if (!shell.includes('<div id="root"></div>')) return undefined;
      ctx.set('Server-Timing', `render;dur=${(performance.now() - started).toFixed(1)}`);
      return shell.replace(
        '<div id="root"></div>',
        () =>
          `<div id="root" data-prerendered inert>${page.html}</div>` +
          `<script type="application/json" id="sous-state">${scriptSafeJson(page.state)}</script>`,
      );
    } catch (error) {
      log.warn({ err: error, path: ctx.path }, 'server render failed; sending the shell');
      return undefined;
    }
  }
  return Object.assign(renderPage, { isPage });
}

export type ServerRenderer = ReturnType<typeof createServerRenderer>;
