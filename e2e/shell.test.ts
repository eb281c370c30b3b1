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
