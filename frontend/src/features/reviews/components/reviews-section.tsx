import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { StarIcon } from '../../../components/ui/icon';
import { useReviews } from '../api/reviews';
import '../reviews.css';
import { paths } from '../../../lib/paths';

const ReviewDialog = lazy(() => import('./review-dialog'));

export function Stars({ rating }: { rating: number }) {
  return (
    <span className="stars" aria-label={`${rating} out of 5 stars`} role="img">
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} className={star <= rating ? 'stars__on' : 'stars__off'} aria-hidden="true">
          <StarIcon filled={star <= rating} />
        </span>
      ))}
    </span>
  );
}

/** Reviews: loading, error, empty or list; signed-in users can write one, visitors get a sign-in link. */
export function ReviewsSection({ signedIn }: { signedIn: boolean }) {
  const reviews = useReviews();
  const [open, setOpen] = useState(false);
  // The dialog's code loads when a cook first asks for it; it then stays mounted to return focus.
  const [opened, setOpened] = useState(false);
  return (
    <section className="reviews section" aria-labelledby="reviews-heading">
      <div className="reviews__header">
        <h2 id="reviews-heading">What cooks are saying</h2>
        {signedIn ? (
          <Button
            variant="secondary"
            onClick={() => {
              setOpened(true);
              setOpen(true);
            }}
          >
            Write a Review
          </Button>
        ) : (
          <a className="btn btn--secondary" href={paths.signIn()}>
            Sign in to write a review
          </a>
        )}
      </div>
      {reviews.isLoading && <p role="status">Loading reviews...</p>}
      {reviews.isError && <p role="alert">Error loading reviews. Please try again later.</p>}
      {reviews.data && reviews.data.length === 0 && <p>No reviews yet. Be the first to share your experience!</p>}
      {reviews.data && reviews.data.length > 0 && (
        <ul className="reviews__list">
          {reviews.data.map((review) => (
            <li key={review.id} className="panel review">
              <Stars rating={review.starRating} />
              <p className="review__text">{review.reviewContent}</p>
              <p className="review__author">— {review.customerName}</p>
            </li>
          ))}
        </ul>
      )}
      {signedIn && opened && (
        <Suspense fallback={null}>
          <ReviewDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </section>
  );
}
