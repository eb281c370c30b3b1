import { createReadStream } from 'node:fs';
import type { Context } from 'koa';
import type { MediaToServe } from './videos.service';

/** Parses a single `bytes=` range against `size`; undefined = serve the whole file, 'unsatisfiable' = 416. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined; // malformed or several ranges: ignored, the whole file is sent (RFC 9110 §14.2)
  const [, first, last] = match;
  if (first === '' && last === '') return undefined;
  let start: number;
  let end: number;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(first);
    end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
    if (last !== '' && Number(last) < start) return undefined;
  }
  if (start >= size || size === 0) return 'unsatisfiable';
  return { start, end };
}

/** Sends a media file with its content type, honouring one byte range (206) for seeking. */
export function sendMedia(ctx: Context, media: MediaToServe): void {
  ctx.compress = false; // clips are already compressed, and compressing would break byte ranges
  const lastModified = media.modifiedAt.toUTCString();
  ctx.set('Accept-Ranges', 'bytes');
  ctx.set('Last-Modified', lastModified);
  ctx.set('Cache-Control', `private, max-age=${media.maxAgeSeconds}`);
  ctx.type = media.contentType;

  const ifRange = ctx.get('if-range');
  const range = ifRange && ifRange !== lastModified ? undefined : parseRange(ctx.get('range'), media.size);
  if (range === 'unsatisfiable') {
    ctx.body = '';
    ctx.status = 416;
    ctx.set('Content-Range', `bytes */${media.size}`);
    return;
  }
  const { start, end } = range ?? { start: 0, end: media.size - 1 };
  const length = media.size === 0 ? 0 : end - start + 1;
  if (ctx.method === 'HEAD') {
    ctx.body = '';
  } else {
    ctx.body = media.size === 0 ? '' : createReadStream(media.absolutePath, { start, end });
  }
  ctx.type = media.contentType;
  ctx.length = length;
  if (range) {
    ctx.status = 206;
    ctx.set('Content-Range', `bytes ${start}-${end}/${media.size}`);
  } else {
    ctx.status = 200;
  }
}
