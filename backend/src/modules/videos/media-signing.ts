import { createHmac, timingSafeEqual } from 'node:crypto';
import { signingSecrets } from '../../platform/secrets';

/** The file kinds a video has, by the name used in media URLs. Nothing else is ever served. */
export const MEDIA_FILES = {
  'video.mp4': { column: 'media_path', contentType: 'video/mp4' },
  'poster.jpg': { column: 'poster_path', contentType: 'image/jpeg' },
  'captions.vtt': { column: 'captions_path', contentType: 'text/vtt; charset=utf-8' },
} as const;
export type MediaFile = keyof typeof MEDIA_FILES;
export const MEDIA_FILE_NAMES = Object.keys(MEDIA_FILES) as MediaFile[];

/** A signed media URL lives at most this long. */
export const MEDIA_URL_MAX_TTL_SECONDS = 600;
/**
 * Expiries are rounded up to this step, so a URL stays the same for a few minutes and the browser
 * can cache the file; a fresh URL therefore lives between 5 and 10 minutes.
 */
const EXPIRY_STEP_SECONDS = 300;

export interface SignedMediaRequest<F extends string = MediaFile> {
  id: string;
  file: F;
  /** Epoch seconds. */
  exp: number;
  sig: string;
  userId: string;
}

const epochSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

/**
 * Media URLs are signed for one user, one item and one file, for a few minutes: HMAC-SHA256 over
 * `id|file|exp|userId` (videos) or `scope|id|file|exp|userId` (any other kind of media, such as
 * recipe photos, so a signature for one kind never opens another). A URL copied to another account,
 * edited to name another file or item, or kept past its expiry is refused.
 */
export function createMediaSigner<F extends string = MediaFile>(
  secret: string,
  clock: () => Date = () => new Date(),
  scope = 'videos',
) {
  const mac = (id: string, file: string, exp: number, userId: string) =>
    createHmac('sha256', secret)
      .update(`${scope === 'videos' ? '' : `${scope}|`}${id}|${file}|${exp}|${userId}`)
      .digest('base64url');

  return {
    /** A same-origin URL for `file` of item `id`, usable only by `userId`. */
    sign(id: string, file: F, userId: string, now: Date = clock()): string {
      const exp = Math.ceil((epochSeconds(now) + EXPIRY_STEP_SECONDS) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
      const sig = mac(id, file, exp, userId);
      return `/api/media/${scope}/${encodeURIComponent(id)}/${encodeURIComponent(file)}?exp=${exp}&sig=${sig}`;
    },

    /** True when the signature matches and the expiry is in the future but no more than 10 minutes away. */
    verify({ id, file, exp, sig, userId }: SignedMediaRequest<F>, now: Date = clock()): boolean {
      const remaining = exp - epochSeconds(now);
      if (!Number.isSafeInteger(exp) || remaining <= 0 || remaining > MEDIA_URL_MAX_TTL_SECONDS) return false;
      const expected = Buffer.from(mac(id, file, exp, userId));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type MediaSigner = ReturnType<typeof createMediaSigner<MediaFile>>;

/**
 * The signing key: MEDIA_SIGNING_SECRET, or (unset, the embedded default) the random one generated once
 * and kept under DATA_DIR (platform/secrets.ts). Production refuses to start without the variable.
 */
export function mediaSigningSecret(config: Parameters<typeof signingSecrets>[0]): string {
  return signingSecrets(config).media;
}
