import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestServer, type TestServer } from '../../backend/src/testing/test-server';
import { seedDatabase } from '../../db/seed';

export const screenshotDir = path.resolve('e2e/screenshots');

/** The built app (frontend/dist) served by the real server, with workers, on a free port. */
export async function startAppForBrowser(overrides: Record<string, string> = {}): Promise<TestServer> {
  return startTestServer({ FRONTEND_DIST: 'frontend/dist', RUN_WORKER_IN_WEB: 'true', ...overrides });
}

/** A test file's world: the app on an empty database, and a browser. */
export async function openApp(overrides: Record<string, string> = {}): Promise<{ app: TestServer; browser: Browser }> {
  return { app: await startAppForBrowser(overrides), browser: await launchBrowser() };
}

/** A test file's world: the app with the project's seed content, and a browser. */
export async function openSeededApp(
  overrides: Record<string, string> = {},
): Promise<{ app: TestServer; browser: Browser }> {
  const world = await openApp(overrides);
  await seedDatabase(world.app.deps.db);
  return world;
}

export async function closeApp(app: TestServer | undefined, browser: Browser | undefined): Promise<void> {
  await browser?.close();
  await app?.close();
}

export interface AppWorld {
  app: TestServer;
  browser: Browser;
}

/**
 * A test file's world, opened (by `open`: the seeded app by default) before the file's tests and
 * closed after them. Its `app` and `browser` are there from the first hook on.
 */
export function appPerFile(open: () => Promise<AppWorld> = openSeededApp): AppWorld {
  const world = {} as AppWorld;
  beforeAll(async () => {
    Object.assign(world, await open());
  });
  afterAll(() => closeApp(world.app, world.browser));
  return world;
}

/** The button `name` in the group labelled `group` (a row of filter or unit toggles). */
export const groupButton = (page: Page, group: string, name: string) =>
  page.getByRole('group', { name: group }).getByRole('button', { name });

/** A visitor's fresh page opening `path`, which sends them to sign in (and back there after). */
export async function visitSignedOut(world: AppWorld, path: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(world.browser, world.app.url);
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForURL(`**/login?returnTo=${encodeURIComponent(path)}`);
  return { context, page };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const viewports = {
  desktop: { width: 1280, height: 860 },
  tablet: { width: 768, height: 1024 },
  phone: { width: 390, height: 844 },
} as const;
export type Viewport = keyof typeof viewports;

/**
 * Opens `url` and waits until the page takes input. A signed-in recipe browser comes rendered by the
 * server and stays inert until it has hydrated (platform/http/server-render.ts); a click before then
 * would do nothing, or follow a card's link to its own page.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
}

export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport: Viewport = 'desktop',
): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: viewports[viewport] });
}

/** The whole page by default; `fullPage: false` keeps what is on screen (a dialog, a scrolled-to section). */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage });
}

/** Waits for the page's finite animations to end; endless ones (a skeleton's shimmer, a spinner) never finish. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The same screen at 1280 px and at 390 px (`name-desktop`, `name-phone`), then back to desktop.
 * A resize can restart CSS animations (a dialog becomes a bottom sheet): each shot waits for them.
 */
export async function screenshotsDesktopAndPhone(
  page: Page,
  name: string,
  options: { fullPage?: boolean; focus?: Locator } = {},
): Promise<void> {
  for (const viewport of ['desktop', 'phone'] as const) {
    await page.setViewportSize(viewports[viewport]);
    await options.focus?.scrollIntoViewIfNeeded();
    await settleAnimations(page);
    await screenshot(page, `${name}-${viewport}`, options);
  }
  await page.setViewportSize(viewports.desktop);
}

/** Fails on serious or critical axe violations, listing them so the failure says what to fix. */
export async function expectAccessible(page: Page): Promise<void> {
  // Colours are read mid-fade otherwise (a dialog opening): contrast is judged on the settled page.
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(blocking, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Ticks or unticks a checkbox whose state the app sets asynchronously (shopping-list writes run one
 * after another): click, then wait for the box, where Playwright's check() expects it to flip within the click.
 */
export async function setChecked(box: Locator, checked: boolean): Promise<void> {
  if ((await box.isChecked()) !== checked) await box.click();
  await expect.poll(() => box.isChecked(), { timeout: 5000 }).toBe(checked);
}
