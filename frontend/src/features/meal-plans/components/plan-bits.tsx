import { DifficultyBadge } from '../../../components/ui/badge';
import { ChipList } from '../../../components/ui/chip-list';
import { CalendarIcon, ListPlusIcon } from '../../../components/ui/icons';
import type { MealPlanSummary } from '@common/contracts/meal-plans.schema';
import { countOf } from '@common/kitchen/count';

/** A plan's level, a little wider than elsewhere. */
export function PlanDifficulty({ difficulty, className = '' }: { difficulty: string; className?: string }) {
  return <DifficultyBadge difficulty={difficulty} className={`plan-badge ${className}`.trim()} />;
}

export const PlanTags = ({ tags }: { tags: string[] }) => (
  <ChipList items={tags} label="Tags" className="plan-tags" chipClassName="plan-tag" />
);

export function PlanFacts({ plan }: { plan: Pick<MealPlanSummary, 'duration' | 'recipeCount'> }) {
  return (
    <ul className="plan-facts" aria-label="Plan facts">
      <li>
        <CalendarIcon /> {plan.duration || '7 days'}
      </li>
      <li>
        <ListPlusIcon /> {countOf(plan.recipeCount, 'recipe')}
      </li>
    </ul>
  );
}
