import { MealPlanList } from '../../features/meal-plans/components/meal-plan-list';
import { Page } from '../page';

/** `/meal-plans`. */
export default function MealPlansPage() {
  return (
    <Page
      title="Meal Plans"
      description="Weekly meal plans for every kind of cook — add a whole week to your shopping list in one tap."
    >
      <MealPlanList />
    </Page>
  );
}
