import { MealPlanList } from '../../features/meal-plans/components/meal-plan-list';
import { useDocumentTitle } from '../use-document-title';

/** `/meal-plans`. */
export default function MealPlansPage() {
  useDocumentTitle('Meal Plans');
  return (
    <main id="main" className="page">
      <MealPlanList />
    </main>
  );
}
