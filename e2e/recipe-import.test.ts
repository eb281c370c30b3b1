import { afterAll, describe, expect, it } from 'vitest';
import { startRecipePageServer, type RecipePageServer } from '../backend/src/testing/recipe-pages';
import { signedInCook } from './support/accounts';
import { appPerFile, expectAccessible, gotoHydrated, openApp, screenshot, settleAnimations } from './support/browser';

let pages: RecipePageServer;
const world = appPerFile(async () => {
  pages = await startRecipePageServer();
  // The recipe pages live on this machine: the import may fetch that one host and port, nothing else local.
  return openApp({ URL_IMPORT_ALLOWED_HOSTS: pages.host });
});
afterAll(() => pages?.close());

const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

describe.each(['desktop', 'phone'] as const)('a cook imports a recipe from a web page (%s)', (viewport) => {
  it('saves it, opens the editor on the line to check, and keeps the fix', async () => {
    const { context, page } = await signedInCook(world.browser, world.app, { viewport });
    await gotoHydrated(page, '/recipes/import');
    await page.getByRole('heading', { level: 1, name: 'Import a recipe' }).waitFor();
    await expectAccessible(page);
    await settleAnimations(page);
    await screenshot(page, `recipe-import-${viewport}`);

    // A page that holds no recipe says so, in words a cook understands.
    await page.getByLabel('Recipe page address').fill(`${pages.url}/no-recipe`);
    await page.getByRole('button', { name: 'Import recipe' }).click();
    await page.getByText("We couldn't find a recipe on that page. You can paste it instead.").waitFor();

    await page.getByLabel('Recipe page address').fill(`${pages.url}/plain`);
    await page.getByRole('button', { name: 'Import recipe' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit recipe' }).waitFor();
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Quillfeather lemon drizzle');
    // The one line the parser is unsure of is marked.
    await eventually(() => page.getByText('Check this line').count()).toBe(1);
    await expectAccessible(page);
    await settleAnimations(page);
    await screenshot(page, `recipe-import-editor-${viewport}`);

    const unsure = page.getByRole('textbox', { name: 'Ingredient 4' });
    expect(await unsure.inputValue()).toBe('2 x 400g tins chopped tomatoes');
    await unsure.fill('800 g chopped tomatoes');
    await eventually(() => page.getByText('Check this line').count()).toBe(0);
    await page.getByRole('button', { name: 'Save recipe' }).click();

    await page.getByRole('heading', { level: 1, name: 'Quillfeather lemon drizzle' }).waitFor();
    await page.getByText('chopped tomatoes').first().waitFor();
    await page.getByRole('link', { name: 'Quillfeather Kitchen' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, `recipe-import-saved-${viewport}`);
    await context.close();
    // Four pages checked with axe and screenshotted on a shared machine: more than the default minute.
  }, 150_000);
});

describe('sharing a page to Sous', () => {
  it('starts the import from the share target’s address', async () => {
    const { context, page } = await signedInCook(world.browser, world.app, { viewport: 'phone' });
    const shared = new URLSearchParams({ title: 'Soup', text: `Look at this ${pages.url}/graph` });
    await gotoHydrated(page, `/recipes/import?${shared}`);
    await page.getByRole('heading', { level: 1, name: 'Edit recipe' }).waitFor();
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Roast tomato soup');
    await context.close();
  });
});
