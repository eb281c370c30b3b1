import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, writeSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer } from './port';

export interface StoredMailSummary {
  id: string;
  to: string[];
  subject: string;
  sentAt: string;
  messageId: string;
}

/** One JSON line per message, newest last: what the admin page lists. */
const INDEX_FILE = 'index.jsonl';
/** One JSON line per message, `{ id, raw }`, newest last: the messages themselves. */
const MESSAGES_FILE = 'messages.jsonl';

/** A stored message: its id and the raw RFC 822 text. */
interface StoredMessage {
  id: string;
  raw: string;
}

/**
 * Embedded default: every message becomes a line of `messages.jsonl` (its raw text), and a line of
 * metadata in `index.jsonl` for the admin page. Both are appended through descriptors opened once
 * (O_APPEND keeps lines from the web and worker processes whole): creating a file per message would be
 * the worker's largest cost in a burst (`open` alone took a fifth of its CPU). Stored `<id>.eml` files
 * are still read.
 */
export function createFileMailer(directory: string, from: string): Mailer {
  mkdirSync(directory, { recursive: true });
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let index: number | undefined;
  let messages: number | undefined;
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
      const stored: StoredMessage = { id, raw: (info.message as Buffer).toString('utf8') };
      messages ??= openSync(path.join(directory, MESSAGES_FILE), 'a');
      writeSync(messages, `${JSON.stringify(stored)}\n`);
      index ??= openSync(path.join(directory, INDEX_FILE), 'a');
      writeSync(index, `${JSON.stringify(summary)}\n`);
      return { messageId: info.messageId };
    },
    close() {
      transport.close();
      for (const descriptor of [index, messages]) if (descriptor !== undefined) closeSync(descriptor);
      index = undefined;
      messages = undefined;
    },
  };
}

/** A line of one of the JSON-lines files; none for a blank line or one torn by a crash mid-write. */
function parseLine<T>(line: string): T[] {
  try {
    return line.trim() ? [JSON.parse(line) as T] : [];
  } catch {
    return [];
  }
}

async function readLines<T>(file: string): Promise<T[]> {
  try {
    return (await readFile(file, 'utf8')).split('\n').flatMap((line) => parseLine<T>(line));
  } catch {
    return [];
  }
}

/**
 * Every stored message, oldest first: the lines of `messages.jsonl`, and the `<id>.eml` files that
 * earlier versions wrote. Synchronous, for the tests' mailbox and the admin page's one message (this
 * is the embedded mailer's folder; in production mail leaves by SMTP).
 */
export function readStoredMessages(directory: string): StoredMessage[] {
  let files: string[];
  try {
    files = readdirSync(directory);
  } catch {
    return [];
  }
  const legacy = files
    .filter((file) => file.endsWith('.eml'))
    .map((file) => ({ id: file.slice(0, -'.eml'.length), raw: readFileSync(path.join(directory, file), 'utf8') }));
  const appended = files.includes(MESSAGES_FILE)
    ? readFileSync(path.join(directory, MESSAGES_FILE), 'utf8')
        .split('\n')
        .flatMap((line) => parseLine<StoredMessage>(line))
    : [];
  // Ids start with the send time, so they sort by it.
  return [...legacy, ...appended].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
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
    ? await readLines<StoredMailSummary>(path.join(directory, INDEX_FILE))
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
  return readStoredMessages(directory).find((message) => message.id === id)?.raw;
}
