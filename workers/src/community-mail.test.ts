import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueNames } from '../../backend/src/platform/queue/queues';
import { signUp, TestClient } from '../../backend/src/testing/http-client';
import { signUpVerified } from '../../backend/src/testing/verified-user';
import { LocalSmtp, mailHeader } from '../../backend/src/testing/local-smtp';
import { signUpPremium } from '../../backend/src/testing/premium-user';
import { startTestServer, type TestServer } from '../../backend/src/testing/test-server';
import { waitFor } from '../../backend/src/testing/wait-for';

/**
 * Every community e-mail through real SMTP (a local smtp-server): who gets what, exactly once,
 * and what happens while the SMTP server is down.
 */

const header = mailHeader;

const smtp = new LocalSmtp();
let server: TestServer;
const experts = ['sauce.expert@example.com', 'bread.expert@example.com'];

beforeAll(async () => {
  await smtp.start();
  server = await startTestServer({
    RUN_WORKER_IN_WEB: 'true',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    EXPERT_EMAILS: experts.join(','),
    ADMIN_EMAILS: 'mail-admin@example.com',
    CONTACT_EMAIL: 'support@sous.example',
    RATE_AUTH_PER_IP: '1000',
  });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await smtp.stop();
});

/** After the expected mail arrived, a pause long enough for any duplicate to show up too. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

describe('community mail over SMTP', () => {
  it('mails review outcomes to the author once each: approved, rejected, held then approved by an admin', async () => {
    const { client, account } = await signUp(server.url);
    const admin = (await signUpVerified(server, { email: 'mail-admin@example.com' })).client;
    const good = await client.post('/api/reviews', {
      customerName: 'Mia',
      reviewContent: 'Clear steps and honest timings.',
      starRating: 5,
    });
    const spam = await client.post('/api/reviews', {
      customerName: 'Mia',
      reviewContent: 'Buy now, visit my site www.deals.example',
      starRating: 1,
    });
    const shouty = await client.post('/api/reviews', {
      customerName: 'Mia',
      reviewContent: 'BEST SOUP RECIPES ON THE WEB',
      starRating: 5,
    });
    // The author's mails about reviews (their account's confirmation link aside).
    const reviewMails = () => smtp.to(account.email).filter((mail) => /Subject: .*review/i.test(mail.raw));
    await waitFor(() => reviewMails().length === 3);
    expect(smtp.to(account.email, 'Subject: Your review is live on Sous')).toHaveLength(1);
    expect(smtp.to(account.email, 'Subject: About your review on Sous')).toHaveLength(1);
    expect(smtp.to(account.email, 'Subject: We received your review')).toHaveLength(1);
    expect(smtp.to(account.email, 'Clear steps and honest timings.')).toHaveLength(1);
    expect(smtp.to(account.email, "we'll review it shortly")[0].raw).toContain('BEST SOUP RECIPES ON THE WEB');

    await admin.post(`/api/admin/reviews/${shouty.json.id}/approve`);
    await admin.post(`/api/admin/reviews/${shouty.json.id}/approve`);
    await waitFor(() => smtp.to(account.email, 'Subject: Your review is live on Sous').length === 2);
    await settle();
    const all = reviewMails();
    expect(all).toHaveLength(4);
    for (const mail of all) expect(mail.to).toEqual([account.email]); // nobody else on the envelope
    expect(new Set(all.map((mail) => header(mail.raw, 'Message-ID'))).size).toBe(4);
    expect([good.status, spam.status, shouty.status]).toEqual([201, 201, 201]);
  });

  it('mails the expert flow once each: acknowledgement, one notification per expert, the answer', async () => {
    const cook = await signUpPremium(server.url);
    const question = `How long do I rest a brisket? ${Date.now()}`;
    const asked = await cook.client.post('/api/cooking-expert/submit', {
      question,
      name: 'Sam',
      category: 'Meat Preparation & Cooking',
    });
    expect(asked.status).toBe(201);
    await waitFor(() => experts.every((expert) => smtp.to(expert, question).length === 1));
    const ack = await waitFor(() => smtp.to(cook.account.email, question)[0]);
    expect(ack.raw).toContain('Subject: We got your cooking question: answer within 24 hours');
    expect(ack.raw).toContain('within 24 hours');

    const links = experts.map((expert) => {
      const mail = smtp.to(expert, question)[0];
      expect(mail.to).toEqual([expert]); // experts do not see each other's addresses
      expect(mail.raw).toContain('Subject: New cooking question: Meat Preparation & Cooking');
      return /\/expert\/answer\/([A-Za-z0-9_-]{20,})/.exec(mail.raw)![1];
    });
    expect(new Set(links).size).toBe(1);

    const expertBrowser = new TestClient(server.url);
    expect((await expertBrowser.get(`/api/expert/answer/${links[0]}`)).json.question).toBe(question);
    const answered = await expertBrowser.post(`/api/expert/answer/${links[0]}`, {
      answer: 'Rest it wrapped for at least an hour, ideally two, in a warm cooler.',
    });
    expect(answered.status).toBe(200);
    await waitFor(() => smtp.to(cook.account.email, 'Subject: Your cooking question has been answered').length === 1);
    await settle();
    const cookMail = smtp.to(cook.account.email, question);
    expect(cookMail).toHaveLength(2);
    expect(cookMail[1].raw).toContain('in a warm cooler');
    for (const expert of experts) expect(smtp.to(expert, question)).toHaveLength(1);
  });

  it('mails contact messages to support once, with Reply-To the sender', async () => {
    const sent = await new TestClient(server.url).post('/api/contact', {
      firstName: 'Lee',
      lastName: 'Park',
      email: 'lee.park@example.com',
      subject: 'Partnership',
      message: 'We run a cooking school and would love to talk.',
    });
    expect(sent.status).toBe(201);
    await waitFor(() => smtp.to('support@sous.example', 'Partnership').length === 1);
    await settle();
    const [mail] = smtp.to('support@sous.example', 'Partnership');
    expect(smtp.to('support@sous.example', 'Partnership')).toHaveLength(1);
    expect(mail.to).toEqual(['support@sous.example']);
    expect(header(mail.raw, 'Reply-To')).toMatch(/Lee Park.*<lee\.park@example\.com>/);
    expect(mail.raw).toContain('Subject: [Sous contact] Partnership');
    expect(smtp.received.some((item) => item.to.includes('lee.park@example.com'))).toBe(false);
  });

  it('retries with backoff while SMTP is down and delivers once after it recovers', async () => {
    const port = smtp.port;
    await smtp.stop();
    const sent = await new TestClient(server.url).post('/api/contact', {
      firstName: 'Rae',
      email: 'rae@example.com',
      subject: 'Sent during the outage',
      message: 'Is anyone there?',
    });
    expect(sent.status).toBe(201);
    const row = () => server.deps.db('contact_messages').where({ id: sent.json.id }).first();
    const event = await server.deps
      .db('outbox')
      .where({ type: 'contact_message.sent' })
      .whereRaw(`payload->>'contactMessageId' = ?`, [sent.json.id as string])
      .first();
    const job = () => server.deps.queues.queue(queueNames.events).getJob(event.id);
    // At least two failed attempts, spaced by the exponential backoff.
    await waitFor(async () => ((await job())?.attemptsMade ?? 0) >= 2, 20_000);
    expect((await row()).emailed_at).toBeNull();
    expect(smtp.to('support@sous.example', 'Sent during the outage')).toHaveLength(0);

    const restartedAt = Date.now();
    await smtp.start(port);
    await waitFor(() => smtp.to('support@sous.example', 'Sent during the outage').length === 1, 30_000);
    await waitFor(async () => (await row()).emailed_at !== null);
    await settle();
    expect(smtp.to('support@sous.example', 'Sent during the outage')).toHaveLength(1);
    expect(smtp.to('support@sous.example', 'Sent during the outage')[0].at).toBeGreaterThanOrEqual(restartedAt);
    expect(await server.deps.db('dead_letters').count({ n: '*' }).first()).toMatchObject({ n: 0 });
  }, 60_000);
});
