import { randomUUID } from 'node:crypto';
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { HttpError } from '../../platform/errors';
import type { ObjectStorage } from '../../adapters/storage';
import { decodeHeic, HeicError } from './heic';

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
const tooManyPixels = () =>
  refused(`has too many pixels (at most ${PHOTO_MAX_PIXELS / 1e6} megapixels)`, 'image_too_large');
const notReadable = () =>
  refused('is not an image Sous can read (JPEG, PNG, WebP or HEIC), or it is damaged', 'not_an_image');
const damagedHeic = (reason: string) => refused(`is a HEIC photo that could not be read (${reason})`, 'not_an_image');

/** What sharp's failure means for the cook: too many pixels (a bomb, or a panorama too far), or not a photo. */
function refusal(error: unknown): HttpError {
  return /pixel limit/i.test((error as Error).message) ? tooManyPixels() : notReadable();
}

export const photoKey = (recipeId: number, photoId: string, width: PhotoWidth) =>
  `recipes/${recipeId}/${photoId}-${width}.webp`;
export const photoKeys = (recipeId: number, photoId: string) =>
  PHOTO_WIDTHS.map((width) => photoKey(recipeId, photoId, width));

const LARGEST = Math.max(...PHOTO_WIDTHS);

/**
 * sharp (libvips, about 25 MB resident) is loaded with the first photo: a web process that is never
 * sent one does not carry it.
 */
let sharpModule: Promise<typeof import('sharp')> | undefined;
async function sharp(input: Buffer, options: SharpOptions): Promise<Sharp> {
  sharpModule ??= import('sharp');
  return (await sharpModule).default(input, options);
}

/**
 * The picture to make the sizes from: the upload itself, or for a HEIC photo (HEVC-coded HEIF, which
 * the libvips sharp ships reads the header of but cannot decode) its pixels, decoded by heic-decode
 * once the header's size is within PHOTO_MAX_PIXELS.
 */
async function readable(input: Buffer): Promise<Sharp> {
  const options = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' as const, sequentialRead: true };
  let metadata: Metadata;
  try {
    metadata = await (await sharp(input, options)).metadata();
  } catch (error) {
    throw refusal(error);
  }
  if (!metadata.format || !READABLE.has(metadata.format)) throw notReadable();
  if (metadata.format !== 'heif' || metadata.compression !== 'hevc') return sharp(input, options);
  if (metadata.width * metadata.height > PHOTO_MAX_PIXELS) throw tooManyPixels();
  try {
    const { width, height, data } = await decodeHeic(input, PHOTO_MAX_PIXELS);
    return sharp(data, { ...options, raw: { width, height, channels: 4 } });
  } catch (error) {
    if (error instanceof HeicError) throw error.tooLarge ? tooManyPixels() : damagedHeic(error.message);
    throw error;
  }
}

/**
 * The photo as WebP in each of PHOTO_WIDTHS (never enlarged), turned upright by its EXIF orientation,
 * with its metadata (EXIF: camera, GPS position) left out: sharp writes none unless asked to.
 *
 * The upload is decoded once, into the largest size; the smaller ones are made from that. Three
 * pipelines from the upload would each decode it: a 12-megapixel JPEG's entropy decoding costs the
 * same at any scale libjpeg shrinks to on load.
 */
export async function processPhoto(input: Buffer): Promise<Array<{ width: PhotoWidth; body: Buffer }>> {
  const source = await readable(input);
  try {
    const { data, info } = await source
      .rotate()
      .resize({ width: LARGEST, withoutEnlargement: true })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    return await Promise.all(
      PHOTO_WIDTHS.map(async (width) => ({
        width,
        body: await (
          await sharp(data, { raw })
        )
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
