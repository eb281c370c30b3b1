import { CuisineList } from '../../features/recipes/components/cuisine-list';
import { Page } from '../page';

/** `/cuisines` (public): every cuisine with its count, linking to the filtered browser. */
export default function CuisinesPage() {
  return (
    <Page
      title="Cuisines"
      description="Browse Sous recipes by cuisine, from Italian and Mexican to Japanese and Indian."
    >
      <CuisineList />
    </Page>
  );
}
