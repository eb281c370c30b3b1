import { useUser } from '../../features/auth/api/get-user';
import { CookingVideos } from '../../features/videos/components/cooking-videos';
import { useDocumentTitle } from '../use-document-title';

/** `/videos`: Cooking Skills Videos; the Premium parts follow the signed-in user. */
export default function VideosPage() {
  useDocumentTitle(
    'Cooking Skills Videos',
    'Short cooking skills videos — knife work, sauces, baking basics — and the Premium video library.',
  );
  const { user } = useUser();
  return (
    <main id="main" className="page page--wide">
      <CookingVideos isPremium={Boolean(user?.isPremium)} />
    </main>
  );
}
