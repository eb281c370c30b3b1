import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AccountExport } from '@common/contracts/account.schema';
import { REGISTER_ACCEPTED_MESSAGE, RESEND_VERIFICATION_MESSAGE } from '@common/contracts/auth';
import { seedRecipeId } from '../backend/src/testing/seeded-server';
import {
  mailTo,
  mailsTo,
  newCook,
  registerClient,
  registerInContext,
  verificationLinkFor,
  type Cook,
  contextApi,
} from './support/accounts';
import {
  expectAccessible,
  gotoHydrated,
  newContext,
  openSeededApp,
  screenshot,
  screenshotsDesktopAndPhone,
  viewports,
  appPerFile,
  visitSignedOut,
} from './support/browser';

const ADMIN = 'account-admin@example.com';
/** One account for ADMIN across the journeys (the first to need it registers it; later ones sign in). */
const adminCook = newCook('admin', { email: ADMIN, firstName: 'Olive', lastName: 'Ramsay' });

const world = appPerFile(() => openSeededApp({ ADMIN_EMAILS: ADMIN }));

/** Waits (up to `timeout` ms) for the value to match: the page talks to a real server and its workers. */
const eventually = <T>(read: () => T | Promise<T>, timeout = 15_000) => expect.poll(read, { timeout, interval: 250 });

const toast = (page: Page) => page.locator('.toast').first();

/** A browser context signed in as a new account (`verify`: its address confirmed through the mail). */
async function signedIn(cook: Cook, { verify = false, viewport = 'desktop' as keyof typeof viewports } = {}) {
  const context = await newContext(world.browser, world.app.url, viewport);
  await registerInContext(world.app, context.request, cook, { verify });
  return { context, page: await context.newPage(), api: contextApi(context, world.app.url), cook };
}

const storedKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage));
/** Names of the service worker's caches that hold an answer for `path`. */
const cachesHolding = (page: Page, path: string) =>
  page.evaluate(async (wanted) => {
    const names = await caches.keys();
    const holding = await Promise.all(
      names.map(async (name) => ((await (await caches.open(name)).match(wanted)) ? name : null)),
    );
    return holding.filter((name) => name !== null);
  }, path);

/** The cooks that cached session answers name (a visitor's answer, `{user: null}`, names nobody). */
const cachedSessionUsers = (page: Page) =>
  page.evaluate(async () => {
    const users: unknown[] = [];
    for (const name of await caches.keys()) {
      const hit = await (await caches.open(name)).match('/api/auth/session');
      const user = hit ? ((await hit.json()) as { user: unknown }).user : null;
      if (user) users.push(user);
    }
    return users;
  });

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('region', { name: 'Account menu' });
  await menu.waitFor();
  return menu;
}

describe('confirming the e-mail address', () => {
  it('signs up without a session, confirms through the mailed link, and holds the admin role only then', async () => {
    const cook = adminCook;
    const context = await newContext(world.browser, world.app.url);
    const page = await context.newPage();

    await page.goto('/login?mode=signup');
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('First name').fill(cook.firstName);
    await form.getByLabel('Last name').fill(cook.lastName);
    await form.getByLabel('E-mail').fill(cook.email);
    await form.getByLabel('Password').fill('too short');
    await form.getByRole('button', { name: 'Create account' }).click();
    await eventually(() => form.getByRole('alert').first().textContent()).toBe(
      'Password must be at least 12 characters.',
    );
    await form.getByLabel('Password').fill(cook.password);
    await form.getByRole('button', { name: 'Create account' }).click();

    // The form gives way to the server's message and the address; nobody is signed in.
    const sent = page.getByRole('status').filter({ hasText: REGISTER_ACCEPTED_MESSAGE });
    await sent.waitFor();
    expect(await page.locator('.sign-up-sent').textContent()).toContain(cook.email);
    expect((await context.request.get('/api/auth/user')).status()).toBe(401);
    await expectAccessible(page);
    await screenshotsDesktopAndPhone(page, 'account-sign-up-sent');

    // An unconfirmed account signs in with its password and cooks, without its role.
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('E-mail').fill(cook.email);
    await signIn.getByLabel('Password').fill(cook.password);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${world.app.url}/`);
    const banner = page.getByRole('region', { name: 'E-mail address not confirmed' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain(`Confirm your e-mail address: we sent a link to ${cook.email}.`);
    expect((await context.request.get('/api/admin/overview')).status()).toBe(403);
    const menu = await openMenu(page);
    expect(await menu.getByRole('link', { name: 'Account settings' }).count()).toBe(1);
    expect(await menu.getByRole('link', { name: 'Operations' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    const linksBefore = (await mailsTo(world.app, cook.email, '/verify-email?token=')).length;
    await banner.getByRole('button', { name: 'Resend link' }).click();
    await eventually(() => banner.getByRole('status').textContent()).toBe(RESEND_VERIFICATION_MESSAGE);
    await eventually(async () => (await mailsTo(world.app, cook.email, '/verify-email?token=')).length).toBe(
      linksBefore + 1,
    );
    await expectAccessible(page);
    await screenshotsDesktopAndPhone(page, 'account-banner', { fullPage: false });

    // The link (the newest) confirms the address; the page POSTs it once.
    const link = await verificationLinkFor(world.app, cook.email);
    const verifyPosts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/verify-email')) verifyPosts.push(request.method());
    });
    await page.goto(link);
    await page.getByText('Your e-mail address is confirmed.').waitFor();
    expect(verifyPosts).toEqual(['POST']);
    await expectAccessible(page);
    await screenshot(page, 'account-verified-desktop');
    await page.getByRole('link', { name: 'Continue to recipes' }).click();
    await page.waitForURL('**/recipes');
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(await banner.count()).toBe(0);
    await page.reload();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(await banner.count()).toBe(0);
    const adminMenu = await openMenu(page);
    await adminMenu.getByRole('link', { name: 'Operations' }).waitFor();
    await page.keyboard.press('Escape');
    expect((await context.request.get('/api/admin/overview')).status()).toBe(200);

    // A spent link says so; the address is confirmed already, so there is nothing to resend.
    const again = await context.newPage();
    await again.goto(link);
    await again.getByRole('alert').waitFor();
    expect(await again.getByRole('button', { name: 'Resend link' }).count()).toBe(0);
    await expectAccessible(again);
    await again.close();
    await context.close();
  });
});

describe('the ops area', () => {
  it('finds accounts and grants, then ends, a Premium comp', async () => {
    const admin = await signedIn(adminCook, { verify: true });
    const guest = newCook('guest', { firstName: 'Pat', lastName: 'Comp' });
    const { client: guestClient } = await registerClient(world.app, guest);

    const { page } = admin;
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Operations' }).waitFor();
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('searchbox', { name: 'Search users' }).fill(guest.email);
    await page.getByRole('search', { name: 'Users' }).getByRole('button', { name: 'Search' }).click();
    const row = page.locator('.user-row').filter({ hasText: guest.email });
    await row.waitFor();
    await eventually(() => page.locator('.user-row').count()).toBe(1);
    expect(await row.textContent()).toContain('Pat Comp');
    expect(await row.locator('dd').allTextContents()).toEqual(['No', '—', 'No', '—']);

    // Premium on the house needs a confirmed address: the dialog says so and stays open.
    await row.getByRole('button', { name: `Grant Premium to ${guest.email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Grant Premium' });
    await dialog.waitFor();
    await dialog.getByLabel('Days').fill('30');
    await dialog.getByRole('button', { name: 'Grant Premium' }).click();
    await dialog.getByRole('alert').waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    const token = new URLSearchParams((await verificationLinkFor(world.app, guest.email)).split('?')[1]).get('token');
    expect((await guestClient.post('/api/auth/verify-email', { token })).status).toBe(200);
    await page.getByRole('search', { name: 'Users' }).getByRole('button', { name: 'Search' }).click();
    await eventually(() => row.locator('dd').allTextContents()).toEqual(['Yes', '—', 'No', '—']);
    await row.getByRole('button', { name: `Grant Premium to ${guest.email}` }).click();
    await dialog.waitFor();
    await dialog.getByLabel('Days').fill('30');
    await dialog.getByLabel('Note (optional)').fill('Sorry about the outage');
    await expectAccessible(page);
    await screenshotsDesktopAndPhone(page, 'account-admin-grant', { fullPage: false });
    await dialog.getByRole('button', { name: 'Grant Premium' }).click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(() => toast(page).textContent()).toContain('Premium granted');
    await eventually(() => row.textContent()).toContain(`granted by`);
    expect(await row.textContent()).toContain('Sorry about the outage');
    expect((await row.locator('dd').allTextContents())[2]).toBe('Yes');
    await expectAccessible(page);

    // The whole list (the admin and the guest at least), as the ops area shows it.
    await page.getByRole('searchbox', { name: 'Search users' }).fill('');
    await page.getByRole('search', { name: 'Users' }).getByRole('button', { name: 'Search' }).click();
    await eventually(() => page.locator('.user-row').count()).toBeGreaterThan(1);
    // (The guest's row names the admin too, as who granted the comp.)
    const adminRow = page.locator('.user-row').filter({ has: page.getByText(ADMIN, { exact: true }) });
    expect(await adminRow.locator('dd').nth(0).textContent()).toBe('Yes');
    expect(await adminRow.locator('dd').nth(1).textContent()).toBe('Admin');
    await toast(page).getByRole('button', { name: 'Dismiss' }).click();
    await toast(page).waitFor({ state: 'detached' });
    await screenshotsDesktopAndPhone(page, 'account-admin-users');

    await row.getByRole('button', { name: `End comp for ${guest.email}` }).click();
    await page
      .getByRole('alertdialog', { name: 'End this comp now?' })
      .getByRole('button', { name: 'End comp' })
      .click();
    await eventually(() => row.locator('dd').allTextContents()).toEqual(['Yes', '—', 'No', '—']);
    await admin.context.close();
  });
});

describe('/account', () => {
  it('sends a visitor to sign in and back', async () => {
    const { context, page } = await visitSignedOut(world, '/account');
    await page.getByRole('form', { name: 'Sign in' }).waitFor();
    await context.close();
  });

  it('changes the password, which signs the other device out; signs out everywhere', async () => {
    const laptop = await signedIn(newCook('devices', { firstName: 'Ada' }));
    const { cook } = laptop;
    const phone = await newContext(world.browser, world.app.url, 'phone');
    const phoneApi = contextApi(phone, world.app.url);
    await phoneApi('POST', '/api/auth/login', { email: cook.email, password: cook.password });
    const carbonara = await seedRecipeId(world.app, 'italian-spaghetti-carbonara');
    const recipe = await phoneApi<{ name: string }>('GET', `/api/recipes/${carbonara}`);
    await phoneApi('PUT', `/api/favorites/${carbonara}`);
    const phonePage = await phone.newPage();
    await phonePage.goto('/favorites');
    await phonePage.getByText(recipe.name).first().waitFor();
    expect(await storedKeys(phonePage)).toContain('Sous_favorites');

    const { page } = laptop;
    await page.goto('/account');
    await page.getByRole('heading', { level: 1, name: 'Account settings' }).waitFor();
    const devices = page.getByRole('region', { name: 'Signed-in devices' }).getByRole('listitem');
    await eventually(() => devices.count()).toBe(2);
    const thisDevice = devices.filter({ hasText: 'This device' });
    expect(await thisDevice.textContent()).toContain('Chrome on Linux');
    expect(await thisDevice.textContent()).toContain('Last active now');
    await expectAccessible(page);
    await screenshotsDesktopAndPhone(page, 'account-settings');

    const form = page.getByRole('form', { name: 'Change password' });
    const newPassword = `${cook.password}-and-thyme`;
    await form.getByLabel('Current password').fill(cook.password);
    await form.getByLabel('New password').fill('too short');
    await form.getByRole('button', { name: 'Change password' }).click();
    await eventually(() => form.getByRole('alert').first().textContent()).toBe(
      'New password must be at least 12 characters.',
    );
    await form.getByLabel('Current password').fill('not my password at all');
    await form.getByLabel('New password').fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    const currentError = form.getByLabel('Current password');
    await eventually(() => currentError.getAttribute('aria-invalid')).toBe('true');
    expect((await form.getByRole('alert').first().textContent())?.length).toBeGreaterThan(0);
    await form.getByLabel('Current password').fill(cook.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await form
      .getByRole('status')
      .filter({ hasText: 'Your password has been changed. Every other device was signed out.' })
      .waitFor();
    await eventually(() => devices.count()).toBe(1);
    await expectAccessible(page);

    // The phone's next navigation finds it signed out, and nothing of the cook left on it.
    await phonePage.goto('/favorites');
    await phonePage.waitForURL('**/login?returnTo=%2Ffavorites');
    await phonePage.getByRole('form', { name: 'Sign in' }).waitFor();
    expect(await storedKeys(phonePage)).not.toContain('Sous_favorites');
    expect(
      (
        await phone.request.post('/api/auth/login', {
          data: { email: cook.email, password: cook.password },
          headers: { origin: world.app.url },
        })
      ).status(),
    ).toBe(401);

    // Sign out everywhere: this browser too, then the sign-in page says why.
    await phoneApi('POST', '/api/auth/login', { email: cook.email, password: newPassword });
    await page.reload();
    await eventually(() => devices.count()).toBe(2);
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page
      .getByRole('alertdialog', { name: 'Sign out everywhere?' })
      .getByRole('button', { name: 'Sign out everywhere' })
      .click();
    await page.waitForURL('**/login?notice=signed-out-everywhere');
    await page.getByText('You have been signed out on every device, this one included.').waitFor();
    await expectAccessible(page);
    expect((await laptop.context.request.get('/api/auth/user')).status()).toBe(401);
    expect((await phone.request.get('/api/auth/user')).status()).toBe(401);
    await Promise.all([laptop.context.close(), phone.close()]);
  });

  it('downloads everything the account holds as JSON', async () => {
    const { context, page, api, cook } = await signedIn(newCook('export', { firstName: 'Edna' }));
    const carbonara = await seedRecipeId(world.app, 'italian-spaghetti-carbonara');
    await api('PUT', `/api/favorites/${carbonara}`);
    await page.goto('/account');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as AccountExport;
    expect(data.profile.email).toBe(cook.email);
    expect(data.favorites.map((favorite) => favorite.recipeId)).toEqual([carbonara]);
    await context.close();
  });

  it('deletes the account: signed out, the password no longer works, a review stays without the name', async () => {
    const { context, page, api, cook } = await signedIn(newCook('leaving', { firstName: 'Rosa', lastName: 'Mele' }), {
      verify: true,
    });
    const reviewText = `Weeknight pasta that my whole family asked for again, thank you (${Date.now().toString(36)})`;
    await api('POST', '/api/reviews', { customerName: 'Rosa M.', reviewContent: reviewText, starRating: 5 });
    type Reviews = { reviews: Array<{ customerName: string; reviewContent: string }> };
    const published = async () =>
      (await api<Reviews>('GET', '/api/reviews?limit=50')).reviews.find(
        (review) => review.reviewContent === reviewText,
      );
    await eventually(async () => (await published())?.customerName, 30_000).toBe('Rosa M.');

    await page.goto('/account');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    const explained = await dialog.textContent();
    expect(explained).toContain('Your personal data is removed at once');
    expect(explained).toContain('Reviews you wrote stay published, without your name');
    expect(explained).toContain('A Premium subscription is cancelled straight away');
    expect(explained).toContain(`We send a confirmation to ${cook.email}.`);
    await dialog.getByLabel('Your password').fill('not my password at all');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await eventually(() => dialog.getByLabel('Your password').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);
    await screenshotsDesktopAndPhone(page, 'account-delete-dialog', { fullPage: false });
    await dialog.getByLabel('Your password').fill(cook.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    await page.waitForURL('**/?notice=account-deleted');
    await page.getByText('Your account has been deleted.', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Start Cooking Free' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'account-deleted-desktop', { fullPage: false });

    await page.goto('/login');
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('E-mail').fill(cook.email);
    await signIn.getByLabel('Password').fill(cook.password);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await signIn.getByRole('alert').first().waitFor();
    expect((await context.request.get('/api/auth/user')).status()).toBe(401);

    const review = await published();
    expect(review).toBeDefined();
    expect(review!.customerName).not.toContain('Rosa');
    expect(review!.customerName).toMatch(/former member|anonymous/i);
    await mailTo(world.app, cook.email, 'deleted');
    await context.close();
  });
});

describe('a shared computer', () => {
  async function cookWithData(context: BrowserContext) {
    const cook = newCook('shared', { firstName: 'Marcella', lastName: 'Hazan' });
    await registerInContext(world.app, context.request, cook);
    const api = contextApi(context, world.app.url);
    const carbonara = await seedRecipeId(world.app, 'italian-spaghetti-carbonara');
    const tiramisu = await seedRecipeId(world.app, 'italian-classic-tiramisu');
    const favorite = await api<{ name: string }>('GET', `/api/recipes/${carbonara}`);
    await api('PUT', `/api/favorites/${carbonara}`);
    const list = await api<{ items: Array<{ ingredient: string }> }>('POST', '/api/shopping-list/recipes', {
      recipeId: tiramisu,
    });
    return { cook, favorite: favorite.name, item: list.items[0].ingredient };
  }

  /** Nothing the cook would recognise as theirs on the page. */
  async function expectNoTrace(page: Page, { cook, favorite, item }: Awaited<ReturnType<typeof cookWithData>>) {
    const text = (await page.locator('body').textContent()) ?? '';
    for (const trace of [cook.email, cook.firstName, cook.lastName, favorite, item]) expect(text).not.toContain(trace);
    expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);
  }

  const userKeys = (keys: string[]) => keys.filter((key) => key !== 'Sous_units');

  it('logs out leaving nothing of the cook: offline, a reload shows a visitor', async () => {
    const context = await newContext(world.browser, world.app.url);
    const traces = await cookWithData(context);
    const page = await context.newPage();
    await page.goto('/favorites');
    await page.getByText(traces.favorite).first().waitFor();
    await eventually(() => page.evaluate<boolean>('navigator.serviceWorker.controller !== null'), 20_000).toBe(true);
    await page.goto('/shopping-list');
    await page.getByText(traces.item).first().waitFor();
    // The worker now holds the cook's session answer, and the device the offline copies.
    await eventually(() => cachesHolding(page, '/api/auth/session').then((names) => names.length)).toBeGreaterThan(0);
    expect(userKeys(await storedKeys(page))).toEqual(expect.arrayContaining(['Sous_favorites', 'shoppingList']));

    const menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Log out' }).click();
    await page.waitForURL(`${world.app.url}/`);
    await page.getByRole('link', { name: 'Start Cooking Free' }).waitFor();
    expect(userKeys(await storedKeys(page))).toEqual([]);
    expect(await cachesHolding(page, '/api/auth/session')).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await page.locator('#main').waitFor();
    await expectNoTrace(page, traces);
    await page.goto('/favorites').catch(() => undefined);
    await page.locator('#root').waitFor();
    await expectNoTrace(page, traces);
    await context.setOffline(false);
    await context.close();
  });

  it('forgets the cook when the session ends elsewhere (a 401), before the next screen', async () => {
    const context = await newContext(world.browser, world.app.url);
    const traces = await cookWithData(context);
    const page = await context.newPage();
    // Server-rendered and inert until hydrated: the click below must reach the app, not the bare markup.
    await gotoHydrated(page, '/favorites');
    await page.getByText(traces.favorite).first().waitFor();
    expect(userKeys(await storedKeys(page))).toContain('Sous_favorites');

    // Another tab logs out: the page's stream of live changes ends with the session, and the page asks
    // who is signed in, forgets the cook and sends them to sign in, without waiting for a click.
    const response = await context.request.post('/api/auth/logout', { headers: { origin: world.app.url } });
    expect(response.status()).toBe(204);
    await page.waitForURL('**/login?returnTo=%2Ffavorites');
    expect(userKeys(await storedKeys(page))).toEqual([]);
    // The sign-in page asks again and may keep the visitor's answer; none names the cook.
    expect(await cachedSessionUsers(page)).toEqual([]);
    await expectNoTrace(page, traces);
    await context.close();
  });
});
