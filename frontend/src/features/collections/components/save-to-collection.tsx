import { lazy, Suspense, useState } from 'react';
import { BookmarkIcon } from '../../../components/ui/icons';
import { useSession } from '../../../lib/session';

// The dialog (its list, form and styles) loads when the cook asks for it, so the pages that offer the
// button do not carry it.
const SaveToCollectionDialog = lazy(() => import('./save-to-collection-dialog'));

/** "Save to collection" on a recipe: a dialog of the cook's collections, ticked where the recipe is kept. */
export function SaveToCollectionButton({ recipe }: { recipe: { id: number; name: string } }) {
  const { isSignedIn } = useSession();
  const [open, setOpen] = useState(false);
  if (!isSignedIn) return null;
  return (
    <>
      <button type="button" className="action-button action-button--button" onClick={() => setOpen(true)}>
        <BookmarkIcon />
        <span>Save to collection</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SaveToCollectionDialog recipe={recipe} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
