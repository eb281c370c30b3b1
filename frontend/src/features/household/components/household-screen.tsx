import { useSearchParams } from 'react-router-dom';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeletons } from '../../../components/ui/skeleton';
import { useHousehold } from '../api/household';
import { HouseholdMembers } from './household-members';
import { JoinHouseholdCard } from './join-household-card';
import { StartHousehold } from './start-household-form';
import '../household.css';

/** `/household`: an invite being opened (`?invite=`), then the cook's household or a way to start one. */
export function HouseholdScreen() {
  const [params, setParams] = useSearchParams();
  const token = params.get('invite');
  const state = useHousehold();
  const closeInvite = () =>
    setParams(
      (current) => {
        current.delete('invite');
        return current;
      },
      { replace: true, preventScrollReset: true },
    );

  if (state.isPending) return <Skeletons count={2} height="10rem" />;
  if (state.isError) return <LoadFailed title="Could not load your household" onRetry={() => void state.refetch()} />;
  const { household } = state.data;
  return (
    <div className="stack household-screen">
      {token !== null && <JoinHouseholdCard token={token} current={household} onDone={closeInvite} />}
      {household ? <HouseholdMembers household={household} /> : token === null && <StartHousehold />}
    </div>
  );
}
