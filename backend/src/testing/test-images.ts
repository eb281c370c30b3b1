import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A JPEG taken "sideways" (EXIF orientation 6: shown turned 90° clockwise), with a camera copyright in its EXIF. */
export const sidewaysJpeg = (width = 200, height = 100) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
    .toBuffer();

/**
 * A PNG whose header claims `width` × `height` pixels over a few bytes of data: a decompression bomb
 * (its IHDR rewritten, with the chunk's CRC made right again).
 */
export async function pngBomb(width = 60_000, height = 60_000): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  const bomb = Buffer.from(png);
  // Signature (8 bytes), then IHDR: length (4), type (4), width (4), height (4), … and its CRC after 13 data bytes.
  bomb.writeUInt32BE(width, 16);
  bomb.writeUInt32BE(height, 20);
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
  return bomb;
}

/**
 * A 64 × 48 HEIC photo (a colour gradient: red grows left to right, green top to bottom): one HEVC
 * intra frame from x265 in a HEIF container (ftyp heic). A committed file, since no encoder the
 * project installs writes HEVC.
 */
export const heicPhoto = () => readFile(path.join(import.meta.dirname, 'fixtures/gradient-64x48.heic'));

/** heicPhoto cut short inside its picture data: the header reads, the picture does not. */
export const damagedHeic = async () => {
  const whole = await heicPhoto();
  return whole.subarray(0, whole.length - 100);
};

/** heicPhoto with a header (its ispe box) claiming `width` × `height` pixels. */
export const heicClaiming = async (width: number, height: number) => {
  const bomb = Buffer.from(await heicPhoto());
  const ispe = bomb.indexOf('ispe');
  // Box type (4 bytes), version and flags (4), then width and height.
  bomb.writeUInt32BE(width, ispe + 8);
  bomb.writeUInt32BE(height, ispe + 12);
  return bomb;
};
