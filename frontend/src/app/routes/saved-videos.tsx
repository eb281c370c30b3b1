import { useUser } from '../../features/auth/api/get-user';
import { SavedVideos } from '../../features/videos/components/saved-videos';
import { useDocumentTitle } from '../use-document-title';

/** `/saved-videos`: premium users' saved collection (the user's isPremium flag decides, spec section 4). */
export default function SavedVideosPage() {
  useDocumentTitle('Saved Videos', 'The cooking videos and masterclasses you saved to watch later.');
  const { user } = useUser();
  return (
    <main id="main" className="page page--wide">
      <SavedVideos isPremium={Boolean(user?.isPremium)} />
    </main>
  );
}
