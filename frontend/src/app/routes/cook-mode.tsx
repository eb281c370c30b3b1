import { usePremium } from '../../lib/session';
import { FloatingChef } from '../../features/assistant/components/floating-chef';
import { CookModeScreen } from '../../features/cook-mode/components/cook-mode-screen';
import { useDocumentTitle } from '../use-document-title';
import { useIdParam } from '../route-params';

/** `/cook-mode/:id`: cook mode with the AI chef it hosts (features meet here, in app/). */
export default function CookModePage() {
  const id = useIdParam();
  const isPremium = usePremium();
  useDocumentTitle(
    'Cook Mode',
    'Cook step by step with big type, timers found in the text and hands-free voice commands.',
  );
  return (
    <CookModeScreen
      key={id ?? 'none'}
      id={id}
      renderAssistant={({ recipe, currentStep, handsFree, setHandsFree, heard }) => (
        <FloatingChef
          recipe={recipe}
          isPremium={isPremium}
          cookMode={{ currentStep, handsFree, onHandsFreeChange: setHandsFree, heard }}
        />
      )}
    />
  );
}
