import { closeSync, openSync, readSync } from 'node:fs';

/**
 * How long an MP4 plays, in whole seconds (rounded), from its movie header (`moov` → `mvhd`), or null
 * when the file is missing or not an MP4 this can read. Hand-written because the movie header is a
 * fixed layout of a few bytes, and the metadata libraries read audio tracks only (a video-only clip
 * has no duration for them); only box headers are read, so a large file costs a few small reads.
 */
export function mp4DurationSeconds(file: string): number | null {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return null;
  }
  try {
    const read = (position: number, length: number): Buffer => {
      const buffer = Buffer.alloc(length);
      const got = readSync(fd, buffer, 0, length, position);
      return buffer.subarray(0, got);
    };
    /** The boxes between `start` and `end`: [type, body start, body end]. */
    const findBox = (type: string, start: number, end: number): [number, number] | null => {
      let at = start;
      while (at + 8 <= end) {
        const header = read(at, 16);
        if (header.length < 8) return null;
        let size = header.readUInt32BE(0);
        let bodyStart = at + 8;
        if (size === 1) {
          if (header.length < 16) return null;
          size = Number(header.readBigUInt64BE(8));
          bodyStart = at + 16;
        } else if (size === 0) {
          size = end - at;
        }
        if (size < 8) return null;
        if (header.toString('latin1', 4, 8) === type) return [bodyStart, Math.min(at + size, end)];
        at += size;
      }
      return null;
    };
    const moov = findBox('moov', 0, Number.MAX_SAFE_INTEGER);
    if (!moov) return null;
    const mvhd = findBox('mvhd', moov[0], moov[1]);
    if (!mvhd) return null;
    const body = read(mvhd[0], 32);
    const version = body[0];
    // Version 1: 64-bit creation and modification times, then timescale and a 64-bit duration.
    const timescale = version === 1 ? body.readUInt32BE(20) : body.readUInt32BE(12);
    const duration = version === 1 ? Number(body.readBigUInt64BE(24)) : body.readUInt32BE(16);
    if (!timescale || !duration) return null;
    return Math.max(1, Math.round(duration / timescale));
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}
