import { useState, type FormEvent } from 'react';
import { SubmitButton } from '../../../components/ui/button';
import { Field, TextAreaField } from '../../../components/ui/field';
import { Dialog, DialogTitle } from '../../../components/ui/dialog';
import { StarIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { FormError } from '../../../components/ui/form-error';
import { errorMessage } from '../../../lib/api';
import { useContractForm } from '../../../lib/contract-form';
import { REVIEW_NAME_MAX, REVIEW_SUBMITTED_MESSAGE, REVIEW_TEXT_MAX } from '@common/contracts/reviews';
import { useSubmitReview } from '../api/submit-review';

/** The contract's schema, loaded as the form mounts: zod stays out of the page's first load. */
const submitReviewRequestSchema = () =>
  import('@common/contracts/reviews.schema').then((schemas) => schemas.submitReviewRequest);

const DEFAULT_RATING = 5;
const LABELS = { customerName: 'Your name', reviewContent: 'Your review', starRating: 'Rating' };

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
  const form = useContractForm(submitReviewRequestSchema, LABELS, submit);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = await form.check({ customerName: name, reviewContent: text, starRating: rating }, (message) =>
      toast({ title: 'Missing Information', description: message, variant: 'destructive' }),
    );
    if (!input) return;
    submit.mutate(input, {
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
      // The spec's toast; what the server said of each field also stays beside it.
      onError: (error) =>
        toast({
          title: 'Submission Failed',
          description:
            form.errorSentences(error)[0] ?? errorMessage(error, 'Failed to submit review. Please try again.'),
          variant: 'destructive',
        }),
    });
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
          error={form.errorFor('customerName')}
        />
        <TextAreaField
          label="Your review"
          rows={5}
          value={text}
          maxLength={REVIEW_TEXT_MAX}
          onChange={(event) => setText(event.target.value)}
          error={form.errorFor('reviewContent')}
        />
        <StarPicker value={rating} onChange={setRating} />
        <FormError message={form.formMessage} />
        <SubmitButton pending={submit.isPending} pendingLabel="Submitting…">
          Submit review
        </SubmitButton>
      </form>
    </Dialog>
  );
}
