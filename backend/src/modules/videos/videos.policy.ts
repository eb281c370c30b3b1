import { FREE_VIDEO_LIMIT } from '@common/contracts/videos';
import { requirePremium, type PremiumFeature } from '../subscriptions';

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

/** What a free cook is refused in the library, as the one Premium 403 names it. */
export const PREMIUM_VIDEO_FEATURES = {
  save: { title: 'Premium Chef', message: 'Upgrade to Premium to save videos' },
  masterclass: {
    title: 'Premium Chef',
    message: 'Masterclasses are part of Premium Chef. Upgrade to Premium to watch them.',
  },
} satisfies Record<string, PremiumFeature>;

export const requireVideoPremium = (viewer: VideoViewer, feature: PremiumFeature): void =>
  requirePremium(viewer.isPremium, feature);
