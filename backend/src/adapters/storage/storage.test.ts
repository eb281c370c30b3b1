import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3 } from '../../testing/local-s3';
import { createLocalStorage } from './local';
import type { ObjectStorage } from './port';
import { createS3Storage } from './s3';

let s3: Awaited<ReturnType<typeof startLocalS3>>;
const folder = mkdtempSync(path.join(tmpdir(), 'sous-objects-'));
const stores: Record<string, () => ObjectStorage> = {
  'local disk': () => createLocalStorage(folder),
  'S3 (s3rver)': () => createS3Storage(s3.settings),
};

beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe.each(Object.keys(stores))('object storage on %s', (name) => {
  it('puts, gets and deletes objects; a missing one is null', async () => {
    const storage = stores[name]();
    const body = Buffer.from('RIFF....WEBPVP8 not really a photo');
    await storage.put('recipes/7/abc-320.webp', body, 'image/webp');
    const stored = await storage.get('recipes/7/abc-320.webp');
    expect(stored?.body.equals(body)).toBe(true);
    expect(stored?.contentType).toBe('image/webp');
    expect(stored?.size).toBe(body.length);
    expect(await storage.get('recipes/7/missing.webp')).toBeNull();
    await storage.delete(['recipes/7/abc-320.webp', 'recipes/7/never-there.webp']);
    expect(await storage.get('recipes/7/abc-320.webp')).toBeNull();
    await storage.delete([]);
  });
});

it('keeps local keys inside the root folder', async () => {
  await expect(createLocalStorage(folder).put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
    /outside the root/,
  );
});
