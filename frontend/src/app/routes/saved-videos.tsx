import { usePremium } from '../../lib/session';
import { SavedVideos } from '../../features/videos/components/saved-videos';
import { useDocumentTitle } from '../use-document-title';

/** `/saved-videos`: premium users' saved collection (the user's isPremium flag decides, spec section 4). */
export default function SavedVideosPage() {
  useDocumentTitle('Saved Videos', 'The cooking videos and masterclasses you saved to watch later.');
  const isPremium = usePremium();
  return (
    <main id="main" className="page page--wide">
      <SavedVideos isPremium={isPremium} />
    </main>
  );
}
