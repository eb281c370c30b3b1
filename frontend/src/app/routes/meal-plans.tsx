import { MealPlanList } from '../../features/meal-plans/components/meal-plan-list';
import { useDocumentTitle } from '../use-document-title';

/** `/meal-plans`. */
export default function MealPlansPage() {
  useDocumentTitle(
    'Meal Plans',
    'Weekly meal plans for every kind of cook — add a whole week to your shopping list in one tap.',
  );
  return (
    <main id="main" className="page">
      <MealPlanList />
    </main>
  );
}
