import { ShoppingListScreen } from '../../features/shopping-list/components/shopping-list';
import { Page } from '../page';

/** `/shopping-list`. */
export default function ShoppingListPage() {
  return (
    <Page
      title="Shopping List"
      description="Your shopping list, merged across recipes and grouped by aisle — works offline in the store."
    >
      <ShoppingListScreen />
    </Page>
  );
}
