import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { damagedHeic, heicClaiming, heicPhoto, pngBomb, sidewaysJpeg } from '../../testing/test-images';
import { processPhoto, PHOTO_WIDTHS } from './recipe-photos';

describe('processPhoto', () => {
  it('makes WebP sizes, turned upright, never enlarged, with the EXIF left out', async () => {
    const input = await sidewaysJpeg(2000, 1000);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const sizes = await processPhoto(input);
    expect(sizes.map((size) => size.width)).toEqual([...PHOTO_WIDTHS]);
    for (const { width, body } of sizes) {
      const meta = await sharp(body).metadata();
      expect(meta.format).toBe('webp');
      // Upright: the 2000 × 1000 sideways photo is 1000 wide, 2000 tall; never wider than it is.
      expect(meta.width).toBe(Math.min(width, 1000));
      expect(meta.height).toBe(meta.width! * 2);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(body.includes('secret-camera-owner')).toBe(false);
    }
  });

  it('reads a HEIC photo (HEVC, which libvips here does not decode) into the WebP sizes', async () => {
    const sizes = await processPhoto(await heicPhoto());
    expect(sizes.map((size) => size.width)).toEqual([...PHOTO_WIDTHS]);
    for (const { body } of sizes) {
      const { data, info } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
      // Never enlarged: the 64 × 48 photo stays 64 × 48 in each size.
      expect([info.format, info.width, info.height]).toEqual(['raw', 64, 48]);
      // The gradient came through: red grows to the right, green downwards.
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * 64 + x) * info.channels, (y * 64 + x) * info.channels + 3),
      ];
      expect(pixel(0, 0)[0]).toBeLessThan(30);
      expect(pixel(63, 0)[0]).toBeGreaterThan(225);
      expect(pixel(0, 47)[1]).toBeGreaterThan(225);
    }
  });

  it('refuses a damaged HEIC photo, saying why', async () => {
    await expect(processPhoto(await damagedHeic())).rejects.toMatchObject({
      status: 400,
      code: 'not_an_image',
      message: expect.stringMatching(/^photo: is a HEIC photo that could not be read \(.*end of file/i),
    });
  });

  it('refuses a HEIC photo with too many pixels from its header, before decoding it', async () => {
    await expect(processPhoto(await heicClaiming(10_000, 8_000))).rejects.toMatchObject({
      status: 400,
      code: 'image_too_large',
    });
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const started = Date.now();
    await expect(processPhoto(await pngBomb())).rejects.toMatchObject({ status: 400, code: 'image_too_large' });
    // Under sharp's own limit, over Sous's: 64 megapixels.
    await expect(processPhoto(await pngBomb(8000, 8000))).rejects.toMatchObject({ code: 'image_too_large' });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it.each([
    ['text', Buffer.from('just some text, not a photo')],
    ['HTML', Buffer.from('<html><script>alert(1)</script></html>')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    ['a cut-off JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46])],
  ])('refuses %s as not an image', async (_, input) => {
    await expect(processPhoto(input)).rejects.toMatchObject({ status: 400, code: 'not_an_image', field: 'photo' });
  });
});
