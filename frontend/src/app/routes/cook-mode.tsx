import { useParams } from 'react-router-dom';
import { usePremium } from '../../lib/session';
import { FloatingChef } from '../../features/assistant/components/floating-chef';
import { CookModeScreen } from '../../features/cook-mode/components/cook-mode-screen';
import { useDocumentTitle } from '../use-document-title';

function parseId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** `/cook-mode/:id`: cook mode with the AI chef it hosts (features meet here, in app/). */
export default function CookModePage() {
  const params = useParams();
  const id = parseId(params.id);
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
