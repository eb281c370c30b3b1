import { CollectionsScreen } from '../../features/collections/components/collections-screen';
import { Page } from '../page';

/** `/collections`: the cook's named cookbooks. */
export default function CollectionsPage() {
  return (
    <Page
      title="Collections"
      description="Your own cookbooks: recipes kept together under a name, in your order."
      className="page page--narrow"
    >
      <h1>Collections</h1>
      <CollectionsScreen />
    </Page>
  );
}
