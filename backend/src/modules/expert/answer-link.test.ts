import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../platform/config';
import { answerToken, linkSecret } from './answer-link';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'sous-links-'));
const config = (env: Record<string, string>) => parseConfig(env);

describe('the one-time link secret', () => {
  it('derives nothing from DATABASE_URL: the secret follows DATA_DIR, whatever the database', () => {
    const [one, other] = [dataDir(), dataDir()];
    const secret = linkSecret(config({ DATABASE_URL: 'postgres://sous:pw@db/sous', DATA_DIR: one }));
    // The old default: anyone who knew the database URL could mint expert answer links.
    expect(secret).not.toBe(createHash('sha256').update('sous-links:postgres://sous:pw@db/sous').digest('hex'));
    expect(linkSecret(config({ DATABASE_URL: 'postgres://elsewhere/other', DATA_DIR: one }))).toBe(secret);
    const elsewhere = linkSecret(config({ DATABASE_URL: 'postgres://sous:pw@db/sous', DATA_DIR: other }));
    expect(elsewhere).not.toBe(secret);
    expect(answerToken(elsewhere, 'question-1', 'nonce')).not.toBe(answerToken(secret, 'question-1', 'nonce'));
  });

  it('is LINK_SIGNING_SECRET when set', () => {
    expect(
      linkSecret(config({ DATABASE_URL: 'postgres://x/y', DATA_DIR: dataDir(), LINK_SIGNING_SECRET: 'l'.repeat(24) })),
    ).toBe('l'.repeat(24));
  });
});
