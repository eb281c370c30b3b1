import { usePremium, useSession } from '../../lib/session';
import { AssistantPage } from '../../features/assistant/components/assistant-page';
import { useDocumentTitle } from '../use-document-title';

/** `/cooking-assistant`: the AI assistant page for the signed-in user's tier. */
export default function CookingAssistantPage() {
  const { isSignedIn } = useSession();
  const isPremium = usePremium();
  useDocumentTitle(
    'AI Cooking Assistant',
    'Ask the Sous cooking assistant about substitutions, conversions, food safety and technique.',
  );
  return <AssistantPage signedIn={isSignedIn} isPremium={isPremium} />;
}
