import { describe, expect, it } from 'vitest';
import { expectAccessible, newContext, openApp, screenshot, appPerFile, visitSignedOut } from './support/browser';

const world = appPerFile(openApp);

describe('accounts in the browser', () => {
  it('signs up, stays signed in across a reload, logs out, and the old cookie stops working', async () => {
    const { context, page } = await visitSignedOut(world, '/favorites');
    await expectAccessible(page);
    await screenshot(page, 'auth-login-desktop');

    await page.getByRole('tab', { name: 'Create account' }).click();
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('First name').fill('Julia');
    await form.getByLabel('Last name').fill('Child');
    const email = `julia${Date.now()}@example.com`;
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Password').fill('short');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => form.getByRole('alert').first().textContent()).toContain('at least 12 characters');
    await form.getByLabel('Password').fill('bon appetit always');
    await form.getByRole('button', { name: 'Create account' }).click();

    // Registration signs nobody in: it mails a link. An unconfirmed account signs in with its password.
    await page.getByRole('status').filter({ hasText: 'Check your e-mail' }).waitFor();
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('E-mail').fill(email);
    await signIn.getByLabel('Password').fill('bon appetit always');
    await signIn.getByRole('button', { name: 'Sign in' }).click();

    // Back on the page the visitor asked for, signed in.
    await page.waitForURL('**/favorites');
    await expect.poll(() => page.getByRole('button', { name: 'Account menu' }).textContent()).toContain('Julia');
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Account menu' }).textContent()).toContain('Julia');
    await expectAccessible(page);
    await screenshot(page, 'auth-signed-in-desktop');

    const [sessionCookie] = (await context.cookies()).filter((cookie) => cookie.name === 'sous_session');
    expect(sessionCookie.httpOnly).toBe(true);

    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('region', { name: 'Account menu' });
    await expect.poll(() => menu.textContent()).toContain('My Favorites (0)');
    await expect.poll(() => menu.textContent()).toContain('Get Premium');
    await menu.getByRole('link', { name: 'Log out' }).click();
    await page.waitForURL(`${world.app.url}/`);
    await expect.poll(() => page.getByRole('link', { name: 'Start Cooking Free' }).isVisible()).toBe(true);

    const replay = await fetch(`${world.app.url}/api/auth/user`, {
      headers: { cookie: `sous_session=${sessionCookie.value}` },
    });
    expect(replay.status).toBe(401);
    await context.close();
  });

  it('shows the header with the search toggle on a phone', async () => {
    const context = await newContext(world.browser, world.app.url, 'phone');
    const page = await context.newPage();
    await page.goto('/login?mode=signup');
    const form = page.getByRole('form', { name: 'Create account' });
    const email = `mo${Date.now()}@example.com`;
    await form.getByLabel('First name').fill('Mo');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Password').fill('a very good password');
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('E-mail').fill(email);
    await signIn.getByLabel('Password').fill('a very good password');
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${world.app.url}/`);
    const search = page.getByRole('searchbox', { name: 'Search recipes' });
    await page.getByRole('button', { name: 'Open search' }).waitFor();
    expect(await search.count()).toBe(0); // the header's search box is hidden under 768 px
    await page.getByRole('button', { name: 'Open search' }).click();
    await expect.poll(() => search.count()).toBe(1);
    expect(await search.isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'auth-header-phone');
    await context.close();
  });
});
