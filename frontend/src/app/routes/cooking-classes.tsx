import { MasterclassScreen } from '../../features/videos/components/masterclass-screen';
import { tieredScreenPage } from '../page';

/** `/cooking-classes`: the masterclass screen; free users see it locked behind an upgrade overlay. */
export default tieredScreenPage(MasterclassScreen, {
  title: 'Masterclasses',
  description: 'Monthly chef masterclasses for Sous Premium members: technique, menus and kitchen skills.',
});
