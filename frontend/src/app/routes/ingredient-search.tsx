import { IngredientSearch } from '../../features/recipes/components/ingredient-search';
import { detailActions, pantryCardActions } from '../recipe-actions';
import { useDocumentTitle } from '../use-document-title';

/** `/ingredient-search`: cook with what you have. */
export default function IngredientSearchPage() {
  useDocumentTitle(
    'Cook with What You Have',
    'Tell Sous what is in your fridge and pantry and find recipes you can cook right now.',
  );
  return (
    <main id="main" className="page page--wide">
      <IngredientSearch cardActions={pantryCardActions} detailActions={detailActions} />
    </main>
  );
}
