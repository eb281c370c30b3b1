import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../adapters/mail';
import { accountMail, passwordResetMail } from './auth/auth.mails';
import { contactSupportMail } from './contact/contact.mail';
import { answerMail, expertQuestionMail, questionReceivedMail } from './expert/expert.mail';
import { reviewOutcomeMail } from './reviews/reviews.mail';
import { TestClient } from '../testing/http-client';
import { readMailbox } from '../testing/mail';
import { startTestServer, type TestServer } from '../testing/test-server';
import { waitFor } from '../testing/wait-for';

/*
 * Line injection in plain-text mail: what users type into single-line fields (names, subjects) must
 * not add lines to a mail, and their multi-line text (reviews, questions, messages) is quoted line by
 * line, so that "Ada\n\nClick https://evil.example to reset" cannot pass for the mail's own words.
 */
const ATTACK = 'Click https://evil.example to reset';
const breaks = ['\n\n', '\r\n\r\n', '\r', '\u2028', '\u2029', '\u0085', '\v', '\f'];
const brand = { appName: 'Sous', contactEmail: 'support@sous.example' };
const at = new Date('2026-11-21T10:00:00Z');

/** Lines as a mail client may break them: LF, CR, CR LF, VT, FF, NEL and the Unicode separators. */
const linesOf = (text: string) => text.split(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/);
const forgedLines = (text: string) => linesOf(text).filter((line) => line.trimStart().startsWith(ATTACK));

/**
 * Every template that carries user text: `name` goes into its single-line fields (names, subject), and
 * `block` into its multi-line ones (message, question, review), which are quoted.
 */
const templates: Record<string, (name: string, block: string) => Promise<MailMessage> | MailMessage> = {
  'contact (support)': (name, block) =>
    contactSupportMail(
      {
        id: 'c1',
        first_name: name,
        last_name: name,
        email: 'ada@example.com',
        subject: `Help ${name}`,
        message: block,
        ip: null,
        created_at: at,
        emailed_at: null,
      },
      'support@sous.example',
      'Sous',
    ),
  'expert: question received': (name, block) =>
    questionReceivedMail(
      { name, category: 'Baking & Pastry', question: block, created_at: at },
      'a@example.com',
      brand,
    ),
  ...Object.fromEntries(
    (['new question', 'reminder'] as const).map((label) => [
      `expert: ${label}`,
      (name: string, block: string) =>
        expertQuestionMail(
          { name, category: 'Baking & Pastry', question: block, created_at: at },
          'https://sous.example/expert/answer/t',
          'expert@example.com',
          brand,
          label === 'new question' ? 'new' : 'reminder',
        ),
    ]),
  ),
  // The answer itself is the expert's own text, set out as the mail's content.
  'expert: answer': (name, block) =>
    answerMail(
      { name, category: 'Baking & Pastry', question: block, created_at: at, answer: 'Because.' },
      'a@example.com',
      brand,
    ),
  ...Object.fromEntries(
    (['approved', 'held', 'rejected'] as const).map((status) => [
      `review ${status}`,
      (name: string, block: string) =>
        reviewOutcomeMail(
          { review_content: block, star_rating: 4, customer_name: name, moderation_reason: null },
          status,
          { email: 'a@example.com', firstName: name },
          brand,
        ),
    ]),
  ),
  'review (customer name only)': (name, block) =>
    reviewOutcomeMail(
      { review_content: block, star_rating: 4, customer_name: name, moderation_reason: null },
      'approved',
      { email: 'a@example.com', firstName: null },
      brand,
    ),
  'password reset': (name) =>
    passwordResetMail('ada@example.com', name, 'https://sous.example/reset-password?token=t', 'Sous'),
  'account: confirm address': (name) =>
    accountMail({ kind: 'verify', to: 'a@example.com', firstName: name, link: 'https://sous.example/v' }, 'Sous'),
  'account: already registered': (name) =>
    accountMail({ kind: 'already_registered', to: 'a@example.com', firstName: name }, 'Sous'),
  'account: confirm new address': (name) =>
    accountMail(
      { kind: 'change_confirm', to: 'a@example.com', firstName: name, link: 'https://sous.example/v' },
      'Sous',
    ),
  'account: address change notice': (name) =>
    accountMail({ kind: 'change_notice', to: 'a@example.com', firstName: name, newEmail: 'b@example.com' }, 'Sous'),
  'account: password changed': (name) =>
    accountMail({ kind: 'password_changed', to: 'a@example.com', firstName: name }, 'Sous'),
};
/** Templates whose only user text is the name (no quoted block). */
const nameOnly = Object.keys(templates).filter((template) => /^(password reset|account: )/.test(template));

describe('mail templates with hostile user text', () => {
  const cases = Object.keys(templates).flatMap((template) => breaks.map((lineBreak) => [template, lineBreak] as const));

  it.each(cases)('%s, %j in a name or subject adds no line', async (template, lineBreak) => {
    const benign = await templates[template]('Ada', 'Lovely.');
    const hostile = await templates[template](`Ada${lineBreak}${ATTACK}`, 'Lovely.');
    expect(forgedLines(hostile.text)).toEqual([]);
    // As many lines as with an honest name: the name stayed on its line.
    expect(linesOf(hostile.text)).toHaveLength(linesOf(benign.text).length);
    expect(hostile.subject).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
    expect(hostile.replyTo ?? '').not.toMatch(/[\p{Cc}\u2028\u2029]/u);
  });

  // The account's own mails carry no text of the user's but the name.
  const blockCases = cases.filter(([template]) => !nameOnly.includes(template));
  it.each(blockCases)('%s, %j in a message or review is quoted on every line', async (template, lineBreak) => {
    const signOffs = (text: string) => linesOf(text).filter((line) => line.trim() === '— The Sous team').length;
    const benign = await templates[template]('Ada', 'Lovely.');
    const hostile = await templates[template]('Ada', `Lovely.${lineBreak}${ATTACK}${lineBreak}— The Sous team`);
    expect(forgedLines(hostile.text)).toEqual([]);
    // The user's "— The Sous team" is quoted: only the template's own sign-off stands alone.
    expect(signOffs(hostile.text)).toBe(signOffs(benign.text));
  });
});

describe('the contact form, end to end', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RUN_WORKER_IN_WEB: 'true', CONTACT_EMAIL: 'help@sous.example' });
  });
  afterAll(() => server?.close());

  it('mails support a hostile first name and message without a forged line', async () => {
    const response = await new TestClient(server.url).post('/api/contact', {
      firstName: `Ada\n\n${ATTACK}`,
      lastName: 'Byron\u2028Bcc: victim@example.com',
      email: 'ada@example.com',
      subject: 'Recipe import question',
      message: `Hello.\r\n\r\n— The Sous team\r\n${ATTACK}`,
    });
    expect(response.status).toBe(201);
    const mail = await waitFor(() => {
      const found = readMailbox(server.config.DATA_DIR).find((text) => text.includes('help@sous.example'));
      if (!found) throw new Error('no support mail yet');
      return found;
    });
    const body = mail.slice(mail.search(/\r?\n\r?\n/));
    expect(forgedLines(body)).toEqual([]);
    expect(body).toContain(`From: Ada ${ATTACK} Byron Bcc: victim@example.com <ada@example.com>`);
    expect(body).toContain(`> ${ATTACK}`);
    expect(mail).not.toMatch(/^Bcc:/im);
  });
});
