import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRange } from './media-response';
import { createMediaSigner, MEDIA_URL_MAX_TTL_SECONDS, mediaSigningSecret, type MediaFile } from './media-signing';

const at = (iso: string) => new Date(iso);
const parse = (url: string) => {
  const parsed = new URL(url, 'http://sous.test');
  const [, , , , id, file] = parsed.pathname.split('/');
  return {
    id,
    file: file as MediaFile,
    exp: Number(parsed.searchParams.get('exp')),
    sig: parsed.searchParams.get('sig')!,
  };
};

describe('media URL signing', () => {
  const signer = createMediaSigner('a test secret of some length');
  const issuedAt = at('2026-11-21T10:02:30Z');

  it('signs a same-origin URL that expires within 5 to 10 minutes', () => {
    const url = signer.sign('knife-basics', 'video.mp4', 'user-1', issuedAt);
    expect(url).toMatch(/^\/api\/media\/videos\/knife-basics\/video\.mp4\?exp=\d+&sig=[\w-]{43}$/);
    const { exp } = parse(url);
    const ttl = exp - issuedAt.getTime() / 1000;
    expect(ttl).toBeGreaterThan(300);
    expect(ttl).toBeLessThanOrEqual(MEDIA_URL_MAX_TTL_SECONDS);
    // Rounded expiry: the same URL for a few minutes, so browsers can cache the file.
    expect(signer.sign('knife-basics', 'video.mp4', 'user-1', at('2026-11-21T10:03:00Z'))).toBe(url);
  });

  it('verifies only the same user, video, file and expiry, before it expires', () => {
    const request = { ...parse(signer.sign('knife-basics', 'video.mp4', 'user-1', issuedAt)), userId: 'user-1' };
    const check = (changes: Partial<typeof request>, now = issuedAt) => signer.verify({ ...request, ...changes }, now);
    expect(check({})).toBe(true);
    expect(check({ userId: 'user-2' })).toBe(false);
    expect(check({ id: 'dicing-an-onion' })).toBe(false);
    expect(check({ file: 'captions.vtt' })).toBe(false);
    expect(check({ exp: request.exp + 300 })).toBe(false);
    expect(check({ sig: `${request.sig.slice(0, -1)}${request.sig.endsWith('A') ? 'B' : 'A'}` })).toBe(false);
    expect(check({ sig: 'short' })).toBe(false);
    expect(check({}, new Date(request.exp * 1000))).toBe(false); // expired
    expect(check({}, new Date((request.exp - MEDIA_URL_MAX_TTL_SECONDS - 1) * 1000))).toBe(false); // too far ahead
    expect(createMediaSigner('another secret entirely').verify(request, issuedAt)).toBe(false);
  });

  it('derives nothing from DATABASE_URL: the secret follows DATA_DIR, whatever the database', () => {
    const [one, other] = [
      mkdtempSync(path.join(tmpdir(), 'sous-media-')),
      mkdtempSync(path.join(tmpdir(), 'sous-media-')),
    ];
    const secret = mediaSigningSecret({ DATA_DIR: one });
    // A secret derived from the database URL could be minted by anyone who knows or guesses that URL.
    for (const url of ['postgres://a/b', 'postgres://postgres@127.0.0.1:5432/sous']) {
      expect(secret).not.toBe(createHmac('sha256', 'sous:media-signing:v1').update(url).digest('base64url'));
    }
    const withDatabase = (dataDir: string, url: string) =>
      mediaSigningSecret({ DATA_DIR: dataDir, DATABASE_URL: url } as { DATA_DIR: string });
    expect(withDatabase(one, 'postgres://a/b')).toBe(secret);
    expect(withDatabase(one, 'postgres://a/c')).toBe(secret);
    expect(withDatabase(other, 'postgres://a/b')).not.toBe(secret);
  });

  it('signs with MEDIA_SIGNING_SECRET when set, else with the secret kept under DATA_DIR', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sous-media-'));
    const kept = mediaSigningSecret({ DATA_DIR: dataDir });
    expect(kept).toHaveLength(43); // 32 random bytes, base64url
    expect(mediaSigningSecret({ DATA_DIR: dataDir })).toBe(kept);
    expect(mediaSigningSecret({ DATA_DIR: dataDir, MEDIA_SIGNING_SECRET: 'configured-secret-1234' })).toBe(
      'configured-secret-1234',
    );
  });
});

describe('parseRange', () => {
  it.each([
    [undefined, undefined],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=50-10', undefined],
    ['bytes=0-1,5-9', undefined],
    ['items=0-9', undefined],
    ['bytes=-', undefined],
  ])('%s of 1000 bytes → %o', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });
});
