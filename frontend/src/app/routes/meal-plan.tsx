import { useParams } from 'react-router-dom';
import { FavoriteButton } from '../../features/favorites/components/favorite-button';
import { isMissingPlan, useMealPlan } from '../../features/meal-plans/api/get-meal-plan';
import { MealPlanDetailView } from '../../features/meal-plans/components/meal-plan-detail';
import { RecipeCard } from '../../features/recipes/components/recipe-card';
import { AddToListButton, AddWeekToListButton } from '../../features/shopping-list/components/add-to-list-button';
import { Page } from '../page';

/** `/meal-plans/:id`: the plan's week, with recipe cards and 'Add this week to my shopping list'. */
export default function MealPlanPage() {
  const { id } = useParams();
  const plan = useMealPlan(id);
  const title =
    plan.data?.name ?? (!id || (plan.isError && isMissingPlan(plan.error)) ? 'Meal Plan Not Found' : 'Meal Plan');
  const description =
    plan.data?.description || 'A week of Sous recipes, day by day, ready to add to your shopping list.';
  return (
    <Page title={title} description={description} className="page page--wide">
      <MealPlanDetailView
        key={id}
        id={id}
        actions={(data) => <AddWeekToListButton planId={data.id} planName={data.name} />}
        renderRecipe={(recipe) => (
          <RecipeCard
            recipe={recipe}
            headingLevel="h3"
            actions={
              <>
                <FavoriteButton recipe={recipe} />
                <AddToListButton recipeId={recipe.id} recipeName={recipe.name} />
              </>
            }
          />
        )}
      />
    </Page>
  );
}
