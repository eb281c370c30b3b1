import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Undoes quoted-printable (soft line breaks and =XX escapes) so tests can read mail bodies. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every message the file mailer wrote under DATA_DIR/mail, decoded. */
export function readMailbox(dataDir: string): string[] {
  const mailDir = path.join(dataDir, 'mail');
  let files: string[];
  try {
    files = readdirSync(mailDir).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.sort().map((file) => decodeQuotedPrintable(readFileSync(path.join(mailDir, file), 'utf8')));
}
