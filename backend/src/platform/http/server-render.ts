import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'koa';
import type { Logger } from 'pino';
import type { Actor } from './actor';

/** What the build's server entry (frontend/src/prerender.tsx, built to dist/.ssr/render.mjs) offers. */
interface ServerEntry {
  serverRenderedPaths: string[];
  pageDataUrls(url: string): string[];
  renderSignedIn(
    url: string,
    user: unknown,
    answers: Record<string, unknown>,
  ): Promise<{ html: string; state: unknown }>;
}

/**
 * The answers a page shows, loaded in process for `actor`: the user (as GET /api/auth/user) and each
 * of `urls` (as the API would answer them). Undefined when one of them cannot be given here: the
 * page is then not rendered on the server.
 */
export type PageDataLoader = (
  actor: Actor,
  urls: string[],
) => Promise<{ user: unknown; answers: Record<string, unknown> } | undefined>;

/** JSON inside a <script> element: nothing in it may close the element or start a comment. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Renders a signed-in user's recipe browser (`/`, `/recipes`) on the server, with the first page of
 * recipes in it, so the cards paint with the HTML instead of after the app's code, the session check
 * and the list request (docs/performance.md, "Front door"). The answers go in the page for the
 * browser's query cache (frontend/src/main.tsx), so it hydrates without asking again.
 *
 * Anything unexpected (no server build, a page that cannot be loaded here, a render error or a slow
 * render) sends the plain shell instead: the app then renders in the browser, as it always could.
 */
export function createServerRenderer({
  distDir,
  loadPageData,
  log,
}: {
  distDir: string;
  loadPageData: PageDataLoader;
  log: Logger;
}) {
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

  /** The page's HTML for this request, or undefined to send the plain shell. */
  return async function renderPage(ctx: Context, actor: Actor | undefined): Promise<string | undefined> {
    // Back from a payment redirect, `/` reports its outcome in the browser: nothing to render here.
    if (!actor || ctx.query.payment_intent_client_secret !== undefined) return undefined;
    const server = await loadEntry();
    if (!server?.serverRenderedPaths.includes(ctx.path)) return undefined;
    const started = performance.now();
    try {
      const url = ctx.url;
      const data = await loadPageData(actor, server.pageDataUrls(url));
      if (!data) return undefined;
      // As the browser would see them: JSON, not the services' Dates.
      const { user, answers } = JSON.parse(JSON.stringify(data)) as typeof data;
      const { html, state } = await server.renderSignedIn(url, user, answers);
      const shell = pageShell();
      if (!shell.includes('<div id="root"></div>')) return undefined;
      ctx.set('Server-Timing', `render;dur=${(performance.now() - started).toFixed(1)}`);
      return shell.replace(
        '<div id="root"></div>',
        () =>
          `<div id="root" data-prerendered inert>${html}</div>` +
          `<script type="application/json" id="sous-state">${scriptSafeJson(state)}</script>`,
      );
    } catch (error) {
      log.warn({ err: error, path: ctx.path }, 'server render failed; sending the shell');
      return undefined;
    }
  };
}

export type ServerRenderer = ReturnType<typeof createServerRenderer>;
