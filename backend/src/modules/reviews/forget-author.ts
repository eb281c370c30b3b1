import type { Executor } from '../../platform/db';
import { removeRatingsOf } from './ratings.repository';
import { anonymiseReviewsOf } from './reviews.repository';

/**
 * What closing an account does to the cook's community contributions, inside the closing
 * transaction: site reviews stay, with no author and a neutral name ("Former member"); recipe
 * ratings and their notes go (a rating is one per user per recipe and has no meaning without one),
 * and the averages of the recipes they had rated are recomputed.
 */
export async function forgetAuthor(trx: Executor, userId: string): Promise<void> {
  await anonymiseReviewsOf(trx, userId);
  await removeRatingsOf(trx, userId);
}
