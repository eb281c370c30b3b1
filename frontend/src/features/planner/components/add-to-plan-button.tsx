import { lazy, Suspense, useState } from 'react';
import type { RecipeSummary } from '@common/contracts/recipes.schema';
import { CalendarIcon } from '../../../components/ui/icons';
import { today } from '../dates';

// The dialog (its form, date fields and styles) loads when the cook asks for it, so the recipe pages that
// offer the button do not carry it.
const EntryDialog = lazy(() => import('./entry-dialog').then((module) => ({ default: module.EntryDialog })));

/** "Add to plan" on a recipe: choose the day, meal and servings (the page's servings to start with). */
export function AddToPlanButton({
  recipe,
  servings,
}: {
  recipe: Pick<RecipeSummary, 'id' | 'name' | 'servings'>;
  servings?: number;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="action-button action-button--button" onClick={() => setOpen(true)}>
        <CalendarIcon />
        <span>Add to plan</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <EntryDialog
            state={{
              mode: 'add',
              date: today(),
              meal: 'dinner',
              recipe: { ...recipe, servings: servings ?? recipe.servings },
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
