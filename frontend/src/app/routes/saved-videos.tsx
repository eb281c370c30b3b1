import { SavedVideos } from '../../features/videos/components/saved-videos';
import { tieredScreenPage } from '../page';

/** `/saved-videos`: premium users' saved collection (the user's isPremium flag decides, spec section 4). */
export default tieredScreenPage(SavedVideos, {
  title: 'Saved Videos',
  description: 'The cooking videos and masterclasses you saved to watch later.',
});
