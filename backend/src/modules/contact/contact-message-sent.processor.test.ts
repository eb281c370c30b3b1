import { describe, expect, it } from 'vitest';
import { queueNames } from '../../platform/queue/queues';
import { TestClient } from '../../testing/http-client';
import { mailHeader } from '../../testing/local-smtp';
import { settleMail, useSmtpTestServer } from '../../testing/smtp-test-server';
import { waitFor } from '../../testing/wait-for';

/**
 * The contact processor's mail through real SMTP (a local smtp-server): once, with Reply-To the sender,
 * and what happens while the SMTP server is down.
 */
const setup = useSmtpTestServer({ CONTACT_EMAIL: 'support@sous.example' });

describe('contact mail over SMTP', () => {
  const { smtp } = setup;

  it('mails contact messages to support once, with Reply-To the sender', async () => {
    const sent = await new TestClient(setup.server.url).post('/api/contact', {
      firstName: 'Lee',
      lastName: 'Park',
      email: 'lee.park@example.com',
      subject: 'Partnership',
      message: 'We run a cooking school and would love to talk.',
    });
    expect(sent.status).toBe(201);
    await waitFor(() => smtp.to('support@sous.example', 'Partnership').length === 1);
    await settleMail();
    const [mail] = smtp.to('support@sous.example', 'Partnership');
    expect(smtp.to('support@sous.example', 'Partnership')).toHaveLength(1);
    expect(mail.to).toEqual(['support@sous.example']);
    expect(mailHeader(mail.raw, 'Reply-To')).toMatch(/Lee Park.*<lee\.park@example\.com>/);
    expect(mail.raw).toContain('Subject: [Sous contact] Partnership');
    expect(smtp.received.some((item) => item.to.includes('lee.park@example.com'))).toBe(false);
  });

  it('retries with backoff while SMTP is down and delivers once after it recovers', async () => {
    const port = smtp.port;
    await smtp.stop();
    const sent = await new TestClient(setup.server.url).post('/api/contact', {
      firstName: 'Rae',
      email: 'rae@example.com',
      subject: 'Sent during the outage',
      message: 'Is anyone there?',
    });
    expect(sent.status).toBe(201);
    const row = () => setup.server.deps.db('contact_messages').where({ id: sent.json.id }).first();
    const event = await setup.server.deps
      .db('outbox')
      .where({ type: 'contact_message.sent' })
      .whereRaw(`payload->>'contactMessageId' = ?`, [sent.json.id as string])
      .first();
    const job = () => setup.server.deps.queues.queue(queueNames.events).getJob(event.id);
    // At least two failed attempts, spaced by the exponential backoff.
    await waitFor(async () => ((await job())?.attemptsMade ?? 0) >= 2, 20_000);
    expect((await row()).emailed_at).toBeNull();
    expect(smtp.to('support@sous.example', 'Sent during the outage')).toHaveLength(0);

    const restartedAt = Date.now();
    await smtp.start(port);
    await waitFor(() => smtp.to('support@sous.example', 'Sent during the outage').length === 1, 30_000);
    await waitFor(async () => (await row()).emailed_at !== null);
    await settleMail();
    expect(smtp.to('support@sous.example', 'Sent during the outage')).toHaveLength(1);
    expect(smtp.to('support@sous.example', 'Sent during the outage')[0].at).toBeGreaterThanOrEqual(restartedAt);
    expect(await setup.server.deps.db('dead_letters').count({ n: '*' }).first()).toMatchObject({ n: 0 });
  }, 60_000);
});
