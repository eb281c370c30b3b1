import { expect } from 'vitest';
import { queueNames } from '../../backend/src/platform/queue/queues';
import { signUp, TestClient } from '../../backend/src/testing/http-client';
import { LocalSmtp, mailHeader } from '../../backend/src/testing/local-smtp';
import { startTestServer } from '../../backend/src/testing/test-server';
import { waitFor } from '../../backend/src/testing/wait-for';
import { checkInvariants } from '../support/invariants';
import { sleep } from '../support/load';
import { secondsSince, type Figures } from '../support/report';
import { TcpProxy } from '../support/tcp-proxy';

/**
 * The mail server down — first refusing connections, then a blackhole that accepts and never
 * greets — while visitors send contact messages and users submit reviews: the API answers 201,
 * mail jobs retry with a growing (capped) backoff, and after recovery each e-mail arrives once.
 */
export async function smtpOutage(outageMs: number, figures: Figures): Promise<void> {
  const smtp = new LocalSmtp();
  await smtp.start();
  const proxy = await new TcpProxy(smtp.port).start();
  const server = await startTestServer({
    RUN_WORKER_IN_WEB: 'true',
    SMTP_URL: `smtp://127.0.0.1:${proxy.port}`,
    CONTACT_EMAIL: 'support@sous.example',
    RATE_CONTACT_PER_HOUR: '100000',
    RATE_REVIEWS_PER_HOUR: '100000',
    RATE_AUTH_PER_IP: '100000',
  });
  try {
    const author = await signUp(server.url);
    const visitor = new TestClient(server.url);
    const contactIds: string[] = [];
    const reviewIds: string[] = [];
    const statuses: number[] = [];

    const outageStart = Date.now();
    proxy.refuse();
    const writes = Math.max(4, Math.min(40, Math.round(outageMs / 15_000)));
    for (let index = 0; index < writes; index += 1) {
      if (index === Math.floor(writes / 2)) proxy.blackhole(); // second half: accepts, never answers
      const contact = await visitor.post('/api/contact', {
        firstName: 'Rae',
        email: `rae${index}@example.com`,
        subject: `Sent during the mail outage ${index}`,
        message: 'Is anyone there?',
      });
      statuses.push(contact.status);
      if (contact.status === 201) contactIds.push(contact.json.id as string);
      const review = await author.client.post('/api/reviews', {
        customerName: 'Mia',
        reviewContent: `Honest timings and clear steps (outage ${index}).`,
        starRating: 5,
      });
      statuses.push(review.status);
      if (review.status === 201) reviewIds.push(review.json.id as string);
      await sleep(outageMs / writes);
    }
    await sleep(Math.max(0, outageStart + outageMs - Date.now()));
    const events = server.deps.queues.queue(queueNames.events);
    const waiting: Array<{ id: string; type: string; payload: Record<string, string> }> = await server.deps
      .db('outbox')
      .whereNull('processed_at')
      .select('id', 'type', 'payload');
    const attemptsAtRecovery = await Promise.all(
      waiting.map(async (row) => (await events.getJob(row.id))?.attemptsMade ?? 0),
    );
    const first = waiting.find((row) => row.payload.contactMessageId === contactIds[0]);
    const attemptsOfFirstMessage = first ? ((await events.getJob(first.id))?.attemptsMade ?? 0) : 0;
    const mailedDuringOutage = smtp.received.length;
    const connectionAttempts = proxy.stats.accepted;
    proxy.restore();
    const recoveredAt = Date.now();

    const expected = contactIds.length + reviewIds.length; // one support mail per message, one outcome per review
    await waitFor(() => smtp.received.length >= expected, 180_000, 200);
    const deliveredSeconds = secondsSince(recoveredAt);
    const report = await checkInvariants(
      server.deps.db,
      { contactMessages: contactIds, reviews: reviewIds },
      { waitMs: 60_000 },
    );
    await sleep(3000); // room for a duplicate to show up
    const ids = smtp.received.map((mail) => mailHeader(mail.raw, 'Message-ID'));

    Object.assign(figures, {
      outageSeconds: Math.round(outageMs / 1000),
      writesAccepted: statuses.filter((status) => status === 201).length,
      writesRefused: statuses.filter((status) => status !== 201).length,
      mailedDuringOutage,
      smtpConnectionAttempts: connectionAttempts,
      maxAttemptsAtRecovery: Math.max(0, ...attemptsAtRecovery),
      attemptsOfFirstMessage,
      secondsToDeliverAllAfterRecovery: deliveredSeconds,
      mails: ids.length,
      distinctMessageIds: new Set(ids).size,
      violations: report.violations.length,
    });
    expect(statuses.every((status) => status === 201)).toBe(true);
    expect(mailedDuringOutage).toBe(0);
    expect(attemptsOfFirstMessage).toBeGreaterThanOrEqual(2); // it retried…
    expect(Math.max(...attemptsAtRecovery)).toBeLessThan(20); // …with backoff, and none gave up
    expect(ids.length).toBe(expected);
    expect(new Set(ids).size).toBe(expected);
    expect(report.violations).toEqual([]);
  } finally {
    proxy.restore();
    await server.close();
    await proxy.close();
    await smtp.stop();
  }
}
