import busboy from 'busboy';
import type { Context } from 'koa';
import { HttpError } from '../../platform/errors';

/**
 * The one file of a multipart/form-data request, read into memory up to `maxBytes` (busboy parses the
 * stream; a file past the limit is answered 413 without reading the rest into memory).
 */
export function readUploadedFile(
  ctx: Context,
  field: string,
  maxBytes: number,
  /** What the field holds, for "choose a …" when none came. */
  what = 'photo',
): Promise<Buffer> {
  if (!ctx.is('multipart/form-data')) {
    return Promise.reject(
      new HttpError(415, `${field}: send the file as multipart/form-data`, 'unsupported_media_type', field),
    );
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: ctx.req.headers, limits: { files: 1, fileSize: maxBytes, fields: 5, parts: 6 } });
    } catch {
      reject(new HttpError(400, `${field}: the upload is not valid multipart/form-data`, 'invalid_input', field));
      return;
    }
    let file: Buffer | undefined;
    let failure: HttpError | undefined;
    parser.on('file', (name, stream) => {
      if (name !== field) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure = new HttpError(413, `${field}: must be at most ${maxBytes / 1024 / 1024} MB`, 'too_large', field);
        stream.resume();
      });
      stream.on('end', () => {
        if (!failure) file = Buffer.concat(chunks);
      });
    });
    parser.on('error', () =>
      reject(new HttpError(400, `${field}: the upload is not valid multipart/form-data`, 'invalid_input', field)),
    );
    parser.on('close', () => {
      if (failure) reject(failure);
      else if (!file || file.length === 0)
        reject(new HttpError(400, `${field}: choose a ${what}`, 'invalid_input', field));
      else resolve(file);
    });
    ctx.req.pipe(parser);
  });
}
