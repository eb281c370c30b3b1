import { useState, type FormEvent } from 'react';
import { RECIPE_NOTE_MAX } from '@common/contracts/collections';
import { Button, SubmitButton } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-error';
import { useToast } from '../../../components/ui/toast';
import { useContractForm } from '../../../lib/contract-form';
import { useRecipeNote, useSaveRecipeNote } from '../api/recipe-keeping';
import '../collections.css';

/** The contract's schema, loaded as the form mounts: zod stays out of the page's first load. */
const recipeNoteSchema = () =>
  import('@common/contracts/collections.schema').then((schemas) => schemas.recipeNoteRequest);

const LABELS = { text: 'The note' };

/** The cook's private note on a recipe: only they see it. */
export function RecipeNoteSection({ recipeId }: { recipeId: number }) {
  const note = useRecipeNote(recipeId);
  const save = useSaveRecipeNote(recipeId);
  const { toast } = useToast();
  // What the cook is typing; undefined until they type, so the saved note shows once it loads.
  const [draft, setDraft] = useState<string>();
  const saved = note.data?.text ?? '';
  const text = draft ?? saved;

  const form = useContractForm(recipeNoteSchema, LABELS, save);
  const saveAs = (next: string | null) =>
    save.mutate(next, {
      onSuccess: () => {
        setDraft(undefined);
        toast({ title: next ? 'Note saved' : 'Note deleted', description: 'Only you can see it' });
      },
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A blank note is no note: saving one deletes it.
    if (!text.trim()) saveAs(null);
    else void form.submit({ text }, (input) => saveAs(input.text));
  };
  const clear = () =>
    save.mutate(null, {
      onSuccess: () => {
        setDraft(undefined);
        toast({ title: 'Note deleted', description: 'Your private note is gone' });
      },
    });

  return (
    <section className="panel keeping-section" aria-labelledby="recipe-note-heading">
      <h2 id="recipe-note-heading">My private note</h2>
      <form className="stack" onSubmit={submit} noValidate>
        <TextAreaField
          label="Note"
          name="text"
          rows={4}
          maxLength={RECIPE_NOTE_MAX}
          value={text}
          disabled={note.isPending}
          placeholder="Less salt next time; the kids loved it with rice."
          hint="Only you can see this note."
          onChange={(event) => setDraft(event.target.value)}
          error={form.errorFor('text')}
        />
        <FormError message={form.formMessage ?? (note.isError ? 'Could not load your note.' : null)} />
        <div className="keeping-section__actions">
          <SubmitButton pending={save.isPending} pendingLabel="Saving…">
            Save note
          </SubmitButton>
          {saved && (
            <Button variant="ghost" onClick={clear} disabled={save.isPending}>
              Delete note
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
