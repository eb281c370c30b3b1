import { ShoppingListScreen } from '../../features/shopping-list/components/shopping-list';
import { useDocumentTitle } from '../use-document-title';

/** `/shopping-list`. */
export default function ShoppingListPage() {
  useDocumentTitle(
    'Shopping List',
    'Your shopping list, merged across recipes and grouped by aisle — works offline in the store.',
  );
  return (
    <main id="main" className="page">
      <ShoppingListScreen />
    </main>
  );
}
