import { useId, useState, type FormEvent } from 'react';
import {
  PLANNER_MEAL_NAMES as MEAL_NAMES,
  PLANNER_MEALS,
  PLANNER_NOTE_MAX,
  type PlannerMeal,
} from '@common/contracts/planner';
import type { RecipeSummary } from '@common/contracts/recipes.schema';
import { Button, SubmitButton } from '../../../components/ui/button';
import { Dialog, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-error';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { useAddPlannerEntry, useChangePlannerEntry, useRecipeChoices, type PlannerEntry } from '../api/planner';
import { dayLabel, type Day } from '../dates';
import '../planner.css';

export type EntryDialogState =
  | { mode: 'add'; date: Day; meal: PlannerMeal; recipe?: Pick<RecipeSummary, 'id' | 'name' | 'servings'> }
  | { mode: 'edit'; entry: PlannerEntry };

/**
 * Adds an entry (a recipe found by name, with servings, or a note) or changes one (its day, meal,
 * servings or note): the keyboard's way to do everything drag and drop does.
 */
export function EntryDialog({ state, onClose }: { state: EntryDialogState; onClose: () => void }) {
  const editing = state.mode === 'edit' ? state.entry : undefined;
  const [date, setDate] = useState<Day>(editing?.date ?? (state.mode === 'add' ? state.date : ''));
  const [meal, setMeal] = useState<PlannerMeal>(editing?.meal ?? (state.mode === 'add' ? state.meal : 'dinner'));
  const [kind, setKind] = useState<'recipe' | 'note'>(editing ? (editing.recipeId ? 'recipe' : 'note') : 'recipe');
  const [search, setSearch] = useState('');
  const preset = state.mode === 'add' ? state.recipe : undefined;
  const [recipe, setRecipe] = useState(preset ?? null);
  const [servings, setServings] = useState(
    String(editing?.servings ?? preset?.servings ?? editing?.recipe?.servings ?? ''),
  );
  const [note, setNote] = useState(editing?.note ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const choices = useRecipeChoices(recipe ? '' : search);
  const add = useAddPlannerEntry();
  const change = useChangePlannerEntry();
  const { toast } = useToast();
  const mealId = useId();
  const pending = add.isPending || change.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const count = servings.trim() ? Number(servings) : undefined;
    if (kind === 'recipe' && !editing && !recipe) return setProblem('Choose a recipe, or plan a note instead.');
    if (kind === 'note' && !note.trim()) return setProblem('Write what the note should say.');
    if (count !== undefined && (!Number.isInteger(count) || count < 1 || count > 100))
      return setProblem('Servings must be a whole number from 1 to 100.');
    if (!date) return setProblem('Choose a day.');
    setProblem(null);
    const done = {
      onSuccess: () => {
        toast({
          title: editing ? 'Plan updated' : 'Added to your week',
          description: `${MEAL_NAMES[meal]}, ${dayLabel(date)}`,
        });
        onClose();
      },
      onError: (error: unknown) => setProblem(errorMessage(error, 'That did not save. Try again.')),
    };
    if (editing)
      change.mutate(
        {
          id: editing.id,
          change: {
            date,
            meal,
            ...(editing.recipeId ? { servings: count } : { note: note.trim() }),
          },
        },
        done,
      );
    else
      add.mutate(
        kind === 'recipe' ? { date, meal, recipeId: recipe!.id, servings: count } : { date, meal, note: note.trim() },
        done,
      );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} className="planner-dialog">
      <DialogTitle>{editing ? `Change ${editing.recipe?.name ?? 'note'}` : 'Add to your week'}</DialogTitle>
      <form onSubmit={submit} noValidate>
        {!editing && (
          <div className="planner-dialog__kind" role="radiogroup" aria-label="What to plan">
            {(['recipe', 'note'] as const).map((value) => (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={kind === value}
                onClick={() => setKind(value)}
              >
                {value === 'recipe' ? 'A recipe' : 'A note'}
              </button>
            ))}
          </div>
        )}

        {kind === 'recipe' && !editing && (
          <div className="planner-dialog__recipe">
            {recipe ? (
              <p className="planner-dialog__chosen">
                <strong>{recipe.name}</strong>
                {!preset && (
                  <Button variant="ghost" className="btn--small" onClick={() => setRecipe(null)}>
                    Choose another
                  </Button>
                )}
              </p>
            ) : (
              <>
                <Field
                  label="Find a recipe"
                  type="search"
                  value={search}
                  autoComplete="off"
                  placeholder="e.g. chili, carbonara"
                  onChange={(event) => setSearch(event.target.value)}
                />
                <ul
                  className="planner-dialog__choices"
                  aria-label="Recipes found"
                  aria-busy={choices.isFetching || undefined}
                >
                  {(choices.data?.recipes ?? [])
                    .filter((found) => !found.locked)
                    .map((found) => (
                      <li key={found.id}>
                        <button
                          type="button"
                          onClick={() => {
                            setRecipe(found);
                            setServings(found.servings ? String(found.servings) : '');
                          }}
                        >
                          {found.name}
                          {found.totalTimeMinutes ? <span> · {found.totalTimeMinutes} min</span> : null}
                        </button>
                      </li>
                    ))}
                  {search.trim().length >= 2 && choices.data?.recipes.length === 0 && (
                    <li>No recipes match “{search}”.</li>
                  )}
                </ul>
              </>
            )}
          </div>
        )}
        {kind === 'note' && (
          <Field
            label="Note"
            value={note}
            maxLength={PLANNER_NOTE_MAX}
            placeholder="Leftovers, eat out…"
            onChange={(event) => setNote(event.target.value)}
          />
        )}

        <div className="planner-dialog__when">
          <Field label="Day" type="date" value={date} onChange={(event) => setDate(event.target.value)} />
          <div className="field">
            <label htmlFor={mealId} className="field__label">
              Meal
            </label>
            <select
              id={mealId}
              className="input"
              value={meal}
              onChange={(event) => setMeal(event.target.value as PlannerMeal)}
            >
              {PLANNER_MEALS.map((value) => (
                <option key={value} value={value}>
                  {MEAL_NAMES[value]}
                </option>
              ))}
            </select>
          </div>
          {kind === 'recipe' && (
            <Field
              label="Servings"
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              value={servings}
              onChange={(event) => setServings(event.target.value)}
            />
          )}
        </div>
        <FormError message={problem} />
        <div className="cluster cluster--end planner-dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <SubmitButton pending={pending} pendingLabel="Saving…">
            {editing ? 'Save' : 'Add to week'}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
