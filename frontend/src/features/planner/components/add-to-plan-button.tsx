import { useState } from 'react';
import type { RecipeSummary } from '@common/contracts/recipes.schema';
import { CalendarIcon } from '../../../components/ui/icons';
import { today } from '../dates';
import { EntryDialog } from './entry-dialog';
import '../planner.css';

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
        <EntryDialog
          state={{
            mode: 'add',
            date: today(),
            meal: 'dinner',
            recipe: { ...recipe, servings: servings ?? recipe.servings },
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
