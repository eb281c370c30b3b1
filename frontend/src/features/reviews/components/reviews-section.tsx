import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogTitle } from '../../../components/ui/dialog';
import { StarIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { useReviews, useSubmitReview } from '../api/reviews';
import '../reviews.css';

const DEFAULT_RATING = 5;

function Stars({ rating }: { rating: number }) {
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

function StarPicker({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  return (
    <fieldset className="star-picker">
      <legend className="field__label">Rating</legend>
      {[1, 2, 3, 4, 5].map((star) => (
        <label key={star} className={`star-picker__star${star <= value ? ' star-picker__star--on' : ''}`}>
          <input type="radio" name="starRating" value={star} checked={value === star} onChange={() => onChange(star)} />
          <StarIcon filled={star <= value} />
          <span className="visually-hidden">
            {star} star{star > 1 ? 's' : ''}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function ReviewDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { toast } = useToast();
  const submit = useSubmitReview();
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [rating, setRating] = useState(DEFAULT_RATING);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !text.trim()) {
      toast({ title: 'Missing Information', description: 'Please fill in all fields', variant: 'destructive' });
      return;
    }
    submit.mutate(
      { customerName: name.trim(), reviewContent: text.trim(), starRating: rating },
      {
        onSuccess: () => {
          toast({
            title: 'Review Submitted!',
            description: 'Thank you for your feedback! Your review will be published after approval.',
          });
          setName('');
          setText('');
          setRating(DEFAULT_RATING);
          onOpenChange(false);
        },
        onError: (error) =>
          toast({
            title: 'Submission Failed',
            description: errorMessage(error, 'Failed to submit review. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} className="review-dialog">
      <DialogTitle>Write a review</DialogTitle>
      <form className="stack" onSubmit={onSubmit} noValidate aria-label="Write a review">
        <div className="field">
          <label className="field__label" htmlFor="review-name">
            Your name
          </label>
          <input
            id="review-name"
            className="input"
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={80}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="review-text">
            Your review
          </label>
          <textarea
            id="review-text"
            className="textarea"
            rows={5}
            value={text}
            maxLength={2000}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <StarPicker value={rating} onChange={setRating} />
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? 'Submitting…' : 'Submit review'}
        </Button>
      </form>
    </Dialog>
  );
}

/** Reviews: loading, error, empty or list; signed-in users can write one, visitors get a sign-in link. */
export function ReviewsSection({ signedIn }: { signedIn: boolean }) {
  const reviews = useReviews();
  const [open, setOpen] = useState(false);
  return (
    <section className="reviews section" aria-labelledby="reviews-heading">
      <div className="reviews__header">
        <h2 id="reviews-heading">What cooks are saying</h2>
        {signedIn ? (
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Write a Review
          </Button>
        ) : (
          <a className="btn btn--secondary" href="/api/login">
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
      {signedIn && <ReviewDialog open={open} onOpenChange={setOpen} />}
    </section>
  );
}
