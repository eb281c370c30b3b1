import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { ConfigError } from './config-error';

/** The keys that sign what leaves the server and comes back: media URLs, one-time links in e-mails. */
export interface SigningSecrets {
  media: string;
  link: string;
}

/** The settings this file reads (platform/config.ts parses them). */
interface SecretSettings {
  DATA_DIR: string;
  MEDIA_SIGNING_SECRET?: string;
  LINK_SIGNING_SECRET?: string;
}

export const SECRETS_FILE = 'secrets.json';

interface StoredSecrets {
  mediaSigningSecret: string;
  linkSigningSecret: string;
  createdAt: string;
}

const newSecret = () => randomBytes(32).toString('base64url');

function parseStored(file: string): StoredSecrets {
  let stored: Partial<StoredSecrets>;
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<StoredSecrets>;
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration: ${file} is unreadable (${(error as Error).message}); restore it, or remove it to sign with new secrets`,
    );
  }
  for (const key of ['mediaSigningSecret', 'linkSigningSecret'] as const) {
    const value = stored[key];
    if (typeof value !== 'string' || value.length < 16) {
      throw new ConfigError(
        `Invalid configuration: ${file} has no ${key}; restore it, or remove it to sign with new secrets`,
      );
    }
  }
  return stored as StoredSecrets;
}

/**
 * The secrets kept in `<dataDir>/secrets.json`, created on first use: random, mode 0600, and written
 * whole under a temporary name, then hard-linked into place. The link fails if the file exists, so
 * when web and worker start together on one DATA_DIR, one of them creates it and both read the same.
 * Reads the file every time (signingSecrets caches).
 */
export function readOrCreateSecrets(dataDir: string): StoredSecrets {
  const file = path.join(dataDir, SECRETS_FILE);
  try {
    const mode = statSync(file).mode;
    // Readable by others (copied with a loose umask, say): tighten rather than keep signing with it silently.
    if (mode & 0o077) chmodSync(file, 0o600);
    return parseStored(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const temporary = path.join(dataDir, `.${SECRETS_FILE}.${process.pid}.${randomBytes(6).toString('hex')}`);
    const fresh: StoredSecrets = {
      mediaSigningSecret: newSecret(),
      linkSigningSecret: newSecret(),
      createdAt: new Date().toISOString(),
    };
    const descriptor = openSync(temporary, 'wx', 0o600);
    try {
      writeSync(descriptor, `${JSON.stringify(fresh, null, 2)}\n`);
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
    try {
      linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Another process got there first: theirs is the one.
    } finally {
      unlinkSync(temporary);
    }
    return parseStored(file);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(
      `Invalid configuration: DATA_DIR cannot keep the signing secrets in ${file} (${(error as Error).message}); make it writable or set MEDIA_SIGNING_SECRET and LINK_SIGNING_SECRET`,
    );
  }
}

const fromFiles = new Map<string, StoredSecrets>();

/**
 * MEDIA_SIGNING_SECRET and LINK_SIGNING_SECRET when set (production refuses to start without them, see
 * parseConfig), otherwise the ones generated once for this DATA_DIR (the embedded default: web and
 * worker share the folder, and a restart keeps every issued link valid).
 */
export function signingSecrets(config: SecretSettings): SigningSecrets {
  if (config.MEDIA_SIGNING_SECRET && config.LINK_SIGNING_SECRET) {
    return { media: config.MEDIA_SIGNING_SECRET, link: config.LINK_SIGNING_SECRET };
  }
  const key = path.resolve(config.DATA_DIR);
  let stored = fromFiles.get(key);
  if (!stored) {
    stored = readOrCreateSecrets(config.DATA_DIR);
    fromFiles.set(key, stored);
  }
  return {
    media: config.MEDIA_SIGNING_SECRET ?? stored.mediaSigningSecret,
    link: config.LINK_SIGNING_SECRET ?? stored.linkSigningSecret,
  };
}
