import { createMediaSigner } from '../videos';
import type { PhotoUrl } from './recipes.presenter';
import { PHOTO_WIDTHS } from './recipe-photos';

/** Signs recipe photo URLs through the media signing scheme (same secret, scope `recipes`). */
export const createPhotoSigner = (secret: string, clock?: () => Date) =>
  createMediaSigner<string>(secret, clock, 'recipes');
export type PhotoSigner = ReturnType<typeof createPhotoSigner>;

const LARGEST = PHOTO_WIDTHS.at(-1)!;

/** Photo URLs for `userId` (the owner: nobody else sees a cook's recipe), or none for a viewer without one. */
export const photoUrlsFor = (signer: PhotoSigner | undefined, userId: string | undefined): PhotoUrl | undefined =>
  signer && userId
    ? (recipeId, photoId) => signer.sign(String(recipeId), `${photoId}-${LARGEST}.webp`, userId)
    : undefined;
