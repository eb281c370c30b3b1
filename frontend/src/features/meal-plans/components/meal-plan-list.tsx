import { Link } from 'react-router-dom';
import { Card } from '../../../components/ui/card';
import { LoadFailed } from '../../../components/ui/load-failed';
import { CalendarIcon } from '../../../components/ui/icons';
import { SkeletonGrid } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { useMealPlans, type MealPlanSummary } from '../api/get-meal-plans';
import { PlanDifficulty, PlanFacts, PlanTags } from './plan-bits';
import { PlanArtwork } from './plan-artwork';
import '../meal-plans.css';
import { paths } from '../../../lib/paths';
import { countOf } from '@common/kitchen/count';

const byDifficulty = (difficulty: string) => (plan: MealPlanSummary) =>
  plan.difficulty.toLowerCase() === difficulty.toLowerCase();
const byTag = (tag: string) => (plan: MealPlanSummary) =>
  plan.tags.some((candidate) => candidate.toLowerCase() === tag.toLowerCase());

/** The tab filters of spec section 2: difficulty tabs match the plan's difficulty, the rest its tags. */
export const PLAN_FILTERS: Array<{ value: string; label: string; match: (plan: MealPlanSummary) => boolean }> = [
  { value: 'all', label: 'All Plans', match: () => true },
  { value: 'beginner', label: 'Beginner', match: byDifficulty('Beginner') },
  { value: 'intermediate', label: 'Intermediate', match: byDifficulty('Intermediate') },
  { value: 'advanced', label: 'Advanced', match: byDifficulty('Advanced') },
  { value: 'vegetarian', label: 'Vegetarian', match: byTag('Vegetarian') },
  { value: 'family', label: 'Family', match: byTag('Family') },
  { value: 'healthy', label: 'Healthy', match: byTag('Healthy') },
];

/** The /meal-plans screen. */
export function MealPlanList() {
  const plans = useMealPlans();
  return (
    <div className="meal-plans">
      <header className="meal-plans__intro">
        <p className="overline overline--large meal-plans__eyebrow">
          <CalendarIcon /> Weekly meal plans
        </p>
        <h1>Meal Plans</h1>
        <p className="lead">
          Seven days of breakfast, lunch and dinner, planned for you. Open a plan to see the week, then add it to your
          shopping list in one tap.
        </p>
      </header>
      {plans.isPending ? (
        <SkeletonGrid className="grid plan-grid" label="Loading meal plans" count={6} height="22rem" />
      ) : plans.isError ? (
        <LoadFailed className="plan-state" title="Failed to fetch meal plans" onRetry={() => void plans.refetch()} />
      ) : (
        <div className="meal-plans__tabs">
          <Tabs
            label="Filter meal plans"
            defaultValue="all"
            tabs={PLAN_FILTERS.map((filter) => {
              const matching = plans.data.plans.filter(filter.match);
              return {
                value: filter.value,
                label: filter.label,
                content: <PlanGrid plans={matching} filterLabel={filter.label} />,
              };
            })}
          />
        </div>
      )}
    </div>
  );
}

function PlanGrid({ plans, filterLabel }: { plans: MealPlanSummary[]; filterLabel: string }) {
  if (!plans.length)
    return (
      <div className="state-panel plan-state">
        <h2>No {filterLabel.toLowerCase()} plans yet</h2>
        <p className="muted">New plans are on the way. Try another filter in the meantime.</p>
      </div>
    );
  return (
    <>
      <p className="meal-plans__count">{countOf(plans.length, 'plan')}</p>
      <ul className="plain-list grid plan-grid">
        {plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard plan={plan} />
          </li>
        ))}
      </ul>
    </>
  );
}

export function PlanCard({ plan }: { plan: MealPlanSummary }) {
  return (
    <Card className="plan-card">
      <div className="plan-card__art">
        <PlanArtwork id={plan.id} />
        <PlanDifficulty difficulty={plan.difficulty} className="plan-card__badge" />
      </div>
      <div className="card__body plan-card__body">
        <h2 className="plan-card__title">
          <Link to={paths.mealPlan(plan.id)} className="card__link plan-card__link">
            {plan.name}
          </Link>
        </h2>
        <p className="plan-card__description">{plan.description}</p>
        <PlanTags tags={plan.tags} />
        <PlanFacts plan={plan} />
      </div>
    </Card>
  );
}
