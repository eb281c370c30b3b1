import { appendFileSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailbox } from '../../testing/mail';
import { createMailer, listStoredMail, readStoredMail } from './index';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

describe('SMTP adapter against a local smtp-server', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers a message with envelope, subject and body', async () => {
    const mailer = createMailer({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Sous <no-reply@sous.example>',
      DATA_DIR: '.data',
    });
    expect(mailer.kind).toBe('smtp');
    const sent = await mailer.send({
      to: 'cook@example.com',
      subject: 'Your question',
      text: 'Answer within 24 hours.',
    });
    mailer.close();
    expect(sent.messageId).toMatch(/@/);
    expect(received).toHaveLength(1);
    expect(received[0].from).toBe('no-reply@sous.example');
    expect(received[0].to).toEqual(['cook@example.com']);
    expect(received[0].raw).toContain('Subject: Your question');
    expect(received[0].raw).toContain('Answer within 24 hours.');
  });

  it('fails loudly when the SMTP server is unreachable (the worker retries)', async () => {
    const mailer = createMailer({ SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'a@b.example', DATA_DIR: '.data' });
    await expect(mailer.send({ to: 'x@example.com', subject: 's', text: 't' })).rejects.toThrow();
    mailer.close();
  });
});

describe('file adapter (embedded default)', () => {
  it('stores each message with metadata that the admin page can list and read', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sous-mail-'));
    const mailer = createMailer({ SMTP_URL: undefined, MAIL_FROM: 'Sous <no-reply@sous.example>', DATA_DIR: dataDir });
    expect(mailer.kind).toBe('files');
    await mailer.send({ to: ['a@example.com', 'b@example.com'], subject: 'Hello', text: 'Body text' });
    const listed = await listStoredMail(path.join(dataDir, 'mail'));
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ to: ['a@example.com', 'b@example.com'], subject: 'Hello' });
    const raw = await readStoredMail(path.join(dataDir, 'mail'), listed[0].id);
    expect(raw).toContain('Subject: Hello');
    expect(raw).toContain('Body text');
    expect(await readStoredMail(path.join(dataDir, 'mail'), '../../etc/passwd')).toBeUndefined();
  });

  it('lists the newest first, with messages stored by earlier versions and past a torn index line', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sous-mail-'));
    const mailDir = path.join(dataDir, 'mail');
    const mailer = createMailer({ SMTP_URL: undefined, MAIL_FROM: 'no-reply@sous.example', DATA_DIR: dataDir });
    await mailer.send({ to: 'a@example.com', subject: 'First', text: '1' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await mailer.send({ to: 'a@example.com', subject: 'Second', text: '2' });
    mailer.close();
    // No file per message: the messages and their metadata are lines of two shared files.
    expect(readdirSync(mailDir).sort()).toEqual(['index.jsonl', 'messages.jsonl']);
    appendFileSync(path.join(mailDir, 'index.jsonl'), '{"id":"2026-11-2');
    appendFileSync(path.join(mailDir, 'messages.jsonl'), '{"id":"2026-11-2');
    const legacy = {
      id: '2020-01-01T00-00-00-000Z-abcdef',
      to: ['old@example.com'],
      subject: 'Old',
      sentAt: '2020-01-01T00:00:00.000Z',
      messageId: '<old@x>',
    };
    writeFileSync(path.join(mailDir, `${legacy.id}.json`), JSON.stringify(legacy));
    writeFileSync(path.join(mailDir, `${legacy.id}.eml`), 'Subject: Old\n\nFrom an earlier version');
    const listed = await listStoredMail(mailDir);
    expect(listed.map((mail) => mail.subject)).toEqual(['Second', 'First', 'Old']);
    expect(await readStoredMail(mailDir, legacy.id)).toContain('From an earlier version');
    expect(await readStoredMail(mailDir, listed[1].id)).toContain('Subject: First');
    // The tests' mailbox reads the same store, oldest first.
    expect(readMailbox(dataDir).map((mail) => /Subject: (\w+)/.exec(mail)?.[1])).toEqual(['Old', 'First', 'Second']);
    expect((await listStoredMail(mailDir, 1)).map((mail) => mail.subject)).toEqual(['Second']);
  });
});
