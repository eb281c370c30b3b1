import { useParams } from 'react-router-dom';
import { useCollection } from '../../features/collections/api/collections';
import { CollectionScreen } from '../../features/collections/components/collection-screen';
import { Page } from '../page';

/** `/collections/:id`: one collection's recipes, in the cook's order. */
export default function CollectionPage() {
  const { id = '' } = useParams();
  const collection = useCollection(id);
  return (
    <Page
      title={collection.data?.name ?? 'Collection'}
      description="Recipes you keep together, in your order."
      className="page page--narrow"
    >
      <CollectionScreen key={id} id={id} />
    </Page>
  );
}
