import { FREE_VIDEO_LIMIT } from '@common/contracts/videos';
import { HttpError } from '../../platform/errors';

export interface VideoViewer {
  userId: string;
  isPremium: boolean;
}

/**
 * Spec section 6: free users get "the first 3 after filtering". The server applies exactly that,
 * per request: the first 3 videos of the list the viewer asked for (after the category and
 * difficulty filters, in library order) are playable, every later one is locked. Note what this
 * implies: every category holds at most 3 videos, so a free user who filters by category can play
 * any skill video; locking is about the list on screen, not about a fixed set of free videos.
 * Masterclasses and saved videos are Premium only.
 */
export const isUnlockedPosition = (viewer: VideoViewer, index: number): boolean =>
  viewer.isPremium || index < FREE_VIDEO_LIMIT;

export const PREMIUM_VIDEO_UPSELL = {
  title: 'Premium Chef',
  price: '$9.99/month',
  upgradeUrl: '/subscribe',
};

export function requirePremium(viewer: VideoViewer, message: string): void {
  if (!viewer.isPremium) {
    throw new HttpError(403, message, 'premium_required', undefined, { upsell: PREMIUM_VIDEO_UPSELL });
  }
}
