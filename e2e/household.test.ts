import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShoppingListView } from '@common/contracts/shopping-list.schema';
import type { TestServer } from '../backend/src/testing/test-server';
import { newCook, signedInCook } from './support/accounts';
import { closeApp, expectAccessible, openSeededApp, screenshot, setChecked, viewports } from './support/browser';
import { shownItemText } from './support/list-items';
import { planDinnerAndSendToList } from './support/planner';
import { eventually } from './support/eventually';

let app: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ app, browser } = await openSeededApp());
});
afterAll(() => closeApp(app, browser));

async function openHousehold(page: Page, url = '/household') {
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: 'Household' }).waitFor();
}

describe('a household', () => {
  it('shares the owner’s week and shopping list with the cook who joins by link, until they are removed', async () => {
    const a = await signedInCook(browser, app, { viewport: 'phone', cook: newCook('owner', { firstName: 'Ada' }) });
    const b = await signedInCook(browser, app, { viewport: 'phone', cook: newCook('joiner', { firstName: 'Ben' }) });

    // A finds it in the phone's menu; none yet: what is shared, what stays theirs, and a name to start one.
    await a.page.goto('/planner');
    await a.page.getByRole('button', { name: 'Menu', exact: true }).click();
    await a.page.getByRole('region', { name: 'Menu' }).getByRole('link', { name: 'Household' }).click();
    await a.page.getByRole('heading', { level: 1, name: 'Household' }).waitFor();
    await a.page.getByText(/favorites, saved videos and Premium stay yours/).waitFor();
    await expectAccessible(a.page);
    await screenshot(a.page, 'household-start-phone');
    await a.page.getByLabel('Household name').fill('Lovelace kitchen');
    await a.page.getByRole('button', { name: 'Start a household' }).click();
    await a.page.getByRole('heading', { level: 2, name: 'Lovelace kitchen' }).waitFor();

    // A invites: a single-use link, read from its field.
    await a.page.getByRole('button', { name: 'Invite someone' }).click();
    const link = a.page.getByLabel('Invite link');
    await link.waitFor();
    const url = new URL(await link.inputValue());
    expect(url.pathname).toBe('/household');
    await a.page.getByText(/Works once, until/).waitFor();
    await expectAccessible(a.page);
    await screenshot(a.page, 'household-invite-phone');

    // B opens it and joins.
    await openHousehold(b.page, `${url.pathname}${url.search}`);
    await b.page.getByRole('heading', { name: 'Join Lovelace kitchen?' }).waitFor();
    expect(await b.page.getByText('Ada invited you.', { exact: false }).count()).toBe(1);
    await expectAccessible(b.page);
    await screenshot(b.page, 'household-join-phone');
    await b.page.getByRole('button', { name: 'Join', exact: true }).click();
    await b.page.getByRole('heading', { level: 2, name: 'Lovelace kitchen' }).waitFor();
    await eventually(() => new URL(b.page.url()).search).toBe('');
    const members = b.page.getByRole('list', { name: 'Members' }).getByRole('listitem');
    await eventually(() => members.count()).toBe(2);
    expect(await members.filter({ hasText: '(you)' }).textContent()).toContain('Member');
    expect(await b.page.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
    expect(await b.page.getByRole('button', { name: 'Invite someone' }).count()).toBe(0);
    await expectAccessible(b.page);
    await screenshot(b.page, 'household-member-phone');

    // The link worked once.
    await openHousehold(b.page, `${url.pathname}${url.search}`);
    await b.page.getByText('This invite link was already used. Ask for a new one.').waitFor();

    // A plans a recipe and sends the week to the list: B's list is that list.
    await planDinnerAndSendToList(a.page, 'chili', /Beef and Bean Chili/);

    const shared = await b.api<ShoppingListView>('GET', '/api/shopping-list');
    expect(shared.recipes.map((recipe) => recipe.name)).toEqual(['Beef and Bean Chili']);
    await b.page.goto('/shopping-list');
    const first = shared.items[0]!;
    const box = b.page.getByRole('checkbox', { name: shownItemText(first) });
    await box.waitFor();
    await setChecked(box, true);
    await eventually(async () => (await a.api<ShoppingListView>('GET', '/api/shopping-list')).completed.length).toBe(1);
    await a.page.goto('/shopping-list');
    await eventually(() => a.page.getByRole('checkbox', { name: shownItemText(first) }).isChecked()).toBe(true);

    // A sees both members, and removes B behind a confirm.
    await openHousehold(a.page);
    const ownerMembers = a.page.getByRole('list', { name: 'Members' }).getByRole('listitem');
    await eventually(() => ownerMembers.count()).toBe(2);
    await expectAccessible(a.page);
    await screenshot(a.page, 'household-members-phone');
    await a.page.setViewportSize(viewports.desktop);
    await screenshot(a.page, 'household-members-desktop');
    await a.page.setViewportSize(viewports.phone);
    await a.page.getByRole('button', { name: 'Remove Ben C.' }).click();
    const confirm = a.page.getByRole('alertdialog', { name: 'Remove Ben C.?' });
    await expectAccessible(a.page);
    await screenshot(a.page, 'household-remove-confirm-phone', { fullPage: false });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await eventually(() => ownerMembers.count()).toBe(1);

    // B has their own (empty) list again.
    await b.page.goto('/shopping-list');
    await b.page.getByRole('heading', { name: 'Your shopping list is empty' }).waitFor();
    await openHousehold(b.page);
    await b.page.getByRole('button', { name: 'Start a household' }).waitFor();
    await a.context.close();
    await b.context.close();
  });

  it('says why a link does not work, and that a cook in a household must leave it first', async () => {
    const owner = await signedInCook(browser, app, { viewport: 'phone' });
    const { page, context } = await signedInCook(browser, app, { viewport: 'phone' });
    await openHousehold(page, `/household?invite=${'x'.repeat(43)}`);
    await page.getByText('This invite link is not valid. Ask for a new one.').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'household-bad-link-phone');
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Start a household' }).waitFor();

    // In a household already: told to leave first, with no Join.
    await owner.api('POST', '/api/household', { name: 'Other kitchen' });
    const { url } = await owner.api<{ url: string }>('POST', '/api/household/invites');
    await page.getByLabel('Household name').fill('My kitchen');
    await page.getByRole('button', { name: 'Start a household' }).click();
    await page.getByRole('heading', { level: 2, name: 'My kitchen' }).waitFor();
    const invite = new URL(url);
    await openHousehold(page, `${invite.pathname}${invite.search}`);
    await page.getByText('You are in My kitchen. Leave it first to join another household.').waitFor();
    expect(await page.getByRole('button', { name: 'Join', exact: true }).count()).toBe(0);

    // The owner leaving ends it.
    await page.getByRole('button', { name: 'Not now' }).click();
    await page.getByRole('button', { name: 'Leave household' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'End My kitchen?' });
    expect(await confirm.textContent()).toContain('everyone gets their own shopping list and week plan back');
    await confirm.getByRole('button', { name: 'End household' }).click();
    await page.getByRole('button', { name: 'Start a household' }).waitFor();
    await owner.context.close();
    await context.close();
  });
});
