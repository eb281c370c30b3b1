import { arrayMove } from '@dnd-kit/sortable';
import { Link } from 'react-router-dom';
import type { RecipeSummary } from '@common/contracts/recipes.schema';
import { Button, ButtonLink } from '../../../components/ui/button';
import { BookmarkIcon, LockIcon, TrashIcon } from '../../../components/ui/icons';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton, SkeletonGrid } from '../../../components/ui/skeleton';
import { MoveButtons, SortableList, useSortableItem } from '../../../components/ui/sortable-list';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../lib/paths';
import { useCollection, useReorderCollection, useSetInCollection, type CollectionDetail } from '../api/collections';
import { recipesCount } from '../recipes-count';
import '../collections.css';

/** `/collections/:id`: one collection's recipes in the cook's order, to reorder or take out. */
export function CollectionScreen({ id }: { id: string }) {
  const collection = useCollection(id);
  if (collection.isPending) {
    return (
      <div className="stack">
        <Skeleton width="60%" height="2.25rem" />
        <SkeletonGrid className="collection-recipes" label="Loading the collection" count={4} height="4.5rem" />
      </div>
    );
  }
  if (collection.isError) {
    return (collection.error as { status?: number }).status === 404 ? (
      <div className="state-panel">
        <h1>Collection not found</h1>
        <p className="muted">It may have been deleted.</p>
        <ButtonLink to={paths.collections}>All collections</ButtonLink>
      </div>
    ) : (
      <LoadFailed heading="h1" title="Could not load this collection" onRetry={() => void collection.refetch()} />
    );
  }
  return <CollectionRecipes collection={collection.data} />;
}

function CollectionRecipes({ collection }: { collection: CollectionDetail }) {
  const reorder = useReorderCollection(collection.id);
  const setIn = useSetInCollection();
  const { toast } = useToast();
  const { recipes } = collection;
  const move = (from: number, to: number) => {
    if (to < 0 || to >= recipes.length || from === to) return;
    reorder.mutate(
      arrayMove(recipes, from, to).map((recipe) => recipe.id),
      {
        onError: () => toast({ title: 'Error', description: 'Could not save the new order', variant: 'destructive' }),
      },
    );
  };
  const remove = (recipe: RecipeSummary) =>
    setIn.mutate(
      { id: collection.id, recipeId: recipe.id, saved: false },
      {
        onSuccess: () => toast({ title: 'Removed', description: `${recipe.name} left ${collection.name}` }),
        onError: () => toast({ title: 'Error', description: 'Could not remove the recipe', variant: 'destructive' }),
      },
    );
  const count = recipes.length;
  return (
    <div className="stack collection-screen">
      <Link to={paths.collections} className="back-link">
        <span aria-hidden="true">←</span> All collections
      </Link>
      <header className="collection-screen__header">
        <h1>{collection.name}</h1>
        <p className="muted">
          {recipesCount(count)}
          {collection.ownerName && ` · shared by ${collection.ownerName}`}
        </p>
      </header>
      {count === 0 ? (
        <div className="state-panel collections-empty">
          <BookmarkIcon />
          <h2>Nothing here yet</h2>
          <p className="muted">Open any recipe and choose “Save to collection” to keep it here.</p>
          <ButtonLink to={paths.recipes}>Browse recipes</ButtonLink>
        </div>
      ) : (
        <>
          <p className="muted collection-screen__hint">
            Drag a recipe by its handle, or use the arrows, to put them in your order.
          </p>
          <SortableList
            ids={recipes.map((recipe) => recipe.id)}
            labelOf={(index) => recipes[index]?.name ?? ''}
            onMove={move}
          >
            <ol className="collection-recipes" aria-label={`Recipes in ${collection.name}`}>
              {recipes.map((recipe, index) => (
                <SortableRecipe
                  key={recipe.id}
                  recipe={recipe}
                  index={index}
                  count={count}
                  onMove={(to) => move(index, to)}
                  onRemove={() => remove(recipe)}
                />
              ))}
            </ol>
          </SortableList>
        </>
      )}
    </div>
  );
}

function SortableRecipe({
  recipe,
  index,
  count,
  onMove,
  onRemove,
}: {
  recipe: RecipeSummary;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { row, handle } = useSortableItem(recipe.id, recipe.name);
  return (
    <li {...row('collection-recipe')}>
      {handle}
      <span className="collection-recipe__thumb" aria-hidden="true">
        {recipe.image ? <img src={recipe.image} alt="" loading="lazy" /> : <BookmarkIcon />}
      </span>
      <Link to={paths.recipe(recipe.id)} className="collection-recipe__name">
        {recipe.name}
        {recipe.locked && (
          <span className="collection-recipe__locked">
            <LockIcon aria-hidden="true" /> Premium
          </span>
        )}
      </Link>
      <div className="collection-recipe__actions">
        <MoveButtons label={recipe.name} index={index} count={count} onMove={onMove} />
        <Button variant="ghost" aria-label={`Remove ${recipe.name} from this collection`} onClick={onRemove}>
          <TrashIcon />
        </Button>
      </div>
    </li>
  );
}
