import { CuisineList } from '../../features/recipes/components/cuisine-list';
import { useDocumentTitle } from '../use-document-title';

/** `/cuisines` (public): every cuisine with its count, linking to the filtered browser. */
export default function CuisinesPage() {
  useDocumentTitle('Cuisines', 'Browse Sous recipes by cuisine, from Italian and Mexican to Japanese and Indian.');
  return (
    <main id="main" className="page">
      <CuisineList />
    </main>
  );
}
