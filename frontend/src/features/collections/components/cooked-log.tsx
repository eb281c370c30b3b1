import { COOKED_NOTE_MAX } from '@common/contracts/collections';
import { Button, SubmitButton } from '../../../components/ui/button';
import { Field, StarsField, TextAreaField } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-error';
import { StarIcon, TrashIcon } from '../../../components/ui/icons';
import { Skeletons } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { useClearingForm } from '../../../components/ui/use-clearing-form';
import { useContractForm } from '../../../lib/contract-form';
import { useCookedLog, useDeleteCooked, useLogCooked, type CookedEntry } from '../api/recipe-keeping';
import '../collections.css';

/** The contract's schema, loaded as the form mounts: zod stays out of the page's first load. */
const cookedEntrySchema = () =>
  import('@common/contracts/collections.schema').then((schemas) => schemas.cookedEntryRequest);

const LABELS = { date: 'The date', rating: 'The rating', note: 'The note' };

const pad = (value: number) => String(value).padStart(2, '0');
/** Today in the cook's own time zone, as YYYY-MM-DD. */
const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};
const dayLabel = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
};

/** "I made this": the days the cook made the recipe, with how it went. */
export function CookedLogSection({ recipeId }: { recipeId: number }) {
  const log = useCookedLog(recipeId);
  const add = useLogCooked(recipeId);
  const clearing = useClearingForm();
  const form = useContractForm(cookedEntrySchema, LABELS, add);
  const submit = clearing.onSubmit((typed) => {
    const rating = String(typed.get('rating') ?? '');
    void form.submit(
      { date: String(typed.get('date') ?? ''), rating: rating ? Number(rating) : null, note: typed.get('note') },
      (entry) => add.mutate(entry, { onSuccess: () => clearing.saved('Logged', 'Added to your cooking log') }),
    );
  });

  return (
    <section className="panel keeping-section" aria-labelledby="cooked-log-heading">
      <h2 id="cooked-log-heading">I made this</h2>
      <form key={clearing.key} className="cooked-form" onSubmit={submit} noValidate>
        <Field
          label="Date"
          name="date"
          type="date"
          required
          defaultValue={localToday()}
          max={localToday()}
          error={form.errorFor('date')}
        />
        <StarsField
          label="Rating"
          name="rating"
          defaultValue=""
          emptyLabel="No rating"
          error={form.errorFor('rating')}
        />
        <TextAreaField
          label="How did it go? (optional)"
          name="note"
          rows={2}
          maxLength={COOKED_NOTE_MAX}
          error={form.errorFor('note')}
        />
        <FormError message={form.formMessage} />
        <SubmitButton pending={add.isPending} pendingLabel="Logging…" className="cooked-form__submit">
          Log it
        </SubmitButton>
      </form>
      {log.isPending ? (
        <div aria-busy="true" aria-label="Loading your cooking log" className="cooked-log">
          <Skeletons count={2} height="2.75rem" />
        </div>
      ) : log.isError ? (
        <p className="muted">Could not load your cooking log.</p>
      ) : log.data.length === 0 ? (
        <p className="muted">Not logged yet. Made it? Pick the day above and log it.</p>
      ) : (
        <ul className="cooked-log" aria-label="Times you made this">
          {log.data.map((entry) => (
            <CookedLogEntry key={entry.id} recipeId={recipeId} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CookedLogEntry({ recipeId, entry }: { recipeId: number; entry: CookedEntry }) {
  const remove = useDeleteCooked(recipeId);
  const { toast } = useToast();
  const day = dayLabel(entry.date);
  return (
    <li className="cooked-log__entry">
      <div className="cooked-log__text">
        <span className="cooked-log__date">{day}</span>
        {entry.rating !== null && (
          <span className="cooked-log__rating" role="img" aria-label={`${entry.rating} out of 5 stars`}>
            {Array.from({ length: entry.rating }, (_, index) => (
              <StarIcon key={index} size={16} aria-hidden="true" />
            ))}
          </span>
        )}
        {entry.note && <p className="cooked-log__note">{entry.note}</p>}
      </div>
      <Button
        variant="ghost"
        aria-label={`Delete the entry of ${day}`}
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(entry.id, {
            onError: () => toast({ title: 'Error', description: 'Could not delete the entry', variant: 'destructive' }),
          })
        }
      >
        <TrashIcon />
      </Button>
    </li>
  );
}
