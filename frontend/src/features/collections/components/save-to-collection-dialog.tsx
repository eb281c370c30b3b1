import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogTitle } from '../../../components/ui/dialog';
import { Skeletons } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { useCollections, useCollectionsHolding, useSetInCollection } from '../api/collections';
import { recipesCount } from '../recipes-count';
import { NewCollectionForm } from './new-collection-form';
import '../collections.css';

/** The dialog of the cook's collections, ticked where the recipe is kept. */
export default function SaveToCollectionDialog({
  recipe,
  onClose,
}: {
  recipe: { id: number; name: string };
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} className="save-to-collection">
      <SaveToCollectionBody recipe={recipe} />
    </Dialog>
  );
}

function SaveToCollectionBody({ recipe }: { recipe: { id: number; name: string } }) {
  const collections = useCollections();
  const holding = useCollectionsHolding(recipe.id, true);
  const setIn = useSetInCollection();
  const { toast } = useToast();
  /** Ticks the cook just changed, shown until the server's answer is read again. */
  const [ticked, setTicked] = useState<Map<string, boolean>>(new Map());
  const isIn = (id: string) => ticked.get(id) ?? holding.data?.has(id) ?? false;

  const toggle = (id: string, saved: boolean) => {
    setTicked((current) => new Map(current).set(id, saved));
    setIn.mutate(
      { id, recipeId: recipe.id, saved },
      {
        onError: () => {
          setTicked((current) => new Map(current).set(id, !saved));
          toast({ title: 'Error', description: 'Could not change the collection', variant: 'destructive' });
        },
      },
    );
  };

  const loading = collections.isPending || holding.isPending;
  return (
    <div className="stack save-to-collection__body">
      <DialogTitle>Save to collection</DialogTitle>
      <p className="muted save-to-collection__recipe">{recipe.name}</p>
      <fieldset className="save-to-collection__list" aria-busy={loading || undefined}>
        <legend className="visually-hidden">Your collections</legend>
        {loading ? (
          <Skeletons count={3} height="2.75rem" />
        ) : collections.data?.length ? (
          collections.data.map((collection) => (
            <label key={collection.id} className="save-to-collection__option">
              <input
                type="checkbox"
                checked={isIn(collection.id)}
                onChange={(event) => toggle(collection.id, event.target.checked)}
              />
              <span className="save-to-collection__name">
                {collection.name}
                {collection.ownerName && <span className="muted"> · shared by {collection.ownerName}</span>}
              </span>
              <span className="muted">{recipesCount(collection.recipeCount)}</span>
            </label>
          ))
        ) : (
          <p className="muted">No collections yet. Name your first one below and this recipe goes in it.</p>
        )}
      </fieldset>
      <NewCollectionForm
        className="save-to-collection__new"
        placeholder="Sunday dinners"
        submitLabel="Create and add"
        onCreated={(made) => {
          toggle(made.id, true);
          toast({ title: 'Saved', description: `Added to ${made.name}` });
        }}
      />
      <DialogClose>
        <Button variant="secondary">Done</Button>
      </DialogClose>
    </div>
  );
}
