import { PREMIUM_PLAN } from '@common/contracts/subscriptions';
import { useSession } from '../../lib/session';
import { SubscriptionScreen } from '../../features/subscriptions/components/subscription-screen';
import { useAppConfig } from '../use-app-config';
import { Page } from '../page';

/** `/subscribe` (public): plans for visitors and free users, management for subscribers. */
export default function SubscribePage() {
  const { isSignedIn, isLoading } = useSession();
  const { appName } = useAppConfig();
  return (
    <Page
      title="Choose your plan"
      description={`Sous Free or ${PREMIUM_PLAN.name} at ${PREMIUM_PLAN.pricePerMonth}: exclusive recipes, masterclasses, the AI assistant and expert answers.`}
    >
      <SubscriptionScreen isSignedIn={isSignedIn} isLoadingUser={isLoading} appName={appName} />
    </Page>
  );
}
