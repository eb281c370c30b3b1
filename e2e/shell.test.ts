import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, newContext, screenshot, appPerFile } from './support/browser';
import { newCook, registerClient } from './support/accounts';

const world = appPerFile();

/**
 * Watches the document for removed elements matching `selector` (what React does to the server's
 * markup after a hydration mismatch); the returned check says whether any was removed.
 */
async function watchRemovals(context: BrowserContext, selector: string): Promise<(page: Page) => Promise<boolean>> {
  await context.addInitScript((watched) => {
    const flags = window as unknown as { markupReplaced?: boolean };
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.matches(watched) || node.querySelector(watched)))
            flags.markupReplaced = true;
    }).observe(document, { childList: true, subtree: true });
  }, selector);
  return (page) => page.evaluate(() => (window as unknown as { markupReplaced?: boolean }).markupReplaced ?? false);
}

/** Page errors, console errors and anything said about hydration, collected for an `toEqual([])`. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  return problems;
}

/** A new account's session cookie (`sous_session=…`): registered, then signed in. */
async function registerCookie(): Promise<string> {
  const { client } = await registerClient(world.app, newCook('shell', { firstName: 'Edna', lastName: 'Lewis' }));
  const session = client.cookies.get('sous_session');
  expect(session).toBeTruthy();
  return `sous_session=${session}`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

describe('the app shell', () => {
  it.each(['desktop', 'phone'] as const)('shows the landing page to a visitor (%s)', async (viewport) => {
    const context = await newContext(world.browser, world.app.url, viewport);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Cook with confidence');
    await expect
      .poll(() => page.getByRole('link', { name: 'Start Cooking Free' }).getAttribute('href'))
      .toBe('/api/login?mode=signup');
    await expectAccessible(page);
    await screenshot(page, `shell-landing-${viewport}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends visitors the landing page prerendered, and signed-in users their recipe browser rendered', async () => {
    const cookie = await registerCookie();
    for (const route of ['/', '/landing']) {
      const visitor = await fetch(`${world.app.url}${route}`);
      expect(visitor.status).toBe(200);
      expect(visitor.headers.get('vary')).toMatch(/cookie/i);
      const html = await visitor.text();
      expect(html).toContain('<div id="root" data-prerendered>');
      expect(html).toContain('Cook with confidence, every night of the week.');
      // Data from the API is not baked in: the placeholders show until the page fetches it. Only the
      // session check's answer is (nobody: this page goes only to requests without a session cookie).
      expect(html).toContain('Loading reviews...');
      const state = /<script type="application\/json" id="sous-state">(.*?)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(state ?? 'null')).toMatchObject({
        queries: [{ queryKey: ['/api/auth/session'], state: { data: null, status: 'success' } }],
      });
    }

    // Signed in, `/` and `/recipes` are the recipe browser, rendered by the server with the first page.
    const [recipes] = await Promise.all([
      fetch(`${world.app.url}/api/recipes?page=1&limit=24`, { headers: { cookie } }).then(
        (response) => response.json() as Promise<{ recipes: Array<{ name: string }> }>,
      ),
    ]);
    for (const route of ['/', '/recipes']) {
      const signedIn = await fetch(`${world.app.url}${route}`, { headers: { cookie } });
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
      expect(signedIn.headers.get('vary')).toMatch(/cookie/i);
      const html = await signedIn.text();
      expect(html).toContain('<div id="root" data-prerendered inert>');
      expect(html).not.toContain('Cook with confidence');
      // The whole first page of cards, not only the first few (hydrating them beats building them).
      for (const recipe of recipes.recipes) expect(html).toContain(escapeHtml(recipe.name));
      expect(html).toContain('<script type="application/json" id="sous-state">');
      // No inline script to run (the CSP allows none): only the entry module and JSON data.
      expect(html.match(/<script(?![^>]*(type="module"[^>]*src=|type="application\/(ld\+)?json"))/g)).toBeNull();
      // Styled as it arrives: the stylesheets are in the page, not behind another request. Each
      // leaves a disabled link (never fetched) so that loading a lazy chunk does not add it again.
      expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*\bdisabled>)/);
      expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css" disabled>/);
      expect(html).toContain('.recipe-card');
    }
    // /landing stays the landing page's shell when signed in; other pages are the empty shell.
    const landing = await (await fetch(`${world.app.url}/landing`, { headers: { cookie } })).text();
    expect(landing).toContain('<div id="root"></div>');
    expect(await (await fetch(`${world.app.url}/contact`)).text()).toContain('<div id="root"></div>');
    expect(await (await fetch(`${world.app.url}/favorites`, { headers: { cookie } })).text()).toContain(
      '<div id="root"></div>',
    );
    // A session that is not valid gets the shell (which sends the browser to sign in), not a page.
    expect(
      await (await fetch(`${world.app.url}/recipes`, { headers: { cookie: 'sous_session=nope' } })).text(),
    ).toContain('<div id="root"></div>');
    // The prerendered and server files are never served by their own names.
    expect(await (await fetch(`${world.app.url}/.prerendered/index.html`)).text()).not.toContain(
      'Cook with confidence',
    );
    expect(await (await fetch(`${world.app.url}/.ssr/render.mjs`)).text()).toContain('<div id="root"></div>');
  });

  it('hydrates the server-rendered recipe browser without errors, and it works', async () => {
    const cookie = await registerCookie();
    const context = await newContext(world.browser, world.app.url, 'phone');
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: world.app.url }]);
    const cardsReplaced = await watchRemovals(context, '.recipe-card');
    const page = await context.newPage();
    const problems = collectProblems(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname + new URL(request.url()).search));
    await page.goto('/recipes');
    // The cards are in the HTML: there before any script has run.
    expect(await page.locator('.recipe-card').count()).toBeGreaterThan(0);
    // Until hydrated the page takes no taps (it is inert); then a card opens its detail in place.
    await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
    // The page's stylesheets came inlined in the HTML: hydrating downloads none of them again.
    expect(requests.filter((url) => url.endsWith('.css'))).toEqual([]);
    await page.locator('.recipe-card').first().getByRole('link').first().click();
    await page.getByRole('dialog').waitFor();
    expect(await cardsReplaced(page)).toBe(false);
    // What the page shows came with the HTML: the browser did not ask for it again, and the copies of
    // the favorites and the list on the device are written from the same answers.
    const shownAtOnce = [
      '/api/auth/session',
      '/api/cuisines',
      '/api/reviews',
      '/api/config',
      '/api/favorites',
      '/api/shopping-list',
    ];
    expect(requests.filter((url) => url.startsWith('/api/recipes?') || shownAtOnce.includes(url))).toEqual([]);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('Sous_favorites'))).toBe('[]');
    expect(await page.evaluate(() => localStorage.getItem('shoppingListRecipes'))).toBe('[]');
    expect(problems).toEqual([]);
    await screenshot(page, 'shell-recipes-server-rendered');
    await context.close();
  });

  it('hydrates the cards below the fold as they come near, and every card at the first tap', async () => {
    const cookie = await registerCookie();
    const context = await newContext(world.browser, world.app.url, 'phone');
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: world.app.url }]);
    // No idle time ever comes (so the cards the reader does not reach stay as the server drew them).
    await context.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const cardsReplaced = await watchRemovals(context, '.recipe-card');
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto('/recipes');
    await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
    // Whether React has taken over each card (its heart button has React's fiber on it).
    const hydrated = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.recipe-grid > li')].map((card) =>
          Object.keys(card.querySelector('button.favorite-button') ?? {}).some((key) => key.startsWith('__reactFiber')),
        ),
      );
    await expect.poll(async () => (await hydrated())[0]).toBe(true);
    const cards = page.locator('.recipe-grid > li');
    const total = await cards.count();
    expect(total).toBe(24);
    expect((await hydrated())[total - 1]).toBe(false);
    // Scrolled near, a card hydrates (the page is not tapped: a wheel, not a pointer press).
    await page.mouse.wheel(0, (await cards.nth(total - 1).boundingBox())!.y);
    await expect.poll(async () => (await hydrated())[total - 1]).toBe(true);
    expect((await hydrated()).includes(false)).toBe(true);
    // The first tap hydrates them all, and the tapped card's heart works.
    const middle = cards.nth(Math.floor(total / 2));
    await middle.scrollIntoViewIfNeeded();
    await middle.getByRole('button', { name: 'Save to favorites' }).click();
    await expect.poll(() => middle.getByRole('button', { name: 'Remove from favorites' }).count()).toBe(1);
    await expect.poll(async () => (await hydrated()).every(Boolean)).toBe(true);
    expect(await cardsReplaced(page)).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(['/', '/landing'])('hydrates the prerendered landing page at %s without errors', async (route) => {
    const context = await newContext(world.browser, world.app.url, 'phone');
    // Whether React threw the server's markup away (what it does after a hydration mismatch).
    const heroReplaced = await watchRemovals(context, 'h1');
    const page = await context.newPage();
    const problems = collectProblems(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) apiCalls.push(pathname);
    });
    await page.goto(route);
    // Hydrated: the stats come from the API after load and replace the placeholders in place.
    await expect.poll(() => page.locator('.stats__list dd').first().textContent()).toMatch(/^\d/);
    await expect.poll(() => page.getByText('Loading reviews...').count()).toBe(0);
    expect(await heroReplaced(page)).toBe(false);
    // The page came knowing nobody is signed in: it does not ask again.
    expect(apiCalls).not.toContain('/api/auth/session');
    // Interactive: a client-side link works without a page load.
    await page.getByRole('link', { name: 'View Premium' }).click();
    await page.waitForURL('**/subscribe');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("sends the build's compressed copy of a script, in the encoding the browser takes", async () => {
    const html = await (await fetch(`${world.app.url}/landing`)).text();
    const framework = /href="(\/assets\/framework-[^"]+\.js)"/.exec(html)?.[1];
    expect(framework).toBeTruthy();
    const sizes: Record<string, number> = {};
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(`${world.app.url}${framework}`, { headers: { 'accept-encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(response.headers.get('cache-control')).toContain('immutable');
      sizes[encoding] = Number(response.headers.get('content-length'));
      // The body is the script itself once decoded.
      expect(await response.text()).toContain('react');
    }
    // Compressed at the build's highest settings: brotli well under gzip.
    expect(sizes.br).toBeLessThan(sizes.gzip * 0.9);
  });

  it('shows "404 Page Not Found" for an unknown path', async () => {
    const context = await newContext(world.browser, world.app.url);
    const page = await context.newPage();
    await page.goto('/definitely/not/a/page');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('404 Page Not Found');
    await expect.poll(() => page.title()).toContain('Page not found');
    await expectAccessible(page);
    await screenshot(page, 'shell-404');
    await context.close();
  });

  it('sends a visitor who opens a signed-in route to sign-in, remembering the page', async () => {
    const context = await newContext(world.browser, world.app.url);
    const page = await context.newPage();
    await page.goto('/shopping-list', { waitUntil: 'commit' });
    // /api/login → the local sign-in page (or the OIDC provider when configured), keeping the page to return to.
    await page.waitForURL('**/login?returnTo=**', { timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/shopping-list');
    await context.close();
  });
});
