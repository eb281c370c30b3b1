import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EXPERT_PLAN_FEATURE } from '@common/contracts/expert';
import { roundedDown } from '@common/kitchen/count';
import { contextApi, newCook, registerInContext, signedInCook } from './support/accounts';
import {
  expectAccessible,
  gotoHydrated,
  newContext,
  openSeededApp,
  screenshot,
  viewports,
  type Viewport,
  appPerFile,
} from './support/browser';

const ADMIN = 'honest-admin@example.com';
const adminCook = newCook('honest', { email: ADMIN });
const world = appPerFile(() => openSeededApp({ ADMIN_EMAILS: ADMIN, CONTACT_EMAIL: 'help@sous.example' }));

const eventually = <T>(read: () => Promise<T>, timeout = 15_000) => expect.poll(read, { timeout });

/** Page errors and console errors (a visitor's 401 would be one), for a `toEqual([])`. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  return problems;
}

const sizes: Viewport[] = ['desktop', 'phone'];

const scrollY = (page: Page) => page.evaluate<number>('window.scrollY');

/**
 * How far the left 12 px of a poster or a video frame stray from the colour just inside them (the
 * largest difference of a channel, 0–255): a strip down the edge shows as a large one. The generated
 * media have no text that near the edge; the bottom rows (the progress bar) are left out.
 */
function leftEdgeStray(media: Locator): Promise<number> {
  return media.evaluate((element: HTMLImageElement | HTMLVideoElement) => {
    const width = element instanceof HTMLVideoElement ? element.videoWidth : element.naturalWidth;
    const height = element instanceof HTMLVideoElement ? element.videoHeight : element.naturalHeight;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d')!;
    context.drawImage(element, 0, 0);
    const { data } = context.getImageData(0, 0, width, height);
    let worst = 0;
    for (let y = 0; y < height - 12; y += 2) {
      const inside = (y * width + 24) * 4;
      for (let x = 0; x < 12; x += 1)
        for (let channel = 0; channel < 3; channel += 1)
          worst = Math.max(worst, Math.abs(data[(y * width + x) * 4 + channel] - data[inside + channel]));
    }
    return worst;
  });
}

/** A signed-out visitor's fresh page at `size`, with its problems collected. */
async function visitorPage(size: Viewport) {
  const context = await newContext(world.browser, world.app.url, size);
  const page = await context.newPage();
  return { context, page, problems: collectProblems(page) };
}

describe('truth on screen, for a visitor', () => {
  it.each(sizes)('landing figures come from data and the expert service is one true sentence (%s)', async (size) => {
    const { context, page, problems } = await visitorPage(size);
    await page.goto('/landing');
    // A visitor's session check is an answer: the page settles, with nothing red in the console.
    await page.waitForLoadState('networkidle');
    const figures = page.locator('.stats__list');
    await eventually(() => figures.locator('dd').first().textContent()).toMatch(/^\d/);
    expect(await figures.locator('dt').allTextContents()).toEqual([
      'Recipes free with an account',
      'Cuisines they come from',
    ]);
    const stats = (await (await fetch(`${world.app.url}/api/catalog/stats`)).json()) as { recipes: number };
    const free = await world.app.deps
      .db('recipes')
      .where({ is_premium_exclusive: false })
      .count<[{ count: string }]>('*');
    expect(stats.recipes).toBe(Number(free[0].count));
    expect(await figures.locator('dd').first().textContent()).toBe(roundedDown(stats.recipes));
    const text = await page.locator('main').textContent();
    expect(text).not.toContain('100%');
    expect(text).not.toContain('24/7');
    expect(await page.getByText(EXPERT_PLAN_FEATURE).count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await screenshot(page, `honest-landing-${size}`);

    // "Start Cooking Free" opens the form on its Create account tab.
    await page.getByRole('link', { name: 'Start Cooking Free' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await eventually(() => page.getByRole('tab', { name: 'Create account' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(sizes)('an unknown path answers 404 with the not-found page (%s)', async (size) => {
    const { context, page, problems } = await visitorPage(size);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('404 Page Not Found');
    // Known pages still answer 200.
    expect((await fetch(`${world.app.url}/contact`)).status).toBe(200);
    expect((await fetch(`${world.app.url}/recipe/1`)).status).toBe(200);
    await expectAccessible(page);
    await screenshot(page, `honest-not-found-${size}`);
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    await context.close();
  });
});

describe('forms a person reads', () => {
  it.each(sizes)('sign-up shows every error at once, each a sentence beside its field (%s)', async (size) => {
    const { context, page, problems } = await visitorPage(size);
    await page.goto('/login?mode=signup');
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('E-mail').fill('not an address');
    await form.getByLabel('Password').fill('short');
    await form.getByRole('button', { name: 'Create account' }).click();
    await eventually(() => form.locator('.field__error').allTextContents()).toEqual([
      'E-mail must be a valid e-mail address.',
      'Password must be at least 12 characters.',
    ]);
    // Checked in the browser with the contract: nothing was sent.
    expect(await form.getByLabel('Password').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);
    await screenshot(page, `honest-signup-errors-${size}`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(sizes)('the contact form names every missing field, then its thanks fit the card (%s)', async (size) => {
    const { context, page, problems } = await visitorPage(size);
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await eventually(() => form.locator('.field__error').allTextContents()).toEqual([
      'First name is required.',
      'E-mail is required.',
      'Subject is required.',
      'Message is required.',
    ]);
    expect((await form.textContent()) ?? '').not.toMatch(/\b(firstName|email|subject|message):/);
    await screenshot(page, `honest-contact-errors-${size}`);
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('E-mail').fill('ada@example.com');
    await form.getByLabel('Subject').fill('Hello');
    await form.getByLabel('Message').fill('Just saying the soup was lovely.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const card = page.getByRole('region', { name: 'Send us a message' });
    await card.getByRole('status').waitFor();
    // The thanks take the card's own height: no tall empty panel beside the aside.
    expect((await card.boundingBox())!.height).toBeLessThan(260);
    await expectAccessible(page);
    await screenshot(page, `honest-contact-sent-${size}`);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('forms a cook or an admin reads', () => {
  it('deleting the account without the password says so beside the field, and deletes nothing', async () => {
    const { context, page } = await signedInCook(world.browser, world.app, { viewport: 'phone' });
    const problems = collectProblems(page);
    await page.goto('/account');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    const password = dialog.getByLabel('Your password');
    await eventually(() => dialog.locator('.field__error').allTextContents()).toEqual(['Your password is required.']);
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    // The sentence is the field's own description, read with it.
    const describedBy = (await password.getAttribute('aria-describedby')) ?? '';
    expect(await dialog.locator(`[id="${describedBy}"]`).textContent()).toBe('Your password is required.');
    await expectAccessible(page);
    await screenshot(page, 'honest-delete-account-error-phone', { fullPage: false });
    await page.keyboard.press('Escape');
    expect((await context.request.get('/api/auth/user')).status()).toBe(200);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(sizes)(
    'the ops area’s user search and Premium grant check their fields as the server does (%s)',
    async (size) => {
      const context = await newContext(world.browser, world.app.url, size);
      await registerInContext(world.app, context.request, adminCook, { verify: true });
      const page = await context.newPage();
      await page.goto('/admin');
      await page.getByRole('tab', { name: 'Users' }).click();
      const search = page.getByRole('search', { name: 'Users' });
      await search.getByRole('searchbox', { name: 'Search users' }).fill('x'.repeat(255));
      await search.getByRole('button', { name: 'Search' }).click();
      await eventually(() => search.locator('.field__error').allTextContents()).toEqual([
        'The search must be at most 254 characters.',
      ]);
      await expectAccessible(page);
      await screenshot(page, `honest-admin-search-error-${size}`, { fullPage: false });

      await search.getByRole('searchbox', { name: 'Search users' }).fill(ADMIN);
      await search.getByRole('button', { name: 'Search' }).click();
      await eventually(() => search.locator('.field__error').count()).toBe(0);
      await page.getByRole('button', { name: `Grant Premium to ${ADMIN}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Grant Premium' });
      await dialog.getByLabel('Days').fill('0');
      await dialog.getByRole('button', { name: 'Grant Premium' }).click();
      await eventually(() => dialog.locator('.field__error').allTextContents()).toEqual(['Days must be at least 1.']);
      expect(await dialog.getByLabel('Days').getAttribute('aria-invalid')).toBe('true');
      await expectAccessible(page);
      await context.close();
    },
  );
});

describe('a cook’s screens', () => {
  it.each(sizes)('a new page opens at its top, and Back returns to the place on the recipes (%s)', async (size) => {
    const { context, page } = await signedInCook(world.browser, world.app, { viewport: size });
    const problems = collectProblems(page);
    await gotoHydrated(page, '/recipes');
    // Halfway down the cards, as a cook who has read that far, then the list from the sticky header.
    const card = page.locator('.recipe-card').nth(12);
    await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const place = await scrollY(page);
    expect(place).toBeGreaterThan(500);
    const cardTop = (await card.boundingBox())!.y;
    // A tap where the link is (a locator's click would first scroll the sticky header's link "into view").
    const list = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Shopping list/ });
    const at = (await list.boundingBox())!;
    await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
    // The address changes at once; the list's page replaces the recipes once its code has come.
    await page.getByRole('heading', { level: 1, name: 'Shopping List' }).waitFor();
    await eventually(() => scrollY(page)).toBe(0);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/recipes');
    // Where the cook was, and the same card there (give or take the few pixels the page drawn here and
    // the server's differ: the browser keeps a place within the page's height as it stands when restored).
    await eventually(async () => Math.abs((await scrollY(page)) - place)).toBeLessThan(24);
    expect(Math.abs((await card.boundingBox())!.y - cardTop)).toBeLessThan(24);

    // A filter ticked down the page narrows the recipes where the cook is: the page does not jump.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Filters' }).click();
    const vegetarian = page.getByRole('checkbox', { name: 'Vegetarian' });
    // At the top of the screen, below the sticky header: the page is scrolled, the box in reach.
    await vegetarian.evaluate((box) => box.scrollIntoView({ block: 'start' }));
    const atFilters = await scrollY(page);
    expect(atFilters).toBeGreaterThan(0);
    await vegetarian.click();
    await page.waitForURL((url) => url.searchParams.get('dietary') === 'Vegetarian');
    await eventually(() => page.locator('.browser__count').textContent()).toMatch(/^\d/);
    await eventually(() => scrollY(page)).toBe(atFilters);

    // A page opened afresh (a bookmark, a typed address) opens at its top, whatever the last one was.
    await page.goto('/recipes');
    await page.locator('.recipe-card').first().waitFor();
    await eventually(() => scrollY(page)).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('video cards show how long the media plays, and Back to Recipes returns where the cook was', async () => {
    const { context, page } = await signedInCook(world.browser, world.app, { viewport: 'phone' });
    const problems = collectProblems(page);
    await page.goto('/videos');
    const durations = page.locator('.video-card__duration [aria-hidden="true"]');
    await eventually(() => durations.count()).toBeGreaterThan(0);
    // The seed media are 8-second clips: that is what the cards say.
    expect(new Set(await durations.allTextContents())).toEqual(new Set(['0:08']));
    await expectAccessible(page);
    await screenshot(page, 'honest-videos-phone');

    // The poster on the card and the played media run to their left edge: no strip down it.
    const poster = page.locator('.video-card .video-thumb img').first();
    await poster.evaluate((image: HTMLImageElement) => image.decode());
    expect(await leftEdgeStray(poster)).toBeLessThan(24);
    await page.locator('.video-card').first().getByRole('button').first().click();
    const video = page.getByRole('dialog').locator('video');
    await video.evaluate(
      (element: HTMLVideoElement) =>
        new Promise((resolve, reject) => {
          element.addEventListener('seeked', resolve, { once: true });
          element.addEventListener('error', () => reject(new Error(`media error ${element.error?.code}`)), {
            once: true,
          });
          element.muted = true;
          element.currentTime = 4;
        }),
    );
    expect(await leftEdgeStray(video)).toBeLessThan(24);
    await page.keyboard.press('Escape');

    // From a meal plan to one of its recipes and back: the cook lands on the plan again.
    const plans = await contextApi(context, world.app.url)<{ plans: Array<{ id: string }> }>('GET', '/api/meal-plans');
    const planPath = `/meal-plans/${plans.plans[0].id}`;
    await page.goto(planPath);
    // The plan's last recipe, down the page: the recipe opens at its top, and Back returns to that place.
    const last = page.locator('main a[href^="/recipe/"]').last();
    await last.scrollIntoViewIfNeeded();
    const place = await scrollY(page);
    expect(place).toBeGreaterThan(0);
    await last.click();
    await page.getByRole('link', { name: 'Back to Recipes' }).first().waitFor();
    expect(await scrollY(page)).toBe(0);
    await page.getByRole('link', { name: 'Back to Recipes' }).first().click();
    await page.waitForURL((url) => url.pathname === planPath);
    await eventually(() => scrollY(page)).toBe(place);
    // Opened fresh (a link from elsewhere), the way back is the recipe browser.
    await page.goto(new URL(page.url()).pathname.replace(planPath, '/recipe/1'));
    await page.getByRole('link', { name: 'Back to Recipes' }).first().click();
    await page.waitForURL((url) => url.pathname === '/recipes');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('ops screens', () => {
  it.each(sizes)('the Overview shows labelled figures and the mail view the decoded message (%s)', async (size) => {
    const context = await newContext(world.browser, world.app.url, size);
    // The same account for both sizes: registering again signs in with the password it has.
    await registerInContext(world.app, context.request, adminCook, { verify: true });
    const page = await context.newPage();
    await page.setViewportSize(viewports[size]);
    await page.goto('/admin');
    const overview = page.getByRole('region', { name: 'Expert questions' });
    await overview.waitFor();
    expect(await overview.locator('dt').allTextContents()).toEqual(['Unanswered', 'Past the 24-hour promise']);
    expect((await page.locator('main').textContent()) ?? '').not.toMatch(/[{}"]/);
    await expectAccessible(page);
    await screenshot(page, `honest-admin-overview-${size}`);

    await page.getByRole('tab', { name: 'Mail outbox' }).click();
    const verify = page
      .locator('.admin-mail li')
      .filter({ hasText: /confirm/i })
      .first();
    await verify.getByRole('button', { name: /^Read/ }).click();
    const message = verify.getByRole('article');
    await message.waitFor();
    // Decoded: no quoted-printable left, and the link is whole and clickable.
    const body = (await message.locator('.mail-view__text').textContent()) ?? '';
    expect(body).not.toMatch(/=\r?\n|=3D/);
    const link = message.locator('.mail-view__text a').first();
    expect(await link.getAttribute('href')).toMatch(/^http:\/\/.+\/verify-email\?token=/);
    await expectAccessible(page);
    await screenshot(page, `honest-admin-mail-text-${size}`);
    const html = message.getByRole('button', { name: 'HTML' });
    if ((await html.count()) > 0) {
      await html.click();
      const frame = message.locator('iframe');
      expect(await frame.getAttribute('sandbox')).toBe('');
      await screenshot(page, `honest-admin-mail-html-${size}`);
    }
    await context.close();
  });
});
