import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { COLLECTION_NAME_MAX } from '@common/contracts/collections';
import { AlertDialog } from '../../../components/ui/alert-dialog';
import { Button, SubmitButton } from '../../../components/ui/button';
import { Dialog, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-error';
import { BookmarkIcon } from '../../../components/ui/icons';
import { LoadFailed } from '../../../components/ui/load-failed';
import { SkeletonGrid } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { fieldError, formError, formValue } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useCollections, useDeleteCollection, useRenameCollection, type CollectionSummary } from '../api/collections';
import { recipesCount } from '../recipes-count';
import { NewCollectionForm } from './new-collection-form';
import '../collections.css';

/** `/collections`: the cook's named cookbooks: make one, open, rename or delete it. */
export function CollectionsScreen() {
  const collections = useCollections();
  const { toast } = useToast();
  return (
    <div className="stack collections-screen">
      <NewCollectionForm
        className="panel collections-new"
        placeholder="Weeknight dinners"
        submitLabel="Create collection"
        onCreated={(made) => toast({ title: 'Collection created', description: made.name })}
      />
      {collections.isPending ? (
        <SkeletonGrid className="collection-grid" label="Loading collections" count={4} height="5.5rem" />
      ) : collections.isError ? (
        <LoadFailed title="Could not load your collections" onRetry={() => void collections.refetch()} />
      ) : collections.data.length === 0 ? (
        <div className="state-panel collections-empty">
          <BookmarkIcon />
          <h2>No collections yet</h2>
          <p className="muted">
            Name your first collection above, or choose “Save to collection” on any recipe to start one there.
          </p>
        </div>
      ) : (
        <ul className="collection-grid" aria-label="Your collections">
          {collections.data.map((collection) => (
            <CollectionCard key={collection.id} collection={collection} />
          ))}
        </ul>
      )}
    </div>
  );
}

function CollectionCard({ collection }: { collection: CollectionSummary }) {
  const [renaming, setRenaming] = useState(false);
  const remove = useDeleteCollection();
  const { toast } = useToast();
  return (
    <li className="collection-card">
      <Link to={paths.collection(collection.id)} className="collection-card__link">
        <span className="collection-card__cover" aria-hidden="true">
          {collection.cover?.image ? <img src={collection.cover.image} alt="" loading="lazy" /> : <BookmarkIcon />}
        </span>
        <span className="collection-card__text">
          <span className="collection-card__name">{collection.name}</span>
          <span className="muted">{recipesCount(collection.recipeCount)}</span>
        </span>
      </Link>
      <div className="collection-card__actions">
        <Button variant="ghost" onClick={() => setRenaming(true)} aria-label={`Rename ${collection.name}`}>
          Rename
        </Button>
        <AlertDialog
          trigger={
            <Button variant="ghost" aria-label={`Delete ${collection.name}`}>
              Delete
            </Button>
          }
          title={`Delete “${collection.name}”?`}
          description="The recipes stay in Sous; only this collection and its order go."
          confirmLabel="Delete collection"
          onConfirm={() =>
            remove.mutate(collection.id, {
              onSuccess: () => toast({ title: 'Collection deleted', description: collection.name }),
              onError: () =>
                toast({ title: 'Error', description: 'Could not delete the collection', variant: 'destructive' }),
            })
          }
        />
      </div>
      <Dialog open={renaming} onOpenChange={setRenaming}>
        {renaming && <RenameForm collection={collection} onDone={() => setRenaming(false)} />}
      </Dialog>
    </li>
  );
}

function RenameForm({ collection, onDone }: { collection: CollectionSummary; onDone: () => void }) {
  const rename = useRenameCollection();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    rename.mutate({ id: collection.id, name: formValue(event.currentTarget, 'name').trim() }, { onSuccess: onDone });
  };
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <DialogTitle>Rename collection</DialogTitle>
      <Field
        label="Name"
        name="name"
        required
        maxLength={COLLECTION_NAME_MAX}
        defaultValue={collection.name}
        error={fieldError(rename.error, 'name')}
      />
      <FormError message={formError(rename.error, ['name'])} />
      <SubmitButton pending={rename.isPending} pendingLabel="Saving…">
        Save name
      </SubmitButton>
    </form>
  );
}
