import { IngredientSearch } from '../../features/recipes/components/ingredient-search';
import { detailActions, pantryCardActions } from '../recipe-actions';
import { Page } from '../page';

/** `/ingredient-search`: cook with what you have. */
export default function IngredientSearchPage() {
  return (
    <Page
      title="Cook with What You Have"
      description="Tell Sous what is in your fridge and pantry and find recipes you can cook right now."
      className="page page--wide"
    >
      <IngredientSearch cardActions={pantryCardActions} detailActions={detailActions} />
    </Page>
  );
}
