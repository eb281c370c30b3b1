import { IngredientSearch } from '../../features/recipes/components/ingredient-search';
import { cardActions, detailActions } from '../recipe-actions';
import { useDocumentTitle } from '../use-document-title';

/** `/ingredient-search`: cook with what you have. */
export default function IngredientSearchPage() {
  useDocumentTitle(
    'Cook with What You Have',
    'Tell Sous what is in your fridge and pantry and find recipes you can cook right now.',
  );
  return (
    <main id="main" className="page page--wide">
      <IngredientSearch cardActions={cardActions} detailActions={detailActions} />
    </main>
  );
}
