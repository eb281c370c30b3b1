import { PlannerWeek } from '../../features/planner/components/planner-week';
import { AddPlannedWeekToListButton } from '../../features/shopping-list/components/add-to-list-button';
import { Page } from '../page';

/** `/planner`: the cook's own week, with "Add this week to my shopping list" for what is planned. */
export default function PlannerPage() {
  return (
    <Page
      title="My Week"
      description="Plan your breakfasts, lunches, dinners and snacks, then send the week to your shopping list."
      className="page page--wide"
    >
      <PlannerWeek actions={(week) => <AddPlannedWeekToListButton {...week} />} />
    </Page>
  );
}
