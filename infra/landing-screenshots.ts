/**
 * `npm run screenshots:landing`: pictures of Sous for the landing page, taken from the running app.
 *
 * Starts the production server on a database of its own (the seed content), signs a Premium cook
 * in with a recipe on the list, opens three screens at 390×844 (twice the pixels, for sharp type)
 * in headless Chromium, and writes each as WebP, 390 px wide, to frontend/public/screenshots/, where
 * the landing page shows them. Needs the built app (`npm run build`) first. It takes about half a
 * minute, so its output is committed rather than made on every build: run it again when a screen
 * pictured changes.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';

process.env.BENCH_WEB_DATABASE ??= 'sous_landing_screenshots';
const { benchDatabase, premiumCook, startBenchServer } = await import('../bench/web');
const { dropDatabase } = await import('../bench/bench-database');

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'frontend/public/screenshots');
const WIDTH = 390;
const HEIGHT = 844;

const server = await startBenchServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const cook = await premiumCook(server.url);
  // A cook who confirmed their address: the pictures show the app, not the reminder to confirm.
  await server.deps.db('users').update({ email_verified_at: new Date() });
  const context = await browser.newContext({
    viewport: { width: WIDTH, height: HEIGHT },
    deviceScaleFactor: 2,
    serviceWorkers: 'block',
  });
  await context.addCookies(
    cook.cookie.split('; ').map((pair) => {
      const [name, value] = pair.split('=');
      return { name, value, url: server.url };
    }),
  );
  const page = await context.newPage();
  const shots = [
    // Scrolled to the cards: the page's top is the search box and this month's Premium banner.
    { name: 'recipes', url: '/recipes', ready: 'main a[href^="/recipe/"]', scrollTo: '.recipe-grid' },
    { name: 'cook-mode', url: `/cook-mode/${cook.recipeId}`, ready: '.step-list', scrollTo: undefined },
    { name: 'shopping-list', url: '/shopping-list', ready: 'main h1', scrollTo: undefined },
  ];
  mkdirSync(outDir, { recursive: true });
  for (const shot of shots) {
    await page.goto(server.url + shot.url);
    await page.locator(shot.ready).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    // The floating chef is the app's, not part of what the picture shows.
    await page.addStyleTag({ content: '.chef-fab { display: none !important; }' });
    if (shot.scrollTo)
      await page.evaluate(
        `window.scrollTo(0, document.querySelector('${shot.scrollTo}').getBoundingClientRect().top + window.scrollY - 80)`,
      );
    await page.waitForTimeout(500);
    const file = path.join(outDir, `${shot.name}.webp`);
    const { size } = await sharp(await page.screenshot())
      .resize({ width: WIDTH })
      .webp({ quality: 74, effort: 6 })
      .toFile(file);
    console.log(`${path.relative(root, file)}: ${(size / 1024).toFixed(1)} KB`);
  }
  await context.close();
} finally {
  await browser.close();
  await server.stop();
  await dropDatabase(benchDatabase);
}
