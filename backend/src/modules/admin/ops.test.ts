import { describe, expect, it } from 'vitest';
import { queueNames } from '../../platform/queue/queues';
import { signUp, TestClient } from '../../testing/http-client';
import { adminDuringTests, serverDuringTests } from '../../testing/during-tests';
import { waitFor } from '../../testing/wait-for';

const server = serverDuringTests({
  RUN_WORKER_IN_WEB: 'true',
  ADMIN_EMAILS: 'ops@example.com',
  CONTACT_EMAIL: 'help@sous.example',
  RATE_AUTH_PER_IP: '1000',
});
const admin = adminDuringTests(server, 'ops@example.com');

const adminEndpoints = [
  ['GET', '/api/admin/overview'],
  ['GET', '/api/admin/dead-letters'],
  ['POST', '/api/admin/dead-letters/1/retry'],
  ['GET', '/api/admin/mail'],
  ['GET', '/api/admin/mail/abc'],
  ['GET', '/api/admin/mail/abc/decoded'],
  ['GET', '/api/admin/reviews'],
  ['POST', '/api/admin/reviews/00000000-0000-4000-8000-000000000000/approve'],
  ['POST', '/api/admin/reviews/00000000-0000-4000-8000-000000000000/reject'],
  ['GET', '/api/admin/rating-notes'],
  ['GET', '/api/admin/expert-questions'],
  ['GET', '/api/admin/contact-messages'],
] as const;

describe('the ops area', () => {
  it('is admins only: 401 for visitors and 403 for every other user, on every endpoint', async () => {
    const { client } = await signUp(server.url);
    const visitor = new TestClient(server.url);
    for (const [method, path] of adminEndpoints) {
      const body = method === 'POST' ? {} : undefined;
      expect((await client.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await visitor.request(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
  });

  it('summarises what waits on people and machines', async () => {
    const { client } = await signUp(server.url);
    await client.post('/api/reviews', {
      customerName: 'Ann',
      reviewContent: 'ALL CAPS REVIEW FOR TESTING',
      starRating: 4,
    });
    await waitFor(async () => (await server.deps.db('reviews').where({ status: 'held' }).first()) !== undefined);
    const overview = await admin.get('/api/admin/overview');
    expect(overview.status).toBe(200);
    expect(overview.json).toMatchObject({
      generatedAt: expect.any(String),
      reviews: { pending: 0, held: 1, oldestWaiting: { status: 'held', since: expect.any(String) } },
      ratingNotes: { pending: 0, held: 0, oldestWaiting: null },
      expertQuestions: { unanswered: 0, overdue: 0, oldestWaiting: null },
      contactMessages: { total: 0, notEmailed: 0 },
      deadLetters: { open: 0, total: 0, oldestOpen: null },
      outbox: { lagSeconds: expect.any(Number), unprocessed: expect.any(Number), notEnqueued: expect.any(Number) },
    });
    expect(
      (overview.json.reviews as { oldestWaiting: { hoursWaiting: number } }).oldestWaiting.hoursWaiting,
    ).toBeGreaterThanOrEqual(0);
  });

  it('lists dead letters and retries one on its queue once (new job id, handlers stay idempotent)', async () => {
    // A contact message whose mail job "died" (as after 8 failed attempts): in the outbox, never processed.
    const db = server.deps.db;
    const [message] = await db('contact_messages')
      .insert({
        first_name: 'Dee',
        last_name: 'Lettre',
        email: 'dee@example.com',
        subject: 'Dead letter retry',
        message: 'Hello',
      })
      .returning('*');
    const [event] = await db('outbox')
      .insert({
        type: 'contact_message.sent',
        payload: JSON.stringify({ contactMessageId: message.id }),
        enqueued_at: db.fn.now(),
      })
      .returning('*');
    const [dead] = await db('dead_letters')
      .insert({
        queue: queueNames.events,
        job_id: event.id,
        job_name: 'contact_message.sent',
        data: JSON.stringify({
          eventId: event.id,
          type: 'contact_message.sent',
          payload: { contactMessageId: message.id },
          createdAt: event.created_at.toISOString(),
        }),
        error: 'connect ECONNREFUSED 127.0.0.1:25',
        attempts: 8,
      })
      .returning('*');

    const listed = await admin.get('/api/admin/dead-letters?state=open');
    expect(listed.json).toMatchObject({ total: 1, deadLetters: [{ id: dead.id, jobName: 'contact_message.sent' }] });
    expect((await admin.get('/api/admin/overview')).json.deadLetters).toMatchObject({
      open: 1,
      oldestOpen: { id: dead.id, error: 'connect ECONNREFUSED 127.0.0.1:25' },
    });

    const retried = await admin.post(`/api/admin/dead-letters/${dead.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.json).toMatchObject({ requeued: true, deadLetter: { retriedAt: expect.any(String) } });
    await waitFor(async () => (await db('contact_messages').where({ id: message.id }).first()).emailed_at !== null);
    await waitFor(async () => (await db('outbox').where({ id: event.id }).first()).processed_at !== null);

    const again = await admin.post(`/api/admin/dead-letters/${dead.id}/retry`);
    expect(again.json).toMatchObject({ requeued: false });
    expect((await admin.get('/api/admin/dead-letters?state=open')).json.total).toBe(0);
    expect((await admin.get('/api/admin/dead-letters?state=retried')).json.total).toBe(1);
    expect((await admin.post('/api/admin/dead-letters/999999/retry')).status).toBe(404);
    expect((await admin.post('/api/admin/dead-letters/abc/retry')).json.field).toBe('id');
    expect((await admin.get('/api/admin/dead-letters?state=gone')).json.field).toBe('state');
  });

  it('lists the embedded mail outbox and shows a raw message', async () => {
    const listed = (await waitFor(async () => {
      const response = await admin.get('/api/admin/mail');
      return (response.json.messages as unknown[]).length > 0 ? response : null;
    }))!;
    expect(listed.json.mode).toBe('files');
    const first = (listed.json.messages as Array<{ id: string; to: string[]; subject: string }>).find(
      (item) => item.subject === '[Sous contact] Dead letter retry',
    );
    expect(first).toMatchObject({ to: ['help@sous.example'] });
    const raw = await admin.get(`/api/admin/mail/${first!.id}`);
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toContain('text/plain');
    expect(raw.text).toContain('Subject: [Sous contact] Dead letter retry');
    expect((await admin.get('/api/admin/mail/no-such-message')).status).toBe(404);
    expect((await admin.get('/api/admin/mail/..%2F..%2Fetc')).status).toBe(400);
  });

  it('decodes a stored message for the mail view: headers, plain text and HTML, no transfer encoding left', async () => {
    const listed = (await waitFor(async () => {
      const response = await admin.get('/api/admin/mail');
      return (response.json.messages as unknown[]).length > 0 ? response : null;
    }))!;
    const { id } = (listed.json.messages as Array<{ id: string; subject: string }>).find(
      (item) => item.subject === '[Sous contact] Dead letter retry',
    )!;
    const raw = (await admin.get(`/api/admin/mail/${id}`)).text;
    const decoded = await admin.get(`/api/admin/mail/${id}/decoded`);
    expect(decoded.status).toBe(200);
    expect(decoded.json).toMatchObject({
      id,
      to: ['help@sous.example'],
      subject: '[Sous contact] Dead letter retry',
      sentAt: expect.any(String),
    });
    const text = decoded.json.text as string;
    expect(text.length).toBeGreaterThan(20);
    // Quoted-printable soft line breaks and escapes are undone: no "=\r\n" or "=3D" in what is shown.
    expect(text).not.toMatch(/=\r?\n|=3D/);
    if (/quoted-printable/i.test(raw)) expect(raw).toMatch(/=\r?\n|=[0-9A-F]{2}/);
    expect((await admin.get('/api/admin/mail/no-such-message/decoded')).status).toBe(404);
  });
});
