import { PREMIUM_PLAN } from '@common/contracts/subscriptions';
import { useSession } from '../../lib/session';
import { SubscriptionScreen } from '../../features/subscriptions/components/subscription-screen';
import { useAppConfig } from '../use-app-config';
import { useDocumentTitle } from '../use-document-title';

/** `/subscribe` (public): plans for visitors and free users, management for subscribers. */
export default function SubscribePage() {
  useDocumentTitle(
    'Choose your plan',
    `Sous Free or ${PREMIUM_PLAN.name} at ${PREMIUM_PLAN.pricePerMonth}: exclusive recipes, masterclasses, the AI assistant and expert answers.`,
  );
  const { isSignedIn, isLoading } = useSession();
  const { appName } = useAppConfig();
  return (
    <main id="main" className="page">
      <SubscriptionScreen isSignedIn={isSignedIn} isLoadingUser={isLoading} appName={appName} />
    </main>
  );
}
