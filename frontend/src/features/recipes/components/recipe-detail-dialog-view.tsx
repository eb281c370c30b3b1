import type { ReactNode } from 'react';
import type { RecipeDetail, RecipeSummary } from '@common/contracts/recipes.schema';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogTitle } from '../../../components/ui/dialog';
import { RecipeDetailView } from './recipe-detail';

/** The recipe detail over the list: opened by a card, closed with Esc, the × or the overlay. */
export default function RecipeDetailDialogView({
  recipe,
  onClose,
  actions,
}: {
  recipe: RecipeSummary | null;
  onClose: () => void;
  /** The page's current servings come along, so "add to list" adds what the cook is looking at. */
  actions?: (recipe: RecipeDetail, servings?: number) => ReactNode;
}) {
  return (
    <Dialog open={recipe !== null} onOpenChange={(open) => !open && onClose()} className="recipe-dialog">
      {recipe && (
        <RecipeDetailView
          key={recipe.id}
          id={recipe.id}
          preview={recipe}
          titleAs={DialogTitle}
          actions={actions}
          back={
            <DialogClose>
              <Button variant="secondary">Back to Recipes</Button>
            </DialogClose>
          }
        />
      )}
    </Dialog>
  );
}
