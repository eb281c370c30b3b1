import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { RecipeSummary } from '@common/contracts/recipes.schema';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { errorMessage } from '../../../lib/api';
import { MEAL_SLOTS, WEEKDAYS, type MealSlot, type Weekday } from '@common/contracts/meal-plans';
import type { MealPlanDay, MealPlanDetail } from '@common/contracts/meal-plans.schema';
import { isMissingPlan, useMealPlan } from '../api/get-meal-plan';
import { PlanDifficulty, PlanFacts, PlanTags } from './plan-bits';
import { PlanArtwork } from './plan-artwork';
import '../meal-plans.css';
import { paths } from '../../../lib/paths';

const MEAL_LABELS: Record<MealSlot, string> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner' };

/** Today, as a plan day (plans run Monday to Sunday). */
function today(): Weekday {
  return WEEKDAYS[(new Date().getDay() + 6) % 7];
}

export interface MealPlanDetailProps {
  id: string | undefined;
  /** The card for one planned recipe (app/ passes the recipe feature's card); a plain one otherwise. */
  renderRecipe?: (recipe: RecipeSummary, meal: MealSlot) => ReactNode;
  /** Actions for the whole plan, e.g. 'Add this week to my shopping list'. */
  actions?: (plan: MealPlanDetail) => ReactNode;
}

/** The /meal-plans/:id screen: the plan, a weekday selector and that day's meals. */
export function MealPlanDetailView({
  id,
  renderRecipe = (recipe) => <PlannedRecipe recipe={recipe} />,
  actions,
}: MealPlanDetailProps) {
  const plan = useMealPlan(id);

  if (!id || (plan.isError && isMissingPlan(plan.error))) return <PlanNotFound />;
  if (plan.isPending)
    return (
      <div className="plan-detail" aria-busy="true" aria-label="Loading meal plan">
        <Skeleton height="14rem" />
        <Skeleton width="50%" height="2rem" />
        <Skeleton height="20rem" />
      </div>
    );
  if (plan.isError)
    return (
      <LoadFailed
        className="plan-state"
        heading="h1"
        title="We couldn’t load this meal plan"
        message={errorMessage(plan.error, 'Check your connection and try again.')}
        onRetry={() => void plan.refetch()}
      />
    );

  const data = plan.data;
  const recipes = new Map(data.recipes.map((recipe) => [recipe.id, recipe]));
  return (
    <div className="plan-detail">
      <Link to={paths.mealPlans} className="back-link plan-back">
        <span aria-hidden="true">←</span> All Meal Plans
      </Link>
      <header className="plan-hero">
        <div className="plan-hero__art">
          <PlanArtwork id={data.id} />
        </div>
        <div className="plan-hero__text">
          <PlanDifficulty difficulty={data.difficulty} />
          <h1 className="plan-hero__title">{data.name}</h1>
          <p className="plan-hero__description">{data.description}</p>
          <PlanTags tags={data.tags} />
          <PlanFacts plan={data} />
          {actions && <div className="cluster plan-hero__actions">{actions(data)}</div>}
        </div>
      </header>

      <section className="plan-week" aria-labelledby="plan-week-title">
        <h2 id="plan-week-title" className="plan-week__title">
          Your week
        </h2>
        <Tabs
          label="Day of the week"
          defaultValue={today()}
          tabs={WEEKDAYS.map((day) => ({
            value: day,
            label: (
              <>
                <span className="day-tab__long">{day}</span>
                <span className="day-tab__short" aria-hidden="true">
                  {day.slice(0, 3)}
                </span>
              </>
            ),
            content: (
              <DayMeals
                day={day}
                meals={data.dailyMeals.find((entry) => entry.day === day)}
                recipes={recipes}
                renderRecipe={renderRecipe}
              />
            ),
          }))}
        />
      </section>
    </div>
  );
}

function DayMeals({
  day,
  meals,
  recipes,
  renderRecipe,
}: {
  day: Weekday;
  meals: MealPlanDay | undefined;
  recipes: Map<number, RecipeSummary>;
  renderRecipe: (recipe: RecipeSummary, meal: MealSlot) => ReactNode;
}) {
  const planned = MEAL_SLOTS.flatMap((meal) => {
    const recipe = meals?.[meal] !== undefined ? recipes.get(meals[meal]!) : undefined;
    return recipe ? [{ meal, recipe }] : [];
  });
  if (!planned.length) return <p className="plan-day__empty">Nothing is planned for {day} — a night off.</p>;
  return (
    <ul className="plain-list grid plan-day" aria-label={`${day}’s meals`}>
      {planned.map(({ meal, recipe }) => (
        <li key={meal} className="plan-day__meal">
          <p className={`plan-day__label plan-day__label--${meal}`}>{MEAL_LABELS[meal]}</p>
          {renderRecipe(recipe, meal)}
        </li>
      ))}
    </ul>
  );
}

/** A plain card linking to the recipe, for callers that bring no card of their own. */
function PlannedRecipe({ recipe }: { recipe: RecipeSummary }) {
  return (
    <article className="planned-recipe">
      <h3 className="planned-recipe__title">
        <Link to={paths.recipe(recipe.id)}>{recipe.name}</Link>
      </h3>
      {recipe.description && <p className="muted">{recipe.description}</p>}
    </article>
  );
}

export function PlanNotFound() {
  return (
    <div className="state-panel plan-state plan-state--not-found">
      <h1>Meal Plan Not Found</h1>
      <p className="muted">That plan isn’t on the menu. Pick one of our weekly plans instead.</p>
      <Link to={paths.mealPlans} className="btn btn--primary">
        Back to Meal Plans
      </Link>
    </div>
  );
}
