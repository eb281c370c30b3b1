import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPERT_CATEGORIES, EXPERT_MISSING_FIELDS } from '@common/contracts/expert';
import { signUp, TestClient } from '../../testing/http-client';
import { signUpVerified } from '../../testing/verified-user';
import { readMailbox } from '../../testing/mail';
import { signUpPremium } from '../../testing/premium-user';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { waitFor } from '../../testing/wait-for';
import { queueDueReminders } from './index';

let server: TestServer;
let premium: Awaited<ReturnType<typeof signUpPremium>>;
let admin: TestClient;
const experts = ['chef.one@example.com', 'chef.two@example.com'];

beforeAll(async () => {
  server = await startTestServer({
    RUN_WORKER_IN_WEB: 'true',
    EXPERT_EMAILS: experts.join(','),
    ADMIN_EMAILS: 'expert-admin@example.com',
    RATE_AUTH_PER_IP: '1000',
    RATE_EXPERT_QUESTIONS_PER_DAY: '50',
  });
  premium = await signUpPremium(server.url);
  admin = (await signUpVerified(server, { email: 'expert-admin@example.com' })).client;
}, 120_000);
afterAll(() => server?.close());

const ask = (overrides: Record<string, unknown> = {}, client = premium.client) =>
  client.post('/api/cooking-expert/submit', {
    question: 'How do I stop my hollandaise from splitting?',
    name: 'Julia',
    category: 'Sauce Making & Emulsions',
    ...overrides,
  });

const mails = () => readMailbox(server.config.DATA_DIR);
const mailsTo = (email: string) => mails().filter((mail) => mail.includes(`To: ${email}`));
const linkIn = (mail: string) => /\/expert\/answer\/([A-Za-z0-9_-]{20,})/.exec(mail)?.[1];

/** Waits until every expert has the question mail for `question` and returns the token. */
async function expertToken(question: string): Promise<string> {
  const forQuestion = () => mails().filter((mail) => mail.includes(question) && mail.includes('/expert/answer/'));
  const found = (await waitFor(() => (forQuestion().length >= experts.length ? forQuestion() : null)))!;
  const tokens = new Set(found.map(linkIn));
  expect(tokens.size).toBe(1); // every expert gets the same one-time link
  return [...tokens][0]!;
}

describe('asking the cooking expert', () => {
  it('is Premium only: 401 for visitors, 403 with an upsell for free users', async () => {
    expect((await ask({}, new TestClient(server.url))).status).toBe(401);
    const free = (await signUp(server.url)).client;
    const refused = await ask({}, free);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: 'premium_required', upsell: { upgradeUrl: '/subscribe' } });
  });

  it('lists exactly the 16 categories of the spec and accepts each', async () => {
    expect(EXPERT_CATEGORIES).toHaveLength(16);
    expect(EXPERT_CATEGORIES[0]).toBe('Knife Skills & Cutting Techniques');
    expect(EXPERT_CATEGORIES[15]).toBe('Other');
    expect((await ask({ category: 'Dietary Restrictions & Allergies', question: 'Egg-free aioli?' })).status).toBe(201);
  });

  it.each([
    [{ question: '   ' }, 'question', EXPERT_MISSING_FIELDS],
    [{ question: undefined }, 'question', EXPERT_MISSING_FIELDS],
    [{ name: '' }, 'name', EXPERT_MISSING_FIELDS],
    [{ category: '' }, 'category', EXPERT_MISSING_FIELDS],
    [{ category: null }, 'category', EXPERT_MISSING_FIELDS],
    [{ category: 'Grilling' }, 'category', 'category: must be one of the listed categories'],
    [{ category: 'baking & pastry' }, 'category', 'category: must be one of the listed categories'],
    [{ question: 'x'.repeat(4001) }, 'question', 'question: must be at most 4000 characters'],
    [{ name: 'x'.repeat(81) }, 'name', 'name: must be at most 80 characters'],
    [{ name: ['Julia'] }, 'name', 'name: must be text'],
  ])('answers bad question input #%# with 400 naming the field', async (overrides, field, message) => {
    const response = await ask(overrides);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ field, message });
  });

  it('acknowledges the user, mails every expert a one-time link, and mails the answer back once', async () => {
    const question = `Why does my bread collapse? ${Date.now()}`;
    const submitted = await ask({ question: `  ${question}  `, name: '  Julia  ', category: 'Baking & Pastry' });
    expect(submitted.status).toBe(201);
    expect(submitted.json).toMatchObject({ id: expect.any(String), status: 'asked' });
    expect(submitted.json.message).toContain('within 24 hours');

    const ack = await waitFor(() => mailsTo(premium.account.email).find((mail) => mail.includes(question)));
    expect(ack).toContain('Subject: We got your cooking question: answer within 24 hours');
    const token = await expertToken(question);
    for (const expert of experts) {
      const mail = mailsTo(expert).find((item) => item.includes(question))!;
      expect(mail).toContain('Subject: New cooking question: Baking & Pastry');
      expect(mail).toContain(`${server.url}/expert/answer/${token}`);
    }

    // Only a hash is stored; the link is nowhere in the database.
    const row = await server.deps.db('expert_questions').where({ id: submitted.json.id }).first();
    expect(row).toMatchObject({ question, name: 'Julia', category: 'Baking & Pastry', status: 'asked' });
    expect(row.answer_token_hash).toMatch(/^[0-9a-f]{64}$/);
    const dump =
      JSON.stringify(await server.deps.db('expert_questions')) + JSON.stringify(await server.deps.db('outbox'));
    expect(dump).not.toContain(token);

    const page = await new TestClient(server.url).get(`/api/expert/answer/${token}`);
    expect(page.status).toBe(200);
    expect(page.json).toEqual({
      question,
      name: 'Julia',
      category: 'Baking & Pastry',
      askedAt: expect.any(String),
      aiDraft: expect.stringContaining('Julia'),
    });

    const expertBrowser = new TestClient(server.url);
    const answer = 'Your dough is over-proofed. Shorten the second rise to 45 minutes at 24 °C.';
    const answered = await expertBrowser.post(`/api/expert/answer/${token}`, { answer: `  ${answer}\n` });
    expect(answered.status).toBe(200);
    expect(answered.json).toMatchObject({ status: 'answered', answeredAt: expect.any(String) });

    // One-time: the link is spent.
    const reused = await expertBrowser.post(`/api/expert/answer/${token}`, { answer: 'Another answer' });
    expect(reused.status).toBe(410);
    expect((await new TestClient(server.url).get(`/api/expert/answer/${token}`)).status).toBe(410);

    const answerMail = await waitFor(() =>
      mailsTo(premium.account.email).find(
        (mail) => mail.includes('Subject: Your cooking question has been answered') && mail.includes(question),
      ),
    );
    expect(answerMail).toContain('over-proofed');
    expect(answerMail).not.toContain('Another answer');

    const mine = await premium.client.get('/api/cooking-expert/questions');
    expect((mine.json.questions as Array<{ id: string }>).find((item) => item.id === submitted.json.id)).toEqual({
      id: submitted.json.id,
      name: 'Julia',
      category: 'Baking & Pastry',
      question,
      status: 'answered',
      answer,
      askedAt: expect.any(String),
      answeredAt: expect.any(String),
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(premium.account.email).filter((mail) => mail.includes(question))).toHaveLength(2); // ack + answer
    for (const expert of experts) expect(mailsTo(expert).filter((mail) => mail.includes(question))).toHaveLength(1);
  });

  it('drafts from the offline engine when it knows the topic, else from a template', async () => {
    const known = `What can I use instead of buttermilk? ${Date.now()}`;
    await ask({ question: known, category: 'Ingredient Substitutions' });
    const knownPage = await new TestClient(server.url).get(`/api/expert/answer/${await expertToken(known)}`);
    expect((knownPage.json.aiDraft as string).toLowerCase()).toContain('buttermilk');

    const unknown = `Qwzx plorb frimble ${Date.now()}`;
    await ask({ question: unknown, category: 'Food Safety & Storage' });
    const unknownPage = await new TestClient(server.url).get(`/api/expert/answer/${await expertToken(unknown)}`);
    expect(unknownPage.json.aiDraft).toContain('Hi Julia,');
    expect(unknownPage.json.aiDraft).toContain('food safety & storage');
  });

  it('answers 404 for an unknown link, 400 for a malformed one or a blank answer', async () => {
    const unknown = 'A'.repeat(43);
    expect((await new TestClient(server.url).get(`/api/expert/answer/${unknown}`)).status).toBe(404);
    expect((await new TestClient(server.url).post(`/api/expert/answer/${unknown}`, { answer: 'x' })).status).toBe(404);
    const malformed = await new TestClient(server.url).get('/api/expert/answer/short');
    expect(malformed.status).toBe(400);
    expect(malformed.json.field).toBe('token');
    const question = `Blank answer check ${Date.now()}`;
    await ask({ question });
    const token = await expertToken(question);
    const blank = await new TestClient(server.url).post(`/api/expert/answer/${token}`, { answer: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.json).toMatchObject({ field: 'answer', message: 'Please write an answer before sending.' });
  });

  it("lists only the user's own questions", async () => {
    const other = await signUpPremium(server.url);
    expect((await other.client.get('/api/cooking-expert/questions')).json.questions).toEqual([]);
    expect((await new TestClient(server.url).get('/api/cooking-expert/questions')).status).toBe(401);
  });
});

describe('the answer SLA', () => {
  it('reminds the experts once at 20 hours and flags questions past 24 hours for admins', async () => {
    const question = `Late question ${Date.now()}`;
    const { json } = await ask({ question });
    const token = await expertToken(question);
    await server.deps
      .db('expert_questions')
      .where({ id: json.id })
      .update({ created_at: server.deps.db.raw(`now() - interval '21 hours'`) });

    expect(await queueDueReminders(server.deps.db, server.deps.relay)).toBeGreaterThanOrEqual(1);
    expect(await queueDueReminders(server.deps.db, server.deps.relay)).toBe(0); // once
    const reminders = () =>
      mails().filter(
        (mail) => mail.includes('Subject: Reminder: a cooking question is waiting') && mail.includes(question),
      );
    await waitFor(() => reminders().length === experts.length);
    expect(reminders()[0]).toContain(`/expert/answer/${token}`); // the same link still works
    expect((await server.deps.db('expert_questions').where({ id: json.id }).first()).reminded_at).not.toBeNull();

    const listed = async () =>
      (
        (await admin.get('/api/admin/expert-questions?status=asked')).json.questions as Array<{
          id: string;
          overdue: boolean;
          hoursWaiting: number;
        }>
      ).find((item) => item.id === json.id)!;
    expect(await listed()).toMatchObject({ overdue: false, hoursWaiting: 21 });
    await server.deps
      .db('expert_questions')
      .where({ id: json.id })
      .update({ created_at: server.deps.db.raw(`now() - interval '25 hours'`) });
    expect(await listed()).toMatchObject({ overdue: true, hoursWaiting: 25 });
    const overdue = await admin.get('/api/admin/expert-questions?status=overdue');
    expect((overdue.json.questions as Array<{ id: string }>).map((item) => item.id)).toContain(json.id);
    const overview = await admin.get('/api/admin/overview');
    expect(overview.json.expertQuestions).toMatchObject({ overdue: 1, oldestWaiting: { id: json.id, overdue: true } });

    // Answered: no longer overdue, and no reminder for it again.
    await new TestClient(server.url).post(`/api/expert/answer/${token}`, { answer: 'Sorry for the wait: …' });
    expect(((await admin.get('/api/admin/overview')).json.expertQuestions as { overdue: number }).overdue).toBe(0);
    expect(await queueDueReminders(server.deps.db, server.deps.relay)).toBe(0);
  });

  it('keeps the expert admin list for admins only', async () => {
    const { client } = await signUp(server.url);
    expect((await client.get('/api/admin/expert-questions')).status).toBe(403);
    expect((await new TestClient(server.url).get('/api/admin/expert-questions')).status).toBe(401);
    expect((await admin.get('/api/admin/expert-questions?status=late')).json.field).toBe('status');
  });
});
