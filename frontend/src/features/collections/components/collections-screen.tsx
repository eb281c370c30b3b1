import { useState, type ReactNode } from 'react';
import { arrayMove } from '@dnd-kit/sortable';
import { Link } from 'react-router-dom';
import { COLLECTION_NAME_MAX, COLLECTION_VISIBILITIES } from '@common/contracts/collections';
import { AlertDialog } from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button, SubmitButton } from '../../../components/ui/button';
import { Dialog, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-error';
import { BookmarkIcon } from '../../../components/ui/icons';
import { LoadFailed } from '../../../components/ui/load-failed';
import { SkeletonGrid } from '../../../components/ui/skeleton';
import { MoveButtons, SortableList, useSortableItem } from '../../../components/ui/sortable-list';
import { useToast } from '../../../components/ui/toast';
import { useContractForm } from '../../../lib/contract-form';
import { useHouseholdState } from '../../../lib/household-shared-keys';
import { paths } from '../../../lib/paths';
import { VISIBILITY_LABELS } from '../../../lib/visibility-labels';
import {
  useCollections,
  useDeleteCollection,
  useReorderCollections,
  useUpdateCollection,
  type CollectionSummary,
  type CollectionVisibility,
} from '../api/collections';
import { recipesCount } from '../recipes-count';
import { NewCollectionForm } from './new-collection-form';
import '../collections.css';

/** `/collections`: the cook's named cookbooks (make, open, reorder, share, rename or delete one), then their household's. */
export function CollectionsScreen() {
  const collections = useCollections();
  const inHousehold = Boolean(useHouseholdState().data?.household);
  const { toast } = useToast();
  const own = collections.data?.filter((collection) => collection.mine) ?? [];
  const shared = collections.data?.filter((collection) => !collection.mine) ?? [];
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
        <>
          {own.length > 0 && <OwnCollections collections={own} inHousehold={inHousehold} />}
          {shared.length > 0 && (
            <section className="stack" aria-labelledby="collections-shared">
              <h2 id="collections-shared">Shared by your household</h2>
              <ul className="collection-grid" aria-label="Your household’s collections">
                {shared.map((collection) => (
                  <li key={collection.id} className="collection-card">
                    <CollectionCard collection={collection} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}

/** The cook's own collections in their order: dragged by a handle, or moved up and down by buttons. */
function OwnCollections({ collections, inHousehold }: { collections: CollectionSummary[]; inHousehold: boolean }) {
  const reorder = useReorderCollections();
  const { toast } = useToast();
  const move = (from: number, to: number) => {
    if (to < 0 || to >= collections.length || from === to) return;
    reorder.mutate(
      arrayMove(collections, from, to).map((collection) => collection.id),
      {
        onError: () => toast({ title: 'Error', description: 'Could not save the new order', variant: 'destructive' }),
      },
    );
  };
  return (
    <SortableList
      grid
      ids={collections.map((collection) => collection.id)}
      labelOf={(index) => collections[index]?.name ?? ''}
      onMove={move}
    >
      <ul className="collection-grid" aria-label="Your collections">
        {collections.map((collection, index) => (
          <SortableCollection
            key={collection.id}
            collection={collection}
            inHousehold={inHousehold}
            index={index}
            count={collections.length}
            onMove={(to) => move(index, to)}
          />
        ))}
      </ul>
    </SortableList>
  );
}

function SortableCollection({
  collection,
  inHousehold,
  index,
  count,
  onMove,
}: {
  collection: CollectionSummary;
  inHousehold: boolean;
  index: number;
  count: number;
  onMove: (to: number) => void;
}) {
  const { row, handle } = useSortableItem(collection.id, collection.name);
  return (
    <li {...row('collection-card')}>
      <CollectionCard collection={collection} handle={handle}>
        {(inHousehold || collection.visibility === 'household') && <VisibilitySelect collection={collection} />}
        <MoveButtons label={collection.name} index={index} count={count} onMove={onMove} />
      </CollectionCard>
    </li>
  );
}

/** Who sees one of the cook's collections: only them, or their household too. */
function VisibilitySelect({ collection }: { collection: CollectionSummary }) {
  const update = useUpdateCollection();
  const { toast } = useToast();
  const choose = (visibility: CollectionVisibility) =>
    update.mutate(
      { id: collection.id, visibility },
      {
        onSuccess: () =>
          toast({
            title: visibility === 'household' ? 'Shared with your household' : 'Only you can see it now',
            description: collection.name,
          }),
        onError: () => toast({ title: 'Error', description: 'Could not change who sees it', variant: 'destructive' }),
      },
    );
  return (
    <label className="collection-card__visibility">
      <span className="muted" aria-hidden="true">
        Who can see it
      </span>
      <select
        className="select"
        aria-label={`Who can see ${collection.name}`}
        value={collection.visibility}
        disabled={update.isPending}
        onChange={(event) => choose(event.target.value as CollectionVisibility)}
      >
        {COLLECTION_VISIBILITIES.map((visibility) => (
          <option key={visibility} value={visibility}>
            {VISIBILITY_LABELS[visibility]}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A collection's card: its drag handle (the cook's own), cover, name and count, whose it is when a
 * household member shares it, its own controls (`children`), and Rename (anyone who sees it) and
 * Delete (its owner).
 */
function CollectionCard({
  collection,
  handle,
  children,
}: {
  collection: CollectionSummary;
  handle?: ReactNode;
  children?: ReactNode;
}) {
  const [renaming, setRenaming] = useState(false);
  const remove = useDeleteCollection();
  const { toast } = useToast();
  return (
    <>
      <div className="collection-card__top">
        {handle}
        <Link to={paths.collection(collection.id)} className="collection-card__link">
          <span className="collection-card__cover" aria-hidden="true">
            {collection.cover?.image ? <img src={collection.cover.image} alt="" loading="lazy" /> : <BookmarkIcon />}
          </span>
          <span className="collection-card__text">
            <span className="collection-card__name">{collection.name}</span>
            <span className="muted">{recipesCount(collection.recipeCount)}</span>
          </span>
        </Link>
      </div>
      {collection.ownerName && (
        <Badge small className="collection-card__owner">
          Shared by {collection.ownerName}
        </Badge>
      )}
      <div className="collection-card__actions">
        {children}
        <Button variant="ghost" onClick={() => setRenaming(true)} aria-label={`Rename ${collection.name}`}>
          Rename
        </Button>
        {collection.mine && (
          <AlertDialog
            trigger={
              <Button variant="ghost" aria-label={`Delete ${collection.name}`}>
                Delete
              </Button>
            }
            title={`Delete “${collection.name}”?`}
            description={
              collection.visibility === 'household'
                ? 'The recipes stay in Sous; this collection and its order go, for your household too.'
                : 'The recipes stay in Sous; only this collection and its order go.'
            }
            confirmLabel="Delete collection"
            onConfirm={() =>
              remove.mutate(collection.id, {
                onSuccess: () => toast({ title: 'Collection deleted', description: collection.name }),
                onError: () =>
                  toast({ title: 'Error', description: 'Could not delete the collection', variant: 'destructive' }),
              })
            }
          />
        )}
      </div>
      <Dialog open={renaming} onOpenChange={setRenaming}>
        {renaming && <RenameForm collection={collection} onDone={() => setRenaming(false)} />}
      </Dialog>
    </>
  );
}

/** The contract's schema, loaded as the form opens: zod stays out of the page's first load. */
const updateCollectionSchema = () =>
  import('@common/contracts/collections.schema').then((schemas) => schemas.updateCollectionRequest);

const NAME_LABELS = { name: 'The name' };

function RenameForm({ collection, onDone }: { collection: CollectionSummary; onDone: () => void }) {
  const rename = useUpdateCollection();
  const form = useContractForm(updateCollectionSchema, NAME_LABELS, rename);
  const submit = form.onSubmit(({ name }) => rename.mutate({ id: collection.id, name }, { onSuccess: onDone }));
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <DialogTitle>Rename collection</DialogTitle>
      <Field
        label="Name"
        name="name"
        required
        maxLength={COLLECTION_NAME_MAX}
        defaultValue={collection.name}
        error={form.errorFor('name')}
      />
      <FormError message={form.formMessage} />
      <SubmitButton pending={rename.isPending} pendingLabel="Saving…">
        Save name
      </SubmitButton>
    </form>
  );
}
