import { useUser } from '../../features/auth/api/get-user';
import { AssistantPage } from '../../features/assistant/components/assistant-page';
import { useDocumentTitle } from '../use-document-title';

/** `/cooking-assistant`: the AI assistant page for the signed-in user's tier. */
export default function CookingAssistantPage() {
  const { user, isSignedIn } = useUser();
  useDocumentTitle(
    'AI Cooking Assistant',
    'Ask the Sous cooking assistant about substitutions, conversions, food safety and technique.',
  );
  return <AssistantPage signedIn={isSignedIn} isPremium={Boolean(user?.isPremium)} />;
}
