import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, newContext, screenshot, type Viewport, appPerFile } from './support/browser';
import { newCook, signedInCook } from './support/accounts';
import { eventually } from './support/eventually';

const world = appPerFile();

const signedIn = (viewport: Viewport = 'desktop') =>
  signedInCook(world.browser, world.app, { viewport, cook: newCook('subscriber') });

/** Waits (up to `timeout` ms) for the value to match: the page talks to a real server. */

const toast = (page: Page) => page.locator('.toast').first();

async function payWith(page: Page, cardNumber: string) {
  await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
  await page.getByText('Test mode — no real charge').waitFor();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry month').fill('12');
  await page.getByLabel('Expiry year').fill(String((new Date().getFullYear() + 3) % 100));
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

describe('/subscribe', () => {
  it.each(['desktop', 'phone'] as const)('sends a visitor to sign in from both plans (%s)', async (viewport) => {
    const context = await newContext(world.browser, world.app.url, viewport);
    const page = await context.newPage();
    await page.goto('/subscribe');
    await page.getByRole('heading', { level: 1, name: 'Choose your plan' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Sous Free' }).count()).toBe(1);
    expect(await page.getByText('$9.99').count()).toBeGreaterThan(0);
    for (const name of ['Continue with Free', 'Upgrade to Premium'])
      expect(await page.getByRole('link', { name }).getAttribute('href')).toBe('/api/login?returnTo=%2Fsubscribe');
    const nav = page.getByRole('navigation', { name: 'Explore' });
    expect(await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/',
      '/recipes',
      '/meal-plans',
      '/videos',
    ]);
    await expectAccessible(page);
    await screenshot(page, `subscribe-plans-visitor-${viewport}`);
    await context.close();
  });

  it('subscribes with the sandbox test card, cancels and reactivates', async () => {
    const { context, page, api } = await signedIn();
    await page.goto('/subscribe');
    await page.getByRole('heading', { level: 1, name: 'Choose your plan' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'subscribe-plans-desktop');

    await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
    await page.getByText('Test mode — no real charge').waitFor();
    await page.getByText('4242 4242 4242 4242').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'subscribe-checkout-desktop');
    await page.getByRole('button', { name: 'Back to plans' }).click();

    await payWith(page, '4242 4242 4242 4242');
    await eventually(() => toast(page).textContent(), 20_000).toContain('Welcome to Premium!');
    expect(await toast(page).textContent()).toContain(
      'You now have access to exclusive monthly recipes and premium features.',
    );
    await page.getByRole('heading', { level: 1, name: 'Premium Active' }).waitFor();
    await eventually(() => page.locator('.manage__renewal').textContent()).toMatch(/^Renews on \w+ \d+, \d{4}$/);
    expect((await api<{ isPremium: boolean }>('GET', '/api/auth/user')).isPremium).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'subscribe-premium-active-desktop');

    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
    await eventually(() => toast(page).textContent()).toContain('Subscription Cancelled');
    await eventually(() => page.locator('.manage__renewal').textContent()).toMatch(/^Ends on \w+ \d+, \d{4}$/);
    expect(
      (await api<{ cancelAtPeriodEnd: boolean; hasSubscription: boolean }>('GET', '/api/subscription-status'))
        .cancelAtPeriodEnd,
    ).toBe(true);
    await screenshot(page, 'subscribe-premium-ending-desktop');

    await page.getByRole('button', { name: 'Reactivate subscription' }).click();
    await eventually(() => toast(page).textContent()).toContain('Subscription Reactivated');
    await eventually(() => page.locator('.manage__renewal').textContent()).toMatch(/^Renews on /);
    expect((await api<{ cancelAtPeriodEnd: boolean }>('GET', '/api/subscription-status')).cancelAtPeriodEnd).toBe(
      false,
    );
    await context.close();
  });

  it('shows Payment Failed for a declined card (phone)', async () => {
    const { context, page, api } = await signedIn('phone');
    await page.goto('/subscribe');
    await page.getByRole('heading', { level: 1, name: 'Choose your plan' }).waitFor();
    await payWith(page, '4000 0000 0000 0002');
    await eventually(() => toast(page).textContent()).toContain('Payment Failed');
    expect(await toast(page).textContent()).toContain('Your card was declined.');
    expect((await api<{ hasSubscription: boolean }>('GET', '/api/subscription-status')).hasSubscription).toBe(false);
    await expectAccessible(page);
    await screenshot(page, 'subscribe-declined-phone');
    await context.close();
  });

  it('starts the free plan and goes home', async () => {
    const { context, page } = await signedIn();
    await page.goto('/subscribe');
    await page.getByRole('button', { name: 'Continue with Free' }).click();
    await eventually(() => toast(page).textContent()).toContain('Welcome to Sous Free!');
    expect(await toast(page).textContent()).toContain('You now have access to basic features and 3 cooking videos.');
    await page.waitForURL(`${world.app.url}/`);
    await context.close();
  });
});
