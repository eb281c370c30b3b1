import { CookingVideos } from '../../features/videos/components/cooking-videos';
import { tieredScreenPage } from '../page';

/** `/videos`: Cooking Skills Videos; the Premium parts follow the signed-in user. */
export default tieredScreenPage(CookingVideos, {
  title: 'Cooking Skills Videos',
  description: 'Short cooking skills videos — knife work, sauces, baking basics — and the Premium video library.',
});
