import { useState, type FormEvent } from 'react';
import { SubmitButton } from '../../../components/ui/button';
import { Field, TextAreaField } from '../../../components/ui/field';
import { Dialog, DialogTitle } from '../../../components/ui/dialog';
import { StarIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import {
  REVIEW_MISSING_FIELDS,
  REVIEW_NAME_MAX,
  REVIEW_SUBMITTED_MESSAGE,
  REVIEW_TEXT_MAX,
} from '@common/contracts/reviews';
import { useSubmitReview } from '../api/submit-review';

const DEFAULT_RATING = 5;

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

/** The write-a-review form: its own chunk, so visitors (who get a sign-in link) never download the dialog. */
export default function ReviewDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { toast } = useToast();
  const submit = useSubmitReview();
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [rating, setRating] = useState(DEFAULT_RATING);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !text.trim()) {
      toast({ title: 'Missing Information', description: REVIEW_MISSING_FIELDS, variant: 'destructive' });
      return;
    }
    submit.mutate(
      { customerName: name.trim(), reviewContent: text.trim(), starRating: rating },
      {
        onSuccess: () => {
          toast({
            title: 'Review Submitted!',
            description: REVIEW_SUBMITTED_MESSAGE,
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
        <Field
          label="Your name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={REVIEW_NAME_MAX}
        />
        <TextAreaField
          label="Your review"
          rows={5}
          value={text}
          maxLength={REVIEW_TEXT_MAX}
          onChange={(event) => setText(event.target.value)}
        />
        <StarPicker value={rating} onChange={setRating} />
        <SubmitButton pending={submit.isPending} pendingLabel="Submitting…">
          Submit review
        </SubmitButton>
      </form>
    </Dialog>
  );
}
