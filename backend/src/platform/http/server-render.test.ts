import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import type { Actor } from './actor';
import { createServerRenderer, type PageDataLoader } from './server-render';

/**
 * The renderer against a stand-in server entry (what the build writes to dist/.ssr), so each way a
 * render can go — rendered, not this page, data it cannot load, a failing render — is exercised.
 */
const entrySource = `
export const serverRenderedPaths = ['/', '/recipes'];
export function pageDataUrls(url) {
  return [url.includes('fail-data') ? '/api/unknown' : '/api/recipes?page=1&limit=24'];
}
export async function renderSignedIn(url, user, answers) {
  if (url.includes('explode')) throw new Error('render blew up');
  const list = answers['/api/recipes?page=1&limit=24'];
  return { html: '<main>' + user.firstName + ': ' + list.recipes.map((r) => r.name).join(', ') + '</main><i>' + typeof user.joined + '</i>', state: { answers } };
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

const loader: PageDataLoader = async (_actor, urls) => {
  if (urls.some((url) => !url.startsWith('/api/recipes?'))) return undefined;
  return {
    user: { firstName: 'Edna', joined: new Date('2026-01-02T03:04:05Z') },
    answers: Object.fromEntries(
      urls.map((url) => [url, { recipes: [{ name: 'Pie </script><script>alert(1)</script>' }, { name: 'Stew' }] }]),
    ),
  };
};

function contextFor(url: string) {
  const app = new Koa();
  const ctx = app.createContext(
    { url, method: 'GET', headers: {}, socket: {} } as never,
    { getHeader: () => undefined, setHeader: () => undefined, removeHeader: () => undefined } as never,
  );
  return ctx;
}

describe('server-rendered pages', () => {
  const renderPage = () => createServerRenderer({ distDir: dist, loadPageData: loader, log: createLogger('silent') });

  it('renders a signed-in page into the shell, with its answers as inert JSON', async () => {
    const html = await renderPage()(contextFor('/recipes?page=1'), actor);
    expect(html).toBeDefined();
    expect(html).toContain(
      '<div id="root" data-prerendered inert><main>Edna: Pie </script><script>alert(1)</script>, Stew</main><i>string</i></div>',
    );
    expect(html).toContain('<title>Sous</title><style>main{}</style></head>');
    const state = /<script type="application\/json" id="sous-state">(.*?)<\/script>/.exec(html!)![1];
    // Nothing in the data can close the element: every < and > is escaped, and it parses back whole.
    expect(state).not.toMatch(/[<>]/);
    expect(JSON.parse(state).answers['/api/recipes?page=1&limit=24'].recipes[0].name).toBe(
      'Pie </script><script>alert(1)</script>',
    );
  });

  it('passes the data through JSON first, as the browser sees it (dates as strings)', async () => {
    const seen: unknown[] = [];
    const renderer = createServerRenderer({
      distDir: dist,
      loadPageData: async (...args) => {
        const data = await loader(...args);
        seen.push(data);
        return data;
      },
      log: createLogger('silent'),
    });
    expect(await renderer(contextFor('/'), actor)).toContain('<i>string</i>');
    expect((seen[0] as { user: { joined: unknown } }).user.joined).toBeInstanceOf(Date);
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
      const renderer = createServerRenderer({ distDir: bare, loadPageData: loader, log: createLogger('silent') });
      expect(await renderer(contextFor('/recipes'), actor)).toBeUndefined();
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
