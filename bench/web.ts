/**
 * `npm run bench:web` — what a phone downloads and how Lighthouse rates the built app.
 *
 * 1. Builds the SPA when frontend/dist is missing or older than frontend/src.
 * 2. Recreates a dedicated database (BENCH_WEB_DATABASE, default sous_bench_web) on the server at
 *    DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), then starts the production
 *    server (startServer, migrations, workers in process) on it and loads the seed content.
 * 3. JavaScript weight: loads /landing as a visitor and /recipes signed in, in headless Chromium
 *    (playwright-core, /usr/bin/chromium, service workers blocked so only the page's own requests
 *    count), and sums the body size of every script response as sent (its content encoding named:
 *    the build's brotli copies for Chromium).
 * 4. Layout shift on every route at 390 px (bench/layout-shift.ts), as a Premium cook with a recipe on
 *    the list and a saved video (so the pages show what they hold), and /landing as a visitor.
 * 5. Lighthouse 12 (chrome-launcher, CHROME_PATH, default mobile emulation and throttling) on /landing
 *    and on /recipes with the session cookie in extraHeaders: the four category scores, LCP and CLS.
 *
 * Every figure is the median of BENCH_WEB_RUNS runs (default 3; Lighthouse: BENCH_WEB_LIGHTHOUSE_RUNS,
 * default 5) with min and max. `runWebBench()` is
 * what `npm run bench` calls; run directly, it prints the table and writes bench/results/web.json.
 */
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { parseConfig } from '../backend/src/platform/config';
import { createLogger } from '../backend/src/platform/logger';
import { startServer, type RunningServer } from '../backend/src/server';
import { seedDatabase } from '../db/seed';
import { dropDatabase, recreateDatabase } from './bench-database';
import { atLeast, atMost, passes, printFigures, summarize, type Figure } from './figures';
import { signUp, type TestClient } from '../backend/src/testing/http-client';
import { freePort } from '../backend/src/testing/free-port';
import { loadShift, watchLayoutShift } from './layout-shift';
import { localProductionEnv } from '../infra/local-production-env';

const root = path.resolve(import.meta.dirname, '..');
const DATABASE = process.env.BENCH_WEB_DATABASE ?? 'sous_bench_web';
export const benchDatabase = DATABASE;
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
/** Lighthouse's scores swing from run to run (its simulated throttling multiplies the CPU time it sees). */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_WEB_LIGHTHOUSE_RUNS ?? 5);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RESULTS_DIR = path.join(root, 'bench/results');
const SECTION = 'web';
/** Set to keep every Lighthouse report (JSON) for a closer look. */
const REPORT_DIR = process.env.BENCH_WEB_REPORT_DIR;

const TARGETS = {
  landingJsKb: 120,
  recipesJsKb: 180,
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
  seo: 95,
  lcpSeconds: 2.0,
  cls: 0.05,
  /** Per route at 390 px, measured in Chromium (the "good" threshold of Core Web Vitals). */
  routeCls: 0.1,
};

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

async function buildIfStale(): Promise<void> {
  const index = path.join(root, 'frontend/dist/index.html');
  const stale = !existsSync(index) || newestMtime(path.join(root, 'frontend/src')) > statSync(index).mtimeMs;
  if (!stale) return;
  console.log('Building the frontend…');
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'frontend/vite.config.ts'), logLevel: 'warn' });
}

export async function startBenchServer(): Promise<RunningServer> {
  const port = await freePort();
  const config = parseConfig({
    ...localProductionEnv(port),
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    DATABASE_URL: await recreateDatabase(DATABASE),
    REDIS_URL: process.env.REDIS_URL,
    QUEUE_PREFIX: 'bench-web',
    RUN_WORKER_IN_WEB: 'true',
    MIGRATE_ON_START: 'true',
    FRONTEND_DIST: path.join(root, 'frontend/dist'),
    DATA_DIR: path.join(root, '.data/bench-web'),
    // Lighthouse runs many page loads from one address in a short time.
    RATE_API_PER_MINUTE: '100000',
  });
  const server = await startServer(config, createLogger(config.LOG_LEVEL));
  await seedDatabase(server.deps.db);
  return server;
}

/** Registers a fresh account, signs it in, and returns its session cookie ("name=value"). */
export async function sessionCookie(baseUrl: string): Promise<string> {
  const { client } = await signUp(baseUrl, {
    firstName: 'Bench',
    lastName: 'Cook',
    password: 'a proper long password',
  });
  const cookie = client.cookieHeader;
  if (!cookie.includes('sous_session=')) throw new Error('sign-in set no session cookie');
  return cookie;
}

/** Calls the app as `client`; anything but a 2xx stops the bench, saying what failed. */
async function call<T>(client: TestClient, method: string, route: string, body?: unknown): Promise<T> {
  const response = await client.request(method, route, body);
  if (response.status >= 300) throw new Error(`${method} ${route} → ${response.status} ${response.text}`);
  return response.json as T;
}

/**
 * A Premium cook (paid with the sandbox card) with a recipe on the list and a saved video, so each
 * page draws what it holds; returns the session cookie and the ids the routes need.
 */
export async function premiumCook(baseUrl: string) {
  const { client } = await signUp(baseUrl, {
    firstName: 'Shift',
    lastName: 'Cook',
    password: 'a proper long password',
  });
  const { clientSecret } = await call<{ clientSecret: string }>(client, 'POST', '/api/create-subscription', {
    planType: 'premium',
  });
  await call(client, 'POST', '/api/payments/sandbox/confirm', {
    clientSecret,
    cardNumber: '4242424242424242',
    expMonth: 12,
    expYear: new Date().getFullYear() + 1,
    cvc: '123',
  });
  for (let attempt = 0; ; attempt += 1) {
    const status = await call<{ hasSubscription: boolean }>(client, 'GET', '/api/subscription-status');
    if (status.hasSubscription) break;
    if (attempt > 100) throw new Error('Premium was not applied within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const { recipes } = await call<{ recipes: Array<{ id: number }> }>(client, 'GET', '/api/recipes?page=1&limit=1');
  const { plans } = await call<{ plans: Array<{ id: string }> }>(client, 'GET', '/api/meal-plans');
  const { videos } = await call<{ videos: Array<{ id: string; title: string }> }>(client, 'GET', '/api/videos');
  await call(client, 'POST', '/api/shopping-list/recipes', { recipeId: recipes[0].id });
  await call(client, 'POST', '/api/saved-videos', { videoId: videos[0].id, videoType: 'skill' });
  return { cookie: client.cookieHeader, recipeId: recipes[0].id, planId: plans[0].id };
}

/** Every route a cook or visitor opens, at 390 px: the largest layout-shift window as it loads. */
async function measureRouteShifts(browser: Browser, baseUrl: string): Promise<Figure[]> {
  const cook = await premiumCook(baseUrl);
  const routes = [
    '/',
    '/recipes',
    `/recipe/${cook.recipeId}`,
    `/cook-mode/${cook.recipeId}`,
    '/favorites',
    '/shopping-list',
    '/meal-plans',
    `/meal-plans/${cook.planId}`,
    '/videos',
    '/saved-videos',
    '/cooking-classes',
    '/cooking-assistant',
    '/cooking-expert',
    '/ingredient-search',
    '/cuisines',
    '/account',
    '/subscribe',
    '/landing',
    '/privacy',
    '/terms',
    '/contact',
  ];
  const readers = [
    { label: 'visitor', cookie: undefined, routes: ['/landing', '/subscribe', '/contact', '/privacy'] },
    { label: 'Premium cook', cookie: cook.cookie, routes },
  ];
  const figures: Figure[] = [];
  for (const reader of readers)
    for (const route of reader.routes) {
      const samples: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
        if (reader.cookie)
          await context.addCookies(
            reader.cookie.split('; ').map((pair) => {
              const [name, value] = pair.split('=');
              return { name, value, url: baseUrl };
            }),
          );
        await watchLayoutShift(context);
        samples.push(await loadShift(await context.newPage(), baseUrl + route, 'h1'));
        await context.close();
      }
      figures.push(figure(`CLS at 390 px, ${route} (${reader.label})`, '', samples, atMost(TARGETS.routeCls)));
    }
  return figures;
}

interface ScriptLoad {
  totalKb: number;
  files: Array<{ url: string; kb: number; encoding: string }>;
}

/** Loads the page in a fresh context and sums the encoded size of every JavaScript response. */
async function measureScripts(browser: Browser, url: string, ready: string, cookie?: string): Promise<ScriptLoad> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
  if (cookie) {
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url }]);
  }
  const page = await context.newPage();
  const scripts: Array<Promise<ScriptLoad['files'][number]>> = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return;
    scripts.push(
      response
        .finished()
        .then(() => response.request().sizes())
        .then((sizes) => ({
          url: new URL(response.url()).pathname,
          kb: sizes.responseBodySize / 1024,
          encoding: response.headers()['content-encoding'] ?? 'identity',
        })),
    );
  });
  if (process.env.BENCH_WEB_VERBOSE) page.on('request', (request) => console.log('  →', request.url()));
  await page.goto(url, { waitUntil: 'load' });
  // Lazy route chunks load after the entry runs: wait for the page's content, then for quiet.
  await page.locator(ready).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  const files = await Promise.all(scripts);
  await context.close();
  return { totalKb: files.reduce((sum, file) => sum + file.kb, 0), files };
}

interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpSeconds: number;
  cls: number;
  failing: Record<string, string[]>;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is repeated. */
async function runLighthouse(url: string, cookie?: string, attempts = 3): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url, cookie);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${(error as Error).message}: running ${url} again`);
    }
  }
}

async function lighthouseOnce(url: string, cookie?: string): Promise<LighthouseRun> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '') || 'root'}-${Date.now()}.json`;
      writeFileSync(path.join(REPORT_DIR, name), JSON.stringify(lhr));
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    // The audits that cost points in each category (performance is read from its metrics instead).
    const failing: Record<string, string[]> = {};
    for (const category of Object.values(lhr.categories)) {
      if (category.id === 'performance') continue;
      failing[category.id] = category.auditRefs
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit.score !== null && audit.score < 1)
        .map((audit) => audit.id);
    }
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpSeconds: (lhr.audits['largest-contentful-paint'].numericValue ?? 0) / 1000,
      cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
      failing,
    };
  } finally {
    chrome.kill();
  }
}

function figure(name: string, unit: string, samples: number[], target: Figure['target'], note?: string): Figure {
  return { section: SECTION, name, unit, ...summarize(samples), target, ...(note ? { note } : {}) };
}

export async function runWebBench(): Promise<Figure[]> {
  await buildIfStale();
  const server = await startBenchServer();
  const figures: Figure[] = [];
  let browser: Browser | undefined;
  try {
    const cookie = await sessionCookie(server.url);
    const pages = [
      { label: '/landing (visitor)', path: '/landing', ready: 'h1', cookie: undefined, jsTarget: TARGETS.landingJsKb },
      {
        label: '/recipes (signed in)',
        path: '/recipes',
        ready: 'main a[href^="/recipe/"]',
        cookie,
        jsTarget: TARGETS.recipesJsKb,
      },
    ];

    browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
    for (const page of pages) {
      const loads: ScriptLoad[] = [];
      for (let run = 0; run < RUNS; run += 1)
        loads.push(await measureScripts(browser, server.url + page.path, page.ready, page.cookie));
      const last = loads[loads.length - 1];
      figures.push(
        figure(
          `JavaScript on ${page.label}`,
          'KB sent',
          loads.map((load) => load.totalKb),
          atMost(page.jsTarget),
          `${last.files.length} files (${[...new Set(last.files.map((file) => file.encoding))].join(', ')})`,
        ),
      );
      if (process.env.BENCH_WEB_VERBOSE)
        for (const file of last.files.sort((a, b) => b.kb - a.kb))
          console.log(`  ${file.kb.toFixed(1)} KB ${file.url}`);
    }
    if (!process.env.BENCH_WEB_SKIP_SHIFTS) figures.push(...(await measureRouteShifts(browser, server.url)));
    await browser.close();
    browser = undefined;

    for (const page of process.env.BENCH_WEB_SKIP_LIGHTHOUSE ? [] : pages) {
      const runs: LighthouseRun[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1)
        runs.push(await runLighthouse(server.url + page.path, page.cookie));
      const note = (category: string) => {
        const failing = [...new Set(runs.flatMap((run) => run.failing[category] ?? []))];
        return failing.length ? `failing audits: ${failing.join(', ')}` : undefined;
      };
      const of = (key: keyof Omit<LighthouseRun, 'failing'>) => runs.map((run) => run[key]);
      figures.push(
        figure(`Lighthouse performance, ${page.label}`, 'score', of('performance'), atLeast(TARGETS.performance)),
        figure(
          `Lighthouse accessibility, ${page.label}`,
          'score',
          of('accessibility'),
          atLeast(TARGETS.accessibility),
          note('accessibility'),
        ),
        figure(
          `Lighthouse best practices, ${page.label}`,
          'score',
          of('bestPractices'),
          atLeast(TARGETS.bestPractices),
          note('best-practices'),
        ),
        figure(`Lighthouse SEO, ${page.label}`, 'score', of('seo'), atLeast(TARGETS.seo), note('seo')),
        figure(`LCP, ${page.label}`, 's', of('lcpSeconds'), atMost(TARGETS.lcpSeconds)),
        figure(`CLS, ${page.label}`, '', of('cls'), atMost(TARGETS.cls)),
      );
    }
  } finally {
    await browser?.close();
    await server.stop();
    await dropDatabase(DATABASE);
  }
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await runWebBench();
  printFigures(figures);
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, 'web.json'), `${JSON.stringify(figures, null, 2)}\n`);
  process.exitCode = figures.some((entry) => passes(entry) === false) ? 1 : 0;
}
