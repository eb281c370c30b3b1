import path from 'node:path';
import { readStoredMessages } from '../adapters/mail/file-mailer';

/** Undoes quoted-printable (soft line breaks and =XX escapes of UTF-8 bytes) so tests can read mail bodies. */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  // The escapes are UTF-8 bytes ("=C2=B0" is one "°"): as percent-escapes, decodeURIComponent joins them.
  try {
    return decodeURIComponent(joined.replace(/%/g, '%25').replace(/=([0-9A-F]{2})/g, '%$1'));
  } catch {
    return joined.replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
}

/** Every message the file mailer wrote under DATA_DIR/mail, oldest first, decoded. */
export function readMailbox(dataDir: string): string[] {
  return readStoredMessages(path.join(dataDir, 'mail')).map((message) => decodeQuotedPrintable(message.raw));
}
