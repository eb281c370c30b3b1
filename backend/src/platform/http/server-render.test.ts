import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Router from '@koa/router';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { requireActor, type Actor } from './actor';
import { errorHandler } from './error-handler';
import { createServerRenderer, inProcessApi, type InProcessApi } from './server-render';

/**
 * The renderer against a stand-in server entry (what the build writes to dist/.ssr), so each way a
 * render can go — rendered, not this page, data it cannot load, a failing render — is exercised.
 */
const entrySource = `
export async function renderSignedIn(url, api) {
  if (!url.startsWith('/recipes') && url !== '/') return undefined;
  if (url.includes('explode')) throw new Error('render blew up');
  const answer = await api(url.includes('fail-data') ? '/api/unknown' : '/api/recipes?page=1&limit=24', { method: 'GET' });
  if (!answer.ok) return undefined;
  const list = await answer.json();
  return { html: '<main>' + list.cook + ': ' + list.recipes.map((r) => r.name).join(', ') + '</main>', state: { list } };
}
`;

const actor: Actor = { userId: 'u1', email: 'cook@example.com', roles: [], sessionTokenHash: 'h' };

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'sous-ssr-'));
  mkdirSync(path.join(dist, '.ssr'));
  writeFileSync(path.join(dist, '.ssr/render.mjs'), entrySource);
  writeFileSync(
    path.join(dist, '.ssr/page-shell.html'),
    '<!doctype html><html><head><title>Sous</title><style>main{}</style></head><body><div id="root"></div></body></html>',
  );
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** A stand-in API: the recipe list names the signed-in cook, anything else is unknown. */
const api: InProcessApi = async (parent, url) =>
  url.startsWith('/api/recipes?')
    ? Response.json({
        cook: (parent.state.actor as Actor).email,
        recipes: [{ name: 'Pie </script><script>alert(1)</script>' }, { name: 'Stew' }],
      })
    : Response.json({ message: 'No such API endpoint' }, { status: 404 });

function contextFor(url: string) {
  const app = new Koa();
  const ctx = app.createContext(
    { url, method: 'GET', headers: {}, socket: {} } as never,
    { getHeader: () => undefined, setHeader: () => undefined, removeHeader: () => undefined } as never,
  );
  ctx.state.actor = actor;
  return ctx;
}

describe('server-rendered pages', () => {
  const renderPage = () => createServerRenderer({ distDir: dist, api, log: createLogger('silent') });

  it('renders a signed-in page into the shell, with its answers as inert JSON', async () => {
    const html = await renderPage()(contextFor('/recipes?page=1'), actor);
    expect(html).toBeDefined();
    expect(html).toContain(
      '<div id="root" data-prerendered inert><main>cook@example.com: Pie </script><script>alert(1)</script>, Stew</main></div>',
    );
    expect(html).toContain('<title>Sous</title><style>main{}</style></head>');
    const state = /<script type="application\/json" id="sous-state">(.*?)<\/script>/.exec(html!)![1];
    // Nothing in the data can close the element: every < and > is escaped, and it parses back whole.
    expect(state).not.toMatch(/[<>]/);
    expect(JSON.parse(state).list.recipes[0].name).toBe('Pie </script><script>alert(1)</script>');
  });

  it('sends the shell (undefined) for visitors, other pages, a payment return, unloadable data and failed renders', async () => {
    const renderer = renderPage();
    expect(await renderer(contextFor('/recipes'), undefined)).toBeUndefined();
    expect(await renderer(contextFor('/favorites'), actor)).toBeUndefined();
    expect(await renderer(contextFor('/?payment_intent_client_secret=pi_1_secret'), actor)).toBeUndefined();
    expect(await renderer(contextFor('/recipes?fail-data=1'), actor)).toBeUndefined();
    expect(await renderer(contextFor('/recipes?explode=1'), actor)).toBeUndefined();
  });

  it('sends the shell when the app was built without the server entry', async () => {
    const bare = mkdtempSync(path.join(os.tmpdir(), 'sous-ssr-bare-'));
    try {
      const renderer = createServerRenderer({ distDir: bare, api, log: createLogger('silent') });
      expect(await renderer(contextFor('/recipes'), actor)).toBeUndefined();
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});

describe('the API, called in process for a page', () => {
  let server: Server;
  let baseUrl: string;
  const answers: Response[] = [];
  const asked = ['/api/me', '/api/me?day=2026-01-02', '/api/missing', '/api/empty'];

  beforeAll(async () => {
    const app = new Koa();
    const api = new Router({ prefix: '/api' });
    api.get('/me', (ctx) => {
      ctx.body = { email: requireActor(ctx).email, day: ctx.query.day ?? null, at: new Date('2026-01-02T03:04:05Z') };
    });
    api.get('/empty', (ctx) => {
      ctx.status = 204;
    });
    const apiRoutes = api.routes();
    const errors = errorHandler();
    const callApi = inProcessApi(app, (ctx, next) => errors(ctx, () => apiRoutes(ctx as never, next)));
    // The page request: signed in when it says so, like `authenticate` would have decided.
    app.use(async (ctx, next) => {
      if (ctx.get('x-cook')) ctx.state.actor = { ...actor, email: ctx.get('x-cook') };
      await next();
    });
    app.use(async (ctx) => {
      for (const url of asked) answers.push(await callApi(ctx, url));
      ctx.body = 'page';
    });
    server = createServer(app.callback()).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("answers with the page request's session, as JSON the browser would get, and 404 for what no route claims", async () => {
    answers.length = 0;
    expect(await (await fetch(`${baseUrl}/recipes`, { headers: { 'x-cook': 'edna@example.com' } })).text()).toBe(
      'page',
    );
    const [me, withQuery, missing, empty] = answers;
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ email: 'edna@example.com', day: null, at: '2026-01-02T03:04:05.000Z' });
    expect(((await withQuery.json()) as { day: string }).day).toBe('2026-01-02');
    expect(missing.status).toBe(404);
    expect(empty.status).toBe(204);
  });

  it("keeps the API's permission checks: no session, no answer", async () => {
    answers.length = 0;
    await fetch(`${baseUrl}/recipes`);
    expect(answers[0].status).toBe(401);
  });
});
