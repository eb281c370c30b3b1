import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
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

/** One JSON line per message, newest last: what the admin page lists. */
const INDEX_FILE = 'index.jsonl';

/**
 * Embedded default: every message becomes `<id>.eml`, and a line of metadata in `index.jsonl` for
 * the admin page. The index is appended through a descriptor opened once (O_APPEND keeps lines from
 * the web and worker processes whole): creating a second file per message cost as much as the first.
 */
export function createFileMailer(directory: string, from: string): Mailer {
  mkdirSync(directory, { recursive: true });
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let index: number | undefined;
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
      index ??= openSync(path.join(directory, INDEX_FILE), 'a');
      writeSync(index, `${JSON.stringify(summary)}\n`);
      return { messageId: info.messageId };
    },
    close() {
      transport.close();
      if (index !== undefined) closeSync(index);
      index = undefined;
    },
  };
}

/** A line of the index; none for a blank line or one torn by a crash mid-write. */
function parseIndexLine(line: string): StoredMailSummary[] {
  try {
    return line.trim() ? [JSON.parse(line) as StoredMailSummary] : [];
  } catch {
    return [];
  }
}

/** The newest `limit` messages, newest first (also those stored as `<id>.json` by earlier versions). */
export async function listStoredMail(directory: string, limit = 200): Promise<StoredMailSummary[]> {
  let files: string[];
  try {
    files = await readdir(directory);
  } catch {
    return [];
  }
  const indexed = files.includes(INDEX_FILE)
    ? (await readFile(path.join(directory, INDEX_FILE), 'utf8')).split('\n').flatMap(parseIndexLine)
    : [];
  const legacy = await Promise.all(
    files
      .filter((file) => file.endsWith('.json'))
      .map(async (file) => JSON.parse(await readFile(path.join(directory, file), 'utf8')) as StoredMailSummary),
  );
  // Ids start with the send time, so they sort by it.
  return [...indexed, ...legacy].sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)).slice(0, limit);
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
