import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mp4DurationSeconds } from './media-duration';
import { DEFAULT_MEDIA_ROOT } from './videos.service';

const box = (type: string, body: Buffer) => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};
/** A version-0 movie header: flags, two 32-bit times, timescale, duration. */
const mvhd = (timescale: number, duration: number) => {
  const body = Buffer.alloc(100);
  body.writeUInt32BE(timescale, 12);
  body.writeUInt32BE(duration, 16);
  return box('mvhd', body);
};

const dir = mkdtempSync(path.join(os.tmpdir(), 'sous-mp4-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, content: Buffer) => {
  const target = path.join(dir, name);
  writeFileSync(target, content);
  return target;
};

describe('an MP4 file’s duration', () => {
  it('reads the generated clips as the 8 seconds they play', () => {
    expect(mp4DurationSeconds(path.join(DEFAULT_MEDIA_ROOT, 'videos/knife-basics.mp4'))).toBe(8);
  });

  it('reads the movie header after other boxes, rounding to whole seconds', () => {
    const mp4 = Buffer.concat([box('ftyp', Buffer.from('isom0000')), box('moov', mvhd(1000, 192_400))]);
    expect(mp4DurationSeconds(file('long.mp4', mp4))).toBe(192);
  });

  it('answers null for a missing file or one without a movie header', () => {
    expect(mp4DurationSeconds(path.join(dir, 'absent.mp4'))).toBeNull();
    expect(mp4DurationSeconds(file('text.mp4', Buffer.from('not a video at all')))).toBeNull();
  });
});
