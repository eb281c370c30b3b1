import { HouseholdScreen } from '../../features/household/components/household-screen';
import { Page } from '../page';

/** `/household`: sharing the shopping list and the week plan with the people the cook cooks with. */
export default function HouseholdPage() {
  return (
    <Page
      title="Household"
      description="Share one shopping list and one week plan with the people you cook with."
      className="page page--narrow"
    >
      <h1>Household</h1>
      <HouseholdScreen />
    </Page>
  );
}
