import { CalendarIcon, ListPlusIcon } from '../../../components/ui/icons';
import type { MealPlanSummary } from '@common/contracts/meal-plans.schema';

/** Spec section 9: green Beginner, yellow Intermediate, red Advanced, grey anything else. */
function tone(difficulty: string) {
  switch (difficulty.toLowerCase()) {
    case 'beginner':
      return 'easy';
    case 'intermediate':
      return 'medium';
    case 'advanced':
      return 'hard';
    default:
      return 'other';
  }
}

export function DifficultyBadge({ difficulty, className = '' }: { difficulty: string; className?: string }) {
  return <span className={`plan-badge plan-badge--${tone(difficulty)} ${className}`.trim()}>{difficulty}</span>;
}

export function PlanTags({ tags }: { tags: string[] }) {
  if (!tags.length) return null;
  return (
    <ul className="plan-tags" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="plan-tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}

export function PlanFacts({ plan }: { plan: Pick<MealPlanSummary, 'duration' | 'recipeCount'> }) {
  return (
    <ul className="plan-facts" aria-label="Plan facts">
      <li>
        <CalendarIcon /> {plan.duration || '7 days'}
      </li>
      <li>
        <ListPlusIcon /> {plan.recipeCount} {plan.recipeCount === 1 ? 'recipe' : 'recipes'}
      </li>
    </ul>
  );
}
