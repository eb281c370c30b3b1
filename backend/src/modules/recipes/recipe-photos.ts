import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { HttpError } from '../../platform/errors';
import type { ObjectStorage } from '../../adapters/storage';

/** The sizes a photo is kept in (px wide): cards, the recipe page on a phone, and on a wide screen. */
export const PHOTO_WIDTHS = [320, 640, 1280] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
/** What a cook may upload. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/**
 * Decoded pixels a photo may have: a 48-megapixel phone photo fits, a decompression bomb (a few kB
 * that decode to gigapixels) does not; sharp refuses it before decoding.
 */
export const PHOTO_MAX_PIXELS = 50_000_000;
const READABLE = new Set(['jpeg', 'png', 'webp', 'heif']);

const refused = (message: string, code: string) => new HttpError(400, `photo: ${message}`, code, 'photo');

/** What sharp's failure means for the cook: too many pixels (a bomb, or a panorama too far), or not a photo. */
function refusal(error: unknown): HttpError {
  if (/pixel limit/i.test((error as Error).message)) {
    return refused(`has too many pixels (at most ${PHOTO_MAX_PIXELS / 1e6} megapixels)`, 'image_too_large');
  }
  return refused('is not an image Sous can read (JPEG, PNG, WebP or HEIC), or it is damaged', 'not_an_image');
}

export const photoKey = (recipeId: number, photoId: string, width: PhotoWidth) =>
  `recipes/${recipeId}/${photoId}-${width}.webp`;
export const photoKeys = (recipeId: number, photoId: string) =>
  PHOTO_WIDTHS.map((width) => photoKey(recipeId, photoId, width));

/**
 * The photo as WebP in each of PHOTO_WIDTHS (never enlarged), turned upright by its EXIF orientation,
 * with its metadata (EXIF: camera, GPS position) left out: sharp writes none unless asked to.
 */
export async function processPhoto(input: Buffer): Promise<Array<{ width: PhotoWidth; body: Buffer }>> {
  const image = () => sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' });
  let format: string | undefined;
  try {
    ({ format } = await image().metadata());
  } catch (error) {
    throw refusal(error);
  }
  if (!format || !READABLE.has(format)) {
    throw refused('is not an image Sous can read (JPEG, PNG, WebP or HEIC), or it is damaged', 'not_an_image');
  }
  try {
    return await Promise.all(
      PHOTO_WIDTHS.map(async (width) => ({
        width,
        body: await image()
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80, effort: 2 })
          .toBuffer(),
      })),
    );
  } catch (error) {
    throw refusal(error);
  }
}

/** Processes and stores a photo under a new id; on any failure nothing of it is left in storage. */
export async function storePhoto(storage: ObjectStorage, recipeId: number, input: Buffer): Promise<string> {
  const sizes = await processPhoto(input);
  const photoId = randomUUID();
  try {
    await Promise.all(
      sizes.map(({ width, body }) => storage.put(photoKey(recipeId, photoId, width), body, 'image/webp')),
    );
  } catch (error) {
    await storage.delete(photoKeys(recipeId, photoId)).catch(() => undefined);
    throw error;
  }
  return photoId;
}
