import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readMailbox } from '../backend/src/testing/mail';
import {
  expectAccessible,
  newContext,
  screenshot,
  screenshotsDesktopAndPhone,
  openSeededApp,
  appPerFile,
} from './support/browser';
import { newCook, registerInContext, contextApi } from './support/accounts';

const ADMIN = 'community-admin@example.com';
const EXPERT = 'chef.expert@example.com';
const SUPPORT = 'support@sous.example';

const world = appPerFile(() => openSeededApp({ ADMIN_EMAILS: ADMIN, EXPERT_EMAILS: EXPERT, CONTACT_EMAIL: SUPPORT }));

/**
 * Waits (up to `timeout` ms) for the value to match: the page talks to a real server and its workers.
 * Polls gently: every browser context here shares one IP and its API rate limit.
 */
const eventually = <T>(read: () => T | Promise<T>, timeout = 15_000) => expect.poll(read, { timeout, interval: 250 });

const toast = (page: Page) => page.locator('.toast').first();

let accounts = 0;
const registered = new Set<string>();

/** A fresh browser context signed in as a new local account (the e-mail may be given, e.g. the admin's). */
async function signedIn(options: { email?: string; firstName?: string } = {}) {
  const context = await newContext(world.browser, world.app.url);
  const api = contextApi(context, world.app.url);
  accounts += 1;
  const email = options.email ?? `community${Date.now()}${accounts}@example.com`;
  const password = 'a proper long password';
  if (registered.has(email)) await api('POST', '/api/auth/login', { email, password });
  // The admin's and the expert's roles apply once their address is confirmed through the mailed link.
  else
    await registerInContext(
      world.app,
      context.request,
      newCook('community', {
        firstName: options.firstName ?? 'Julia',
        email,
        password,
      }),
      { verify: email === ADMIN || email === EXPERT },
    );
  registered.add(email);
  return { context, page: await context.newPage(), api, email };
}

/** A signed-in user made Premium the way a customer does it: the sandbox test card. */
async function signedInPremium() {
  const user = await signedIn({ firstName: 'Marcella' });
  const created = await user.api<{ clientSecret: string }>('POST', '/api/create-subscription', { planType: 'premium' });
  await user.api('POST', '/api/payments/sandbox/confirm', {
    clientSecret: created.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: new Date().getFullYear() + 2,
    cvc: '123',
  });
  await eventually(async () => (await user.api<{ isPremium: boolean }>('GET', '/api/auth/user')).isPremium).toBe(true);
  return user;
}

const mailbox = () => readMailbox(world.app.config.DATA_DIR);
/** The one message to `to` that mentions `text`, once the worker has written it. */
async function mailTo(to: string, text: string): Promise<string> {
  const find = () => mailbox().find((mail) => mail.includes(`To: ${to}`) && mail.includes(text));
  await eventually(() => find() !== undefined, 30_000).toBe(true);
  return find()!;
}

async function openAdminTab(context: BrowserContext, tab: string) {
  const page = await context.newPage();
  await page.goto('/admin');
  await page.getByRole('heading', { level: 1, name: 'Operations' }).waitFor();
  await page.getByRole('tab', { name: tab }).click();
  return page;
}

describe('reviews', () => {
  it('holds a submitted review for a person; one admin click publishes it', async () => {
    const author = await signedIn();
    const { page } = author;
    // A unique tail in letters: digits would read as a phone number to the spam rules.
    const tag = Date.now()
      .toString(36)
      .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)])
      .toUpperCase();
    const reviewText = `THE COOK MODE TIMERS SAVED OUR SUNDAY ROAST, ${tag}!`;

    await page.goto('/landing');
    const section = page.getByRole('region', { name: 'What cooks are saying' });
    await section.waitFor();
    await eventually(() => section.getByText('No reviews yet. Be the first to share your experience!').count()).toBe(1);
    await section.getByRole('button', { name: 'Write a Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Write a review' });
    await dialog.waitFor();
    await dialog.getByLabel('Your name').fill('Julia C.');
    await dialog.getByLabel('Your review').fill(reviewText);
    expect(await dialog.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true); // default 5
    await dialog.locator('label').filter({ hasText: '4 stars' }).click(); // the star itself
    expect(await dialog.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await expectAccessible(page);
    await screenshotsDesktopAndPhone(page, 'community-review-dialog', { fullPage: false });

    await dialog.getByRole('button', { name: 'Submit review' }).click();
    await eventually(() => toast(page).textContent()).toContain('Review Submitted!');
    expect(await toast(page).textContent()).toContain(
      'Thank you for your feedback! Your review will be published after approval.',
    );
    await dialog.waitFor({ state: 'detached' });

    // Written mostly in capitals: the worker holds it for a person instead of publishing it.
    const admin = await signedIn({ email: ADMIN, firstName: 'Olive' });
    await eventually(async () => {
      const held = await admin.api<{ reviews: Array<{ reviewContent: string; status: string }> }>(
        'GET',
        '/api/admin/reviews?status=held',
      );
      return held.reviews.find((review) => review.reviewContent === reviewText)?.status;
    }).toBe('held');
    const publicList = await author.api<{ reviews: Array<{ reviewContent: string }> }>('GET', '/api/reviews');
    expect(publicList.reviews.map((review) => review.reviewContent)).not.toContain(reviewText);
    await page.reload();
    await eventually(() => section.getByText('No reviews yet. Be the first to share your experience!').count()).toBe(1);
    expect(await section.getByText(reviewText).count()).toBe(0);
    await mailTo(author.email, 'needs a quick look from our team');

    const adminPage = await openAdminTab(admin.context, 'Reviews');
    const row = adminPage.getByRole('row').filter({ hasText: reviewText });
    await row.waitFor();
    expect(await row.textContent()).toContain('held');
    expect(await row.textContent()).toContain('shouting');
    expect(await row.textContent()).not.toContain('spam');
    await expectAccessible(adminPage);
    await screenshotsDesktopAndPhone(adminPage, 'community-admin-reviews');
    await row.getByRole('button', { name: 'Approve' }).click();
    await eventually(() => toast(adminPage).textContent()).toContain('Approve: done');
    await eventually(() => adminPage.getByText('No reviews are waiting for a person.').count()).toBe(1);

    await page.reload();
    const published = section.getByRole('listitem').filter({ hasText: reviewText });
    await published.waitFor();
    expect(await published.textContent()).toContain('— Julia C.');
    expect(await published.getByRole('img', { name: '4 out of 5 stars' }).count()).toBe(1);
    await expectAccessible(page);
    await screenshotsDesktopAndPhone(page, 'community-review-published', { fullPage: false, focus: published });
    await mailTo(author.email, 'Your review has been approved and is now published.');

    // Visitors read it too, with a sign-in link instead of the write button.
    const visitor = await newContext(world.browser, world.app.url);
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/');
    const visitorSection = visitorPage.getByRole('region', { name: 'What cooks are saying' });
    await visitorSection.getByText(reviewText).waitFor();
    expect(await visitorSection.getByRole('link', { name: 'Sign in to write a review' }).getAttribute('href')).toBe(
      '/api/login',
    );
    await Promise.all([visitor.close(), admin.context.close(), author.context.close()]);
  });
});

describe('cooking expert', () => {
  it('takes a Premium question, lets the expert answer once through the mailed link, and shows the answer', async () => {
    const cook = await signedInPremium();
    const { page } = cook;
    const question = `My hollandaise splits every time I keep it warm for guests. What am I doing wrong? (${Date.now()})`;

    await page.goto('/cooking-expert');
    await page.getByRole('heading', { level: 1, name: 'Ask a Cooking Expert' }).waitFor();
    const form = page.getByRole('form', { name: 'Ask a cooking expert' });
    await form.waitFor();
    await eventually(() => page.getByText('You have not asked anything yet.').count()).toBe(1);
    await form.getByLabel('Your question').fill(question);
    await form.getByLabel('Your name').fill('Marcella');
    await form.getByLabel('Category').selectOption('Sauce Making & Emulsions');
    await expectAccessible(page);
    await screenshotsDesktopAndPhone(page, 'community-expert-form');

    await form.getByRole('button', { name: 'Ask the expert' }).click();
    await page.getByRole('heading', { name: 'Thank you — your question is in' }).waitFor();
    expect(await page.getByRole('button', { name: 'Ask Another Question' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Back to Recipes' }).getAttribute('href')).toBe('/');
    const mine = page.getByRole('region', { name: 'My questions' });
    await eventually(() => mine.getByText('Waiting for an expert').count()).toBe(1);
    await expectAccessible(page);
    await screenshotsDesktopAndPhone(page, 'community-expert-thanks');

    // The expert's inbox: the question with its signed one-time link.
    await mailTo(cook.email, 'We got your cooking question');
    const expertMail = await mailTo(EXPERT, question);
    expect(expertMail).toContain('Subject: New cooking question: Sauce Making & Emulsions');
    const link = /https?:\/\/\S+\/expert\/answer\/[A-Za-z0-9_-]{20,}/.exec(expertMail)?.[0];
    expect(link, 'answer link in the expert mail').toBeDefined();
    expect(link!.startsWith(`${world.app.url}/expert/answer/`)).toBe(true);

    const expert = await newContext(world.browser, world.app.url); // not signed in: the link is the credential
    const expertPage = await expert.newPage();
    await expertPage.goto(link!);
    await expertPage.getByRole('heading', { level: 1, name: 'Answer a cook’s question' }).waitFor();
    expect(await expertPage.getByText(question).count()).toBe(1);
    expect(await expertPage.getByText(/From Marcella · Sauce Making & Emulsions · asked /).count()).toBe(1);
    const answerBox = expertPage.getByLabel('Your answer (a draft is prefilled — edit freely)');
    await eventually(async () => (await answerBox.inputValue()).length).toBeGreaterThan(40);
    const draft = await answerBox.inputValue();
    expect(draft).toContain('Marcella');
    await expectAccessible(expertPage);
    await screenshotsDesktopAndPhone(expertPage, 'community-expert-answer');

    const answer =
      'Your butter sauce is getting too hot. Hold it at 60 °C in a warmed flask, whisk in a spoon of warm water ' +
      'before serving, and it will stay glossy for an hour.';
    await answerBox.fill(`${answer}\n\n${draft.split('\n').slice(-1)[0]}`);
    await expertPage.getByRole('button', { name: 'Send answer' }).click();
    await expertPage.getByRole('heading', { level: 1, name: 'Answer sent' }).waitFor();
    expect(await expertPage.getByRole('status').textContent()).toContain('Marcella will receive your answer by e-mail');
    await expectAccessible(expertPage);

    // The cook sees it under "My questions" and got it by e-mail.
    await page.goto('/cooking-expert');
    const answered = page
      .getByRole('region', { name: 'My questions' })
      .getByRole('listitem')
      .filter({ hasText: question });
    await answered.waitFor();
    await eventually(() => answered.textContent()).toContain(answer);
    expect(await answered.textContent()).toContain('Answered');
    await expectAccessible(page);
    await screenshotsDesktopAndPhone(page, 'community-expert-answered');
    const answerMail = await mailTo(cook.email, 'Subject: Your cooking question has been answered');
    expect(answerMail).toContain(answer);
    expect(answerMail).toContain(question);

    // The link works once.
    await expertPage.goto(link!);
    await expertPage.getByRole('heading', { level: 1, name: 'This link has expired' }).waitFor();
    expect(await expertPage.getByRole('textbox').count()).toBe(0);
    await expectAccessible(expertPage);
    await screenshot(expertPage, 'community-expert-link-used-desktop');
    const token = link!.split('/').pop()!;
    const second = await expert.request.post(`/api/expert/answer/${token}`, {
      data: { answer: 'A second answer that must not be accepted.' },
      headers: { origin: world.app.url },
    });
    expect(second.status()).toBe(410);
    const after = await cook.api<{ questions: Array<{ question: string; answer: string | null }> }>(
      'GET',
      '/api/cooking-expert/questions',
    );
    expect(after.questions.find((item) => item.question === question)?.answer).toContain(answer);
    expect(mailbox().filter((mail) => mail.includes('Subject: Your cooking question has been answered'))).toHaveLength(
      1,
    );
    await Promise.all([expert.close(), cook.context.close()]);
  });
});

describe('contact', () => {
  it('stores a visitor’s message, confirms it, shows it to admins and mails support', async () => {
    const visitor = await newContext(world.browser, world.app.url);
    const page = await visitor.newPage();
    const subject = `Recipe import question ${Date.now()}`;

    await page.goto('/contact');
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Lovelace');
    await form.getByLabel('E-mail').fill('ada@example.com');
    expect(await form.getByLabel('E-mail').getAttribute('type')).toBe('email');
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill('Can I import my grandmother’s recipe cards from a spreadsheet?');
    expect(await page.getByRole('main').getByRole('link', { name: SUPPORT }).getAttribute('href')).toBe(
      `mailto:${SUPPORT}`,
    );
    await expectAccessible(page);
    await screenshotsDesktopAndPhone(page, 'community-contact-form');

    await form.getByRole('button', { name: 'Send Message' }).click();
    const confirmation = page.getByRole('status').filter({ hasText: /24 hours/ });
    await confirmation.waitFor();
    expect(await form.count()).toBe(0);
    await expectAccessible(page);
    await screenshotsDesktopAndPhone(page, 'community-contact-sent');

    const mail = await mailTo(SUPPORT, subject);
    expect(mail).toContain(`Subject: [Sous contact] ${subject}`);
    expect(mail).toMatch(/^Reply-To: "?Ada Lovelace"? <ada@example\.com>$/m);
    expect(mail).toContain('Can I import my grandmother’s recipe cards from a spreadsheet?');

    const admin = await signedIn({ email: ADMIN, firstName: 'Olive' });
    const adminPage = await openAdminTab(admin.context, 'Contact messages');
    const row = adminPage.getByRole('row').filter({ hasText: subject });
    await row.waitFor();
    expect(await row.textContent()).toContain('ada@example.com');
    expect(await row.textContent()).toContain('Lovelace');
    await expectAccessible(adminPage);
    await screenshotsDesktopAndPhone(adminPage, 'community-admin-contact');

    // The local mail outbox lists the support mail (read from the mail folder's index) and opens its source.
    await adminPage.getByRole('tab', { name: 'Mail outbox' }).click();
    const outboxItem = adminPage.getByRole('listitem').filter({ hasText: `[Sous contact] ${subject}` });
    await outboxItem.waitFor();
    expect(await outboxItem.textContent()).toContain(`to ${SUPPORT} ·`);
    const source = await admin.context.request.get((await outboxItem.getByRole('link').getAttribute('href'))!);
    expect(source.status()).toBe(200);
    expect(await source.text()).toContain(`Subject: [Sous contact] ${subject}`);
    await expectAccessible(adminPage);
    await screenshotsDesktopAndPhone(adminPage, 'community-admin-mail');

    // A visitor is not an admin: the same screen refuses them.
    const notAdmin = await signedIn();
    await notAdmin.page.goto('/admin');
    await notAdmin.page.getByText('You do not have access to this area.').waitFor();
    await Promise.all([visitor.close(), admin.context.close(), notAdmin.context.close()]);
  });
});
