import { usePremium } from '../../lib/session';
import { CookingVideos } from '../../features/videos/components/cooking-videos';
import { useDocumentTitle } from '../use-document-title';

/** `/videos`: Cooking Skills Videos; the Premium parts follow the signed-in user. */
export default function VideosPage() {
  useDocumentTitle(
    'Cooking Skills Videos',
    'Short cooking skills videos — knife work, sauces, baking basics — and the Premium video library.',
  );
  const isPremium = usePremium();
  return (
    <main id="main" className="page page--wide">
      <CookingVideos isPremium={isPremium} />
    </main>
  );
}
