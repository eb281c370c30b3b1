import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { appPerFile, expectAccessible, newContext, openApp, screenshotsDesktopAndPhone } from './support/browser';

/**
 * Two builds of the app at one origin, as a deploy makes them: build A is the one `npm run build` made
 * (frontend/dist); build B is A with another page shell (its build id), and the worker's precache list
 * naming that shell's new revision — what `vite build` writes when index.html is all that changed.
 * The server serves whichever `current` points at.
 */
const builds = mkdtempSync(path.join(tmpdir(), 'sous-builds-'));
const [buildA, buildB, current] = ['a', 'b', 'current'].map((name) => path.join(builds, name));
const B_ID = 'update-journey-b';
const md5 = (file: string) => createHash('md5').update(readFileSync(file)).digest('hex');

function prepareBuilds(): { revisionA: string; revisionB: string } {
  cpSync('frontend/dist', buildA, { recursive: true });
  cpSync('frontend/dist', buildB, { recursive: true });
  const shellA = readFileSync(path.join(buildA, 'index.html'), 'utf8');
  const shellB = /<meta name="sous-build"[^>]*>/.test(shellA)
    ? shellA.replace(/<meta name="sous-build" content="[^"]*"/, `<meta name="sous-build" content="${B_ID}"`)
    : shellA.replace('</head>', `<meta name="sous-build" content="${B_ID}"></head>`);
  writeFileSync(path.join(buildB, 'index.html'), shellB);
  const revisionA = md5(path.join(buildA, 'index.html'));
  const revisionB = md5(path.join(buildB, 'index.html'));
  const workerA = readFileSync(path.join(buildA, 'sw.js'), 'utf8');
  // The build's list holds each file with its content's hash: the shell's is A's index.html's.
  expect(workerA.split(revisionA)).toHaveLength(2);
  writeFileSync(path.join(buildB, 'sw.js'), workerA.replace(revisionA, revisionB));
  symlinkSync(buildA, current);
  return { revisionA, revisionB };
}

/** Deploys `build`: the server's next answers come from it (one rename, as atomic as a deploy's). */
function serve(build: string) {
  const next = `${current}.next`;
  symlinkSync(build, next);
  renameSync(next, current);
}

let revisions: { revisionA: string; revisionB: string };
const world = appPerFile(async () => {
  revisions = prepareBuilds();
  return openApp({ FRONTEND_DIST: current });
});
afterAll(() => rmSync(builds, { recursive: true, force: true }));

/** Every URL the worker has precached (Workbox keys a file whose name has no hash by `?__WB_REVISION__=`). */
const precached = (page: Page) =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.includes('precache'));
    const keys = await Promise.all(
      names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
    );
    return keys.flat().map((url) => url.replace(location.origin, ''));
  });

const buildOf = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="sous-build"]')?.getAttribute('content') ?? null);

describe('a new version of the app', () => {
  it('is offered to a cook with the app installed, and Reload switches to it', async () => {
    const context = await newContext(world.browser, world.app.url, 'phone');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const firstBuild = await buildOf(page);
    expect(firstBuild).not.toBe(B_ID);
    // Installed: the worker controls the page and holds build A's shell and code.
    await expect
      .poll(() => page.evaluate('navigator.serviceWorker.controller !== null'), { timeout: 20_000 })
      .toBe(true);
    await expect
      .poll(() => precached(page), { timeout: 10_000 })
      .toContain(`/index.html?__WB_REVISION__=${revisions.revisionA}`);
    const filesA = await precached(page);
    expect(filesA.some((url) => /^\/assets\/.+\.js$/.test(url))).toBe(true);

    serve(buildB);
    // What the browser does on a navigation or every hour (app/service-worker.ts), asked for now.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const offer = page.getByText('A new version of Sous is ready', { exact: true });
    await offer.waitFor({ timeout: 20_000 });
    // Build A still runs the page until the cook says so.
    expect(await buildOf(page)).toBe(firstBuild);
    await expectAccessible(page);
    await screenshotsDesktopAndPhone(page, 'update-ready', { fullPage: false });

    await Promise.all([
      page.waitForEvent('load', { timeout: 20_000 }),
      page.getByRole('button', { name: 'Reload' }).click(),
    ]);
    await expect.poll(() => buildOf(page), { timeout: 10_000 }).toBe(B_ID);
    expect(await page.evaluate('navigator.serviceWorker.controller !== null')).toBe(true);
    const filesB = await precached(page);
    expect(filesB).toContain(`/index.html?__WB_REVISION__=${revisions.revisionB}`);
    // A's precache is gone: its shell is no longer kept anywhere.
    expect(filesB.filter((url) => url.includes(revisions.revisionA))).toEqual([]);
    await expect
      .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)))
      .toBe(false);
    // No offer on the new version: nothing newer waits.
    expect(await offer.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
