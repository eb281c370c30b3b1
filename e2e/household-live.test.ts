import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ShoppingListItem, ShoppingListView } from '@common/contracts/shopping-list.schema';
import { newCook, registerClient, signedInCook } from './support/accounts';
import { appPerFile, expectAccessible, gotoHydrated, screenshot, setChecked } from './support/browser';
import { shownItemText } from './support/list-items';
import { planDinnerAndSendToList } from './support/planner';
import { eventually } from './support/eventually';

const world = appPerFile();

const pending = (page: Page) => page.evaluate(() => window.localStorage.getItem('Sous_pending'));

/** Ada's household on one phone and Ben, who joined it, on another; `invite` makes a fresh link's token. */
async function twoPhoneHousehold(prefix: string, name: string) {
  const phone = (role: string, firstName: string) =>
    signedInCook(world.browser, world.app, { viewport: 'phone', cook: newCook(`${prefix}-${role}`, { firstName }) });
  const [a, b] = [await phone('owner', 'Ada'), await phone('member', 'Ben')];
  await a.api('POST', '/api/household', { name });
  const invite = async () =>
    new URL((await a.api<{ url: string }>('POST', '/api/household/invites')).url).searchParams.get('invite');
  await b.api('POST', '/api/household/join', { token: await invite() });
  return { a, b, invite };
}

describe('a household, live and offline', () => {
  it('shows one member’s week and list on the other’s phone as it changes, and agrees after both were offline', async () => {
    const { a, b, invite } = await twoPhoneHousehold('live', 'Live kitchen');

    // B watches the household page while someone joins and is removed: the members list follows, unreloaded.
    await b.page.goto('/household');
    const members = b.page.getByRole('list', { name: 'Members' }).getByRole('listitem');
    await eventually(() => members.count()).toBe(2);
    const { client: carol, user: carolUser } = await registerClient(
      world.app,
      newCook('live-guest', { firstName: 'Cal' }),
    );
    const joined = await carol.post('/api/household/join', { token: await invite() });
    expect(joined.status).toBe(200);
    await eventually(() => members.count()).toBe(3);
    await b.page.getByText('Cal').first().waitFor();
    await expectAccessible(b.page);
    await screenshot(b.page, 'household-live-members-phone');
    await a.api('DELETE', `/api/household/members/${carolUser.id}`);
    await eventually(() => members.count()).toBe(2);

    // A plans a week and sends it to the list; B's open list shows it without a reload.
    await b.page.goto('/shopping-list');
    await b.page.getByRole('heading', { name: 'Your shopping list is empty' }).waitFor();
    await planDinnerAndSendToList(a.page, 'chili', /Beef and Bean Chili/);
    const list = await b.api<ShoppingListView>('GET', '/api/shopping-list');
    expect(list.items.length).toBeGreaterThanOrEqual(3);
    const [first, second, third] = list.items as [ShoppingListItem, ShoppingListItem, ShoppingListItem];
    const boxOf = (page: Page, item: ShoppingListItem) => page.getByRole('checkbox', { name: shownItemText(item) });
    await boxOf(b.page, first).waitFor();
    await a.page.goto('/shopping-list');
    await boxOf(a.page, first).waitFor();

    // Both go offline. A ticks the first line and the third; B ticks the second, and ticks then unticks
    // the third after A ticked it. Each adds a line of their own.
    await a.context.setOffline(true);
    await b.context.setOffline(true);
    await setChecked(boxOf(a.page, first), true);
    await setChecked(boxOf(a.page, third), true);
    await addLine(a.page, '3 limes');
    await setChecked(boxOf(b.page, second), true);
    await setChecked(boxOf(b.page, third), true);
    await setChecked(boxOf(b.page, third), false);
    await addLine(b.page, '8 corn tortillas');
    await screenshot(b.page, 'household-live-offline-phone');

    // B is back first: A's older tick of the third line, arriving after B's untick, does not undo it.
    await b.context.setOffline(false);
    await eventually(() => pending(b.page)).toBeNull();
    await a.context.setOffline(false);
    await eventually(() => pending(a.page)).toBeNull();

    const [fromA, fromB] = [
      await a.api<ShoppingListView>('GET', '/api/shopping-list'),
      await b.api<ShoppingListView>('GET', '/api/shopping-list'),
    ];
    expect(fromB).toEqual(fromA);
    const ticked = (item: ShoppingListItem) => fromA.items.find((line) => line.id === item.id)?.completed;
    expect([ticked(first), ticked(second), ticked(third)]).toEqual([true, true, false]);
    const added = fromA.items.filter((item) => /lime|tortilla/.test(item.ingredient)).map((item) => item.ingredient);
    expect(added.sort()).toEqual([expect.stringMatching(/tortilla/), expect.stringMatching(/lime/)].sort());
    expect(added).toHaveLength(2);
    // Both phones show that list, each line as the server has it, without a reload.
    for (const item of fromA.items) {
      await eventually(() => boxOf(a.page, item).isChecked()).toBe(item.completed);
      await eventually(() => boxOf(b.page, item).isChecked()).toBe(item.completed);
    }
    await expectAccessible(b.page);
    await screenshot(b.page, 'household-live-agreed-phone');

    // The week's calendar feed is iCalendar that a calendar app reads: A's dinner is in it.
    const { url } = await b.api<{ url: string }>('POST', '/api/planner/calendar-link');
    const feed = await b.context.request.get(new URL(url).pathname);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    const events = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent');
    expect(events.map((event) => new ICAL.Event(event).summary)).toEqual([
      expect.stringMatching(/^Dinner: Beef and Bean Chili/),
    ]);
    await a.context.close();
    await b.context.close();
  });
});

describe('a recipe shared with the household', () => {
  it('is offered in the editor to a cook in a household only, and the other member reads it but cannot change it', async () => {
    const loner = await signedInCook(world.browser, world.app, { viewport: 'phone' });
    await gotoHydrated(loner.page, '/recipes/new');
    await loner.page.getByRole('button', { name: 'Save recipe' }).waitFor();
    expect(await loner.page.getByRole('radio', { name: 'My household' }).count()).toBe(0);
    await loner.context.close();

    const { a, b } = await twoPhoneHousehold('tart', 'Tart kitchen');

    const name = 'Ada’s quince tart';
    await gotoHydrated(a.page, '/recipes/new');
    await a.page.getByLabel('Name', { exact: true }).fill(name);
    await a.page.getByRole('textbox', { name: 'Ingredient 1' }).fill('3 quinces');
    await a.page.getByRole('textbox', { name: 'Step 1' }).fill('Bake the quinces at 400°F for 30 minutes.');
    const household = a.page.getByRole('radio', { name: 'My household' });
    expect(await a.page.getByRole('radio', { name: 'Only me' }).isChecked()).toBe(true);
    await a.page.getByText('My household', { exact: true }).click();
    expect(await household.isChecked()).toBe(true);
    await expectAccessible(a.page);
    await screenshot(a.page, 'recipe-editor-household-phone');
    await a.page.getByRole('button', { name: 'Save recipe' }).click();
    await a.page.getByRole('heading', { level: 1, name }).waitFor();
    await a.page.getByText('Your recipe: your household can see it.').waitFor();
    const id = Number(new URL(a.page.url()).pathname.split('/').pop());

    await gotoHydrated(b.page, `/recipe/${id}`);
    await b.page.getByRole('heading', { level: 1, name }).waitFor();
    await b.page.getByText('From your household', { exact: false }).waitFor();
    expect(await b.page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    await expectAccessible(b.page);
    await screenshot(b.page, 'recipe-from-household-phone');
    await gotoHydrated(b.page, '/recipes?search=quince%20tart');
    await b.page
      .getByRole('link', { name: new RegExp(name) })
      .first()
      .waitFor();

    // Removed from the household: the recipe is gone for them at once.
    const { id: benId } = await b.api<{ id: string }>('GET', '/api/auth/user');
    await a.api('DELETE', `/api/household/members/${benId}`);
    expect((await b.context.request.get(`/api/recipes/${id}`)).status()).toBe(404);
    await a.context.close();
    await b.context.close();
  });
});

describe('a collection shared with the household', () => {
  it('shows on the other member’s open page once shared, with whose it is, and keeps the order its owner moves it to', async () => {
    const { a, b } = await twoPhoneHousehold('shelf', 'Shelf kitchen');

    // The owner renames the household; the member's open page follows.
    await b.page.goto('/household');
    await b.page.getByRole('heading', { level: 2, name: 'Shelf kitchen' }).waitFor();
    await gotoHydrated(a.page, '/household');
    await a.page.getByRole('button', { name: 'Rename household' }).click();
    await a.page.getByLabel('Household name').fill('Shelf & Co kitchen');
    await expectAccessible(a.page);
    await screenshot(a.page, 'household-rename-phone');
    await a.page.getByRole('button', { name: 'Save name' }).click();
    await a.page.getByRole('heading', { level: 2, name: 'Shelf & Co kitchen' }).waitFor();
    await b.page.getByRole('heading', { level: 2, name: 'Shelf & Co kitchen' }).waitFor();
    expect(await b.page.getByRole('button', { name: 'Rename household' }).count()).toBe(0);

    for (const name of ['Sunday roasts', 'Weeknights', 'Bakes'])
      await a.api('POST', '/api/collections', { name, clientKey: `shelf-${name}-${Date.now()}` });
    await gotoHydrated(b.page, '/collections');
    await b.page.getByRole('heading', { name: 'No collections yet' }).waitFor();

    // A shares one: it appears on B's open page, marked as Ada's, and B may rename but not delete it.
    await gotoHydrated(a.page, '/collections');
    await a.page.getByLabel('Who can see Weeknights').selectOption({ label: 'My household' });
    const shared = b.page.getByRole('list', { name: 'Your household’s collections' });
    await shared.getByRole('link', { name: /Weeknights/ }).waitFor();
    await shared.getByText('Shared by Ada C.').waitFor();
    expect(await shared.getByRole('button', { name: 'Delete Weeknights' }).count()).toBe(0);
    await shared.getByRole('button', { name: 'Rename Weeknights' }).waitFor();
    await expectAccessible(b.page);
    await screenshot(b.page, 'collections-shared-phone');

    // A puts Bakes first with the buttons alone; the order is kept after a reload.
    const order = () =>
      a.page.getByRole('list', { name: 'Your collections' }).locator('.collection-card__name').allTextContents();
    await eventually(order).toEqual(['Sunday roasts', 'Weeknights', 'Bakes']);
    expect(await a.page.getByRole('button', { name: 'Move Sunday roasts up' }).isDisabled()).toBe(true);
    await a.page.getByRole('button', { name: 'Move Bakes up' }).click();
    await eventually(order).toEqual(['Sunday roasts', 'Bakes', 'Weeknights']);
    await a.page.getByRole('button', { name: 'Move Bakes up' }).focus();
    await a.page.keyboard.press('Enter');
    await eventually(order).toEqual(['Bakes', 'Sunday roasts', 'Weeknights']);
    await a.page.reload();
    await eventually(order).toEqual(['Bakes', 'Sunday roasts', 'Weeknights']);
    await expectAccessible(a.page);
    await screenshot(a.page, 'collections-reordered-phone');

    // Made private again: gone from B's open page.
    await a.page.getByLabel('Who can see Weeknights').selectOption({ label: 'Only me' });
    await eventually(() => shared.count()).toBe(0);
    await a.context.close();
    await b.context.close();
  });
});

async function addLine(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Add an item' }).fill(text);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByText(text.replace(/^\d+ /, ''), { exact: false }).first().waitFor();
}
