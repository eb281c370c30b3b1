import { describe, expect, it } from 'vitest';
import { CONTACT_THANKS } from '@common/contracts/contact';
import { signUp, TestClient } from '../../testing/http-client';
import { signUpVerified } from '../../testing/verified-user';
import { readMailbox } from '../../testing/mail';
import { serverDuringTests } from '../../testing/during-tests';
import { waitFor } from '../../testing/wait-for';

const server = serverDuringTests({
  RUN_WORKER_IN_WEB: 'true',
  CONTACT_EMAIL: 'help@sous.example',
  ADMIN_EMAILS: 'contact-admin@example.com',
});

const visitor = () => new TestClient(server.url);
const message = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Byron',
  email: 'ada@example.com',
  subject: 'Recipe import question',
  message: 'Can I import my own recipes from a spreadsheet?',
  ...overrides,
});

// Tests run in order: validation spends no rate-limit budget; the last test uses up the 5 per hour.
describe('the contact form', () => {
  it.each([
    [{ firstName: '' }, 'firstName', 'firstName: is required'],
    [{ firstName: undefined }, 'firstName', 'firstName: is required'],
    [{ firstName: 'x'.repeat(81) }, 'firstName', 'firstName: must be at most 80 characters'],
    [{ lastName: 'x'.repeat(81) }, 'lastName', 'lastName: must be at most 80 characters'],
    [{ lastName: 5 }, 'lastName', 'lastName: must be text'],
    [{ email: '' }, 'email', 'email: is required'],
    [{ email: 'not-an-address' }, 'email', 'email: must be a valid e-mail address'],
    [{ email: 42 }, 'email', 'email: must be text'],
    [{ subject: '  ' }, 'subject', 'subject: is required'],
    [{ subject: 'Hi\r\nBcc: victim@example.com' }, 'subject', 'subject: must be a single line'],
    [{ subject: 'x'.repeat(201) }, 'subject', 'subject: must be at most 200 characters'],
    [{ message: '' }, 'message', 'message: is required'],
    [{ message: 'x'.repeat(5001) }, 'message', 'message: must be at most 5000 characters'],
  ])('answers bad input #%# with 400 naming the field', async (overrides, field, text) => {
    const response = await visitor().post('/api/contact', message(overrides));
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ field, message: text });
  });

  it('stores the message verbatim, thanks the sender, and mails support once with Reply-To the sender', async () => {
    const body = message({
      firstName: '  Ada ',
      lastName: '',
      email: ' Ada@Example.com ',
      message: `<script>alert("hi")</script>\nSecond line & more`,
    });
    const response = await visitor().post('/api/contact', body);
    expect(response.status).toBe(201);
    expect(response.json).toEqual({ id: expect.any(String), message: CONTACT_THANKS });
    expect(CONTACT_THANKS).toBe("Thanks — we'll reply within 24 hours.");

    const row = await server.deps.db('contact_messages').where({ id: response.json.id }).first();
    expect(row).toMatchObject({ first_name: 'Ada', last_name: '', email: 'Ada@Example.com', message: body.message });
    const emailed = await waitFor(async () => {
      const current = await server.deps.db('contact_messages').where({ id: response.json.id }).first();
      return current.emailed_at ? current : null;
    });
    expect(emailed.emailed_at).toBeInstanceOf(Date);
    const mails = readMailbox(server.config.DATA_DIR).filter((mail) => mail.includes('Recipe import question'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: help@sous.example');
    expect(mails[0]).toMatch(/Reply-To: "?Ada"? <Ada@example\.com>/i);
    expect(mails[0]).toContain('Subject: [Sous contact] Recipe import question');
    expect(mails[0]).toContain('<script>alert("hi")</script>');
    // No auto-reply to an address typed into a public form.
    expect(readMailbox(server.config.DATA_DIR).some((mail) => mail.includes('To: Ada@Example.com'))).toBe(false);
  });

  it('lists messages for admins only', async () => {
    const admin = (await signUpVerified(server, { email: 'contact-admin@example.com' })).client;
    const listed = await admin.get('/api/admin/contact-messages');
    expect(listed.status).toBe(200);
    expect(listed.json).toMatchObject({ total: 1, page: 1, totalPages: 1 });
    expect((listed.json.messages as Array<{ subject: string }>)[0]).toMatchObject({
      subject: 'Recipe import question',
      firstName: 'Ada',
      emailedAt: expect.any(String),
    });
    expect((await admin.get('/api/admin/contact-messages?notEmailed=true')).json.total).toBe(0);
    expect((await admin.get('/api/admin/contact-messages?notEmailed=maybe')).json.field).toBe('notEmailed');
    const user = (await signUp(server.url)).client;
    expect((await user.get('/api/admin/contact-messages')).status).toBe(403);
    expect((await visitor().get('/api/admin/contact-messages')).status).toBe(401);
  });

  it('allows 5 messages per IP per hour, then 429 with Retry-After', async () => {
    for (let index = 0; index < 4; index += 1) {
      expect((await visitor().post('/api/contact', message({ subject: `Note ${index}` }))).status).toBe(201);
    }
    const limited = await visitor().post('/api/contact', message());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
