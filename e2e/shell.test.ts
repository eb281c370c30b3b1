import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../backend/src/testing/test-server';
import { expectAccessible, launchBrowser, newContext, screenshot, startAppForBrowser } from './support/browser';

let app: TestServer;
let browser: Browser;

beforeAll(async () => {
  app = await startAppForBrowser();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('the app shell', () => {
  it.each(['desktop', 'phone'] as const)('shows the landing page to a visitor (%s)', async (viewport) => {
    const context = await newContext(browser, app.url, viewport);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Cook with confidence');
    await expect
      .poll(() => page.getByRole('link', { name: 'Start Cooking Free' }).getAttribute('href'))
      .toBe('/api/login');
    await expectAccessible(page);
    await screenshot(page, `shell-landing-${viewport}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends visitors the landing page prerendered, and signed-in users the empty shell', async () => {
    const register = await fetch(`${app.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify({
        email: `shell${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`,
        password: 'a very good password',
        firstName: 'Edna',
        lastName: 'Lewis',
      }),
    });
    expect(register.status).toBe(201);
    const cookie = register.headers
      .getSetCookie()
      .find((line) => line.startsWith('sous_session='))!
      .split(';')[0];

    for (const route of ['/', '/landing']) {
      const visitor = await fetch(`${app.url}${route}`);
      expect(visitor.status).toBe(200);
      expect(visitor.headers.get('vary')).toMatch(/cookie/i);
      const html = await visitor.text();
      expect(html).toContain('<div id="root" data-prerendered>');
      expect(html).toContain('Cook with confidence, every night of the week.');
      // Data from the API is not baked in: the placeholders show until the page fetches it.
      expect(html).toContain('Loading reviews...');

      const signedIn = await fetch(`${app.url}${route}`, { headers: { cookie } });
      expect(signedIn.status).toBe(200);
      const shell = await signedIn.text();
      expect(shell).toContain('<div id="root"></div>');
      expect(shell).not.toContain('Cook with confidence');
    }
    // Other routes, and the prerendered files by their own names, are never served the landing markup.
    expect(await (await fetch(`${app.url}/contact`)).text()).toContain('<div id="root"></div>');
    expect(await (await fetch(`${app.url}/.prerendered/index.html`)).text()).not.toContain('Cook with confidence');
  });

  it.each(['/', '/landing'])('hydrates the prerendered landing page at %s without errors', async (route) => {
    const context = await newContext(browser, app.url, 'phone');
    // Records whether React threw the server's markup away (what it does after a hydration mismatch).
    await context.addInitScript(() => {
      const flags = window as unknown as { heroReplaced?: boolean };
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof Element && (node.matches('h1') || node.querySelector('h1'))) flags.heroReplaced = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      // The session check answers 401 for a visitor, which the browser logs; anything else is a problem.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        problems.push(message.text());
      }
      if (message.type() === 'warning' && /hydrat/i.test(message.text())) problems.push(message.text());
    });
    await page.goto(route);
    // Hydrated: the stats come from the API after load and replace the placeholders in place.
    await expect.poll(() => page.locator('.stats__list dd').first().textContent()).toMatch(/^\d/);
    await expect.poll(() => page.getByText('Loading reviews...').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { heroReplaced?: boolean }).heroReplaced ?? false)).toBe(
      false,
    );
    // Interactive: a client-side link works without a page load.
    await page.getByRole('link', { name: 'View Premium' }).click();
    await page.waitForURL('**/subscribe');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows "404 Page Not Found" for an unknown path', async () => {
    const context = await newContext(browser, app.url);
    const page = await context.newPage();
    await page.goto('/definitely/not/a/page');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('404 Page Not Found');
    await expect.poll(() => page.title()).toContain('Page not found');
    await expectAccessible(page);
    await screenshot(page, 'shell-404');
    await context.close();
  });

  it('sends a visitor who opens a signed-in route to sign-in, remembering the page', async () => {
    const context = await newContext(browser, app.url);
    const page = await context.newPage();
    await page.goto('/shopping-list', { waitUntil: 'commit' });
    // /api/login → the local sign-in page (or the OIDC provider when configured), keeping the page to return to.
    await page.waitForURL('**/login?returnTo=**', { timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/shopping-list');
    await context.close();
  });
});
