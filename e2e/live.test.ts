import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ShoppingListView } from '@common/contracts/shopping-list.schema';
import { contextApi, newCook, signedInCook } from './support/accounts';
import { newContext, screenshot, setChecked, appPerFile } from './support/browser';

const world = appPerFile();

/** Opens `path` and waits until its live stream is open, so a change made next is one it must hear of. */
async function openLive(page: Page, path: string) {
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto(path);
  expect((await stream).status()).toBe(200);
}

/** A mark on the page's window: gone after a reload, so its presence proves the page updated in place. */
const markLoaded = (page: Page) => page.evaluate('window.liveMark = true');
const stillLoaded = (page: Page) => page.evaluate<boolean>('window.liveMark === true');

describe('live on every phone', () => {
  it("shows a tick and a planned dinner from the cook's other phone without reloading", async () => {
    const cook = newCook('live');
    const first = await signedInCook(world.browser, world.app, { viewport: 'phone', cook });
    await first.api('POST', '/api/shopping-list/items', { text: '3 limes' });
    const list = await first.api<ShoppingListView>('GET', '/api/shopping-list');
    const limes = list.items.find((item) => item.ingredient.includes('lime'))!;

    // The same cook signed in on a second phone.
    const second = await newContext(world.browser, world.app.url, 'phone');
    const secondApi = contextApi(second, world.app.url);
    await secondApi('POST', '/api/auth/login', { email: cook.email, password: cook.password });
    const other = await second.newPage();

    await openLive(first.page, '/shopping-list');
    await openLive(other, '/shopping-list');
    const box = (page: Page) => page.getByRole('checkbox', { name: new RegExp(limes.ingredient) });
    await box(other).waitFor();
    expect(await box(other).isChecked()).toBe(false);
    await markLoaded(other);

    const written = first.page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().includes('/api/shopping-list/items/'),
    );
    await setChecked(box(first.page), true);
    await written;
    const ticked = Date.now();
    await expect.poll(() => box(other).isChecked(), { timeout: 5000, interval: 20 }).toBe(true);
    console.info(`the tick showed on the other phone ${Date.now() - ticked} ms after the server answered it`);
    expect(await stillLoaded(other)).toBe(true);
    await screenshot(other, 'live-list-other-phone');

    await openLive(other, '/planner');
    await other.getByRole('heading', { level: 1, name: 'My Week' }).waitFor();
    await markLoaded(other);
    const monday = await other.locator('.planner-day').first().getAttribute('data-day');
    const planned = Date.now();
    await first.api('POST', '/api/planner/entries', {
      date: monday,
      meal: 'dinner',
      note: 'Fish tacos',
    });
    await other.getByText('Fish tacos').waitFor({ timeout: 5000 });
    console.info(`the planned dinner showed on the other phone ${Date.now() - planned} ms after it was sent`);
    await other.getByText('Fish tacos').scrollIntoViewIfNeeded();
    await screenshot(other, 'live-planner-other-phone', { fullPage: false });
    expect(await stillLoaded(other)).toBe(true);
    await second.close();
    await first.context.close();
  });
});
