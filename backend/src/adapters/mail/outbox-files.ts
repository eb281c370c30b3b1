import { mkdirSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer } from './index';

export interface StoredMailSummary {
  id: string;
  to: string[];
  subject: string;
  sentAt: string;
  messageId: string;
}

/** Embedded default: every message becomes `<id>.eml` plus `<id>.json` metadata for the admin page. */
export function createFileMailer(directory: string, from: string): Mailer {
  mkdirSync(directory, { recursive: true });
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'files',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      const sentAt = new Date();
      const id = `${sentAt.toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
      const summary: StoredMailSummary = {
        id,
        to: ([] as string[]).concat(message.to),
        subject: message.subject,
        sentAt: sentAt.toISOString(),
        messageId: info.messageId,
      };
      await writeFile(path.join(directory, `${id}.eml`), info.message as Buffer);
      await writeFile(path.join(directory, `${id}.json`), JSON.stringify(summary, null, 2));
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

export async function listStoredMail(directory: string, limit = 200): Promise<StoredMailSummary[]> {
  let files: string[];
  try {
    files = await readdir(directory);
  } catch {
    return [];
  }
  const metadata = files
    .filter((file) => file.endsWith('.json'))
    .sort()
    .reverse()
    .slice(0, limit);
  const summaries = await Promise.all(
    metadata.map(async (file) => JSON.parse(await readFile(path.join(directory, file), 'utf8')) as StoredMailSummary),
  );
  return summaries;
}

/** Returns the raw message, or undefined for an unknown id (ids are checked so no path escapes the folder). */
export async function readStoredMail(directory: string, id: string): Promise<string | undefined> {
  if (!/^[A-Za-z0-9-]+$/.test(id)) return undefined;
  try {
    return await readFile(path.join(directory, `${id}.eml`), 'utf8');
  } catch {
    return undefined;
  }
}
