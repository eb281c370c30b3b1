import { RATING_NOTE_MAX } from '@common/contracts/reviews';
import type { RecipeRatingsResponse } from '@common/contracts/reviews.schema';
import { SubmitButton } from '../../../components/ui/button';
import { StarsField, TextAreaField } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-error';
import { Skeletons } from '../../../components/ui/skeleton';
import { useClearingForm } from '../../../components/ui/use-clearing-form';
import { useContractForm } from '../../../lib/contract-form';
import { useRateRecipe, useRecipeRatings } from '../api/recipe-ratings';
import { Stars } from './reviews-section';
import '../reviews.css';

/** The contract's schema, loaded as the form mounts: zod stays out of the page's first load. */
const rateRecipeSchema = () => import('@common/contracts/reviews.schema').then((schemas) => schemas.rateRecipeRequest);

const LABELS = { stars: 'The rating', note: 'The note' };

const ratingsCount = (count: number) => `${count} ${count === 1 ? 'rating' : 'ratings'}`;
const NOTE_STATUS: Record<string, string> = {
  pending: 'Your note shows to others once it has been reviewed.',
  rejected: 'Your note was not published; your stars still count.',
  approved: 'Your note is published.',
};

/** A recipe's ratings: the average and count, the published notes, and the cook's own rating to give or change. */
export function RecipeRatingsSection({ recipeId, signedIn }: { recipeId: number; signedIn: boolean }) {
  const ratings = useRecipeRatings(recipeId);
  return (
    <section className="panel stack recipe-ratings" aria-labelledby="recipe-ratings-heading">
      <h2 id="recipe-ratings-heading">Ratings</h2>
      {ratings.isPending ? (
        <div aria-busy="true" aria-label="Loading ratings" className="recipe-ratings__loading">
          <Skeletons count={2} height="2.5rem" />
        </div>
      ) : ratings.isError ? (
        <p className="muted">Could not load the ratings.</p>
      ) : (
        <>
          <RatingsSummary data={ratings.data} />
          {signedIn && <RateForm recipeId={recipeId} mine={ratings.data.mine} />}
        </>
      )}
    </section>
  );
}

function RatingsSummary({ data }: { data: RecipeRatingsResponse }) {
  return (
    <>
      {data.rating === null || data.reviewCount === 0 ? (
        <p className="muted">No ratings yet. Made it? Be the first to rate it.</p>
      ) : (
        <p className="cluster recipe-ratings__summary">
          <Stars rating={Math.round(data.rating)} />
          <span>
            <strong>{data.rating.toFixed(1)}</strong> out of 5 · {ratingsCount(data.reviewCount)}
          </span>
        </p>
      )}
      {data.ratings.length > 0 && (
        <ul className="plain-list recipe-ratings__list" aria-label="What cooks wrote">
          {data.ratings.map((rating) => (
            <li key={`${rating.authorName}-${rating.updatedAt}`} className="recipe-ratings__note">
              <Stars rating={rating.stars} />
              <p>{rating.note}</p>
              <p className="muted">— {rating.authorName}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function RateForm({ recipeId, mine }: { recipeId: number; mine: RecipeRatingsResponse['mine'] }) {
  const rate = useRateRecipe(recipeId);
  const clearing = useClearingForm();
  const form = useContractForm(rateRecipeSchema, LABELS, rate);
  const submit = clearing.onSubmit(
    (typed) =>
      void form.submit({ stars: Number(typed.get('stars')), note: typed.get('note') }, (rating) =>
        rate.mutate(rating, { onSuccess: () => clearing.saved('Thanks!', 'Your rating is saved') }),
      ),
  );
  return (
    <form key={clearing.key} className="stack recipe-ratings__form" onSubmit={submit} noValidate>
      <h3>{mine ? 'Your rating' : 'Rate this recipe'}</h3>
      <StarsField label="Stars" name="stars" defaultValue={String(mine?.stars ?? 5)} error={form.errorFor('stars')} />
      <TextAreaField
        label="A short note for other cooks (optional)"
        name="note"
        rows={2}
        maxLength={RATING_NOTE_MAX}
        defaultValue={mine?.note ?? ''}
        error={form.errorFor('note')}
      />
      {mine?.noteStatus && <p className="muted">{NOTE_STATUS[mine.noteStatus]}</p>}
      <FormError message={form.formMessage} />
      <SubmitButton pending={rate.isPending} pendingLabel="Saving…">
        {mine ? 'Change rating' : 'Save rating'}
      </SubmitButton>
    </form>
  );
}
