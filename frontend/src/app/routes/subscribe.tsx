import { useUser } from '../../features/auth/api/get-user';
import { SubscriptionScreen } from '../../features/subscriptions/components/subscription-screen';
import { useAppConfig } from '../use-app-config';
import { useDocumentTitle } from '../use-document-title';

/** `/subscribe` (public): plans for visitors and free users, management for subscribers. */
export default function SubscribePage() {
  useDocumentTitle(
    'Choose your plan',
    'Sous Free or Premium Chef at $9.99/month: exclusive recipes, masterclasses, the AI assistant and expert answers.',
  );
  const { isSignedIn, isLoading } = useUser();
  const { appName } = useAppConfig();
  return (
    <main id="main" className="page">
      <SubscriptionScreen isSignedIn={isSignedIn} isLoadingUser={isLoading} appName={appName} />
    </main>
  );
}
