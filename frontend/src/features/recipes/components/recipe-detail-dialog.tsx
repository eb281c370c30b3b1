import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { RecipeDetail, RecipeSummary } from '@common/contracts/recipes.schema';

// The dialog, the detail view and its reviews load with the first opened recipe, not with the list.
const RecipeDetailDialogView = lazy(() => import('./recipe-detail-dialog-view'));

/** The recipe detail over the list: opened by a card, closed with Esc, the × or the overlay. */
export function RecipeDetailDialog(props: {
  recipe: RecipeSummary | null;
  onClose: () => void;
  /** The page's current servings come along, so "add to list" adds what the cook is looking at. */
  actions?: (recipe: RecipeDetail, servings?: number) => ReactNode;
}) {
  // Once opened it stays mounted, so closing (and focus returning to the card) works as before.
  const [opened, setOpened] = useState(false);
  if (props.recipe !== null && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <RecipeDetailDialogView {...props} />
    </Suspense>
  );
}
