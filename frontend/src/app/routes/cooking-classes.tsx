import { usePremium } from '../../lib/session';
import { MasterclassScreen } from '../../features/videos/components/masterclass-screen';
import { useDocumentTitle } from '../use-document-title';

/** `/cooking-classes`: the masterclass screen; free users see it locked behind an upgrade overlay. */
export default function CookingClassesPage() {
  useDocumentTitle(
    'Masterclasses',
    'Monthly chef masterclasses for Sous Premium members: technique, menus and kitchen skills.',
  );
  const isPremium = usePremium();
  return (
    <main id="main" className="page page--wide">
      <MasterclassScreen isPremium={isPremium} />
    </main>
  );
}
