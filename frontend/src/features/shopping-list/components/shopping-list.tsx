import { createContext, useContext, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  CalendarIcon,
  CartIcon,
  CloseIcon,
  CloudOffIcon,
  CopyIcon,
  EyeIcon,
  ShareIcon,
} from '../../../components/ui/icons';
import { ConfirmRemoveButton } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { CheckBox } from '../../../components/ui/check-box';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton, Skeletons } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { UnitsToggle } from '../../../components/ui/units-toggle';
import { errorMessage } from '../../../lib/api';
import { useOfflineSync, useOnlineStatus, usePendingCount } from '../../../lib/offline-sync';
import { useRefetchOfflineCopy } from '../../../lib/use-offline-copy';
import {
  useAddCustomItem,
  useAisleOrder,
  useClearList,
  useRemoveListRecipe,
  useSetListRecipeServings,
  useSetItemCompleted,
  useShoppingList,
  useShoppingLists,
  type ListId,
  type ShoppingListData,
  type ShoppingListItem,
  type ShoppingListSummary,
} from '../api/shopping-list';
import { AisleOrderButton } from './aisle-order-dialog';
import { ListSwitcher, listPath, NamedListTools } from './list-switcher';
import { formatItem, formatSources, groupByAisle, listAsText } from '../lib/list-format';
import { useUnitSystem } from '../../../lib/use-unit-system';
import '../shopping-list.css';
import { paths } from '../../../lib/paths';
import { countOf } from '@common/kitchen/count';

/** The list the screen shows: null for the default list. Every write below goes to it. */
const ShownList = createContext<ListId>(null);

/**
 * The /shopping-list screen (spec section 2 and 4): the default list, or the named list `?list=`
 * names, with the household's lists to switch between.
 */
export function ShoppingListScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const listId = params.get('list') || null;
  const list = useShoppingList({ listId });
  const lists = useShoppingLists();
  useOfflineSync();
  const fromOfflineCopy = useRefetchOfflineCopy(list);
  const named = listId ? lists.data?.find((each) => each.id === listId && !each.isDefault) : undefined;
  const show = (id: ListId) => navigate(listPath(id));
  // A list deleted here or on another phone: back to the default list.
  const gone = Boolean(listId && lists.data && !named);
  useEffect(() => {
    if (gone) navigate(listPath(null), { replace: true });
  }, [gone, navigate]);

  return (
    <div className="shopping">
      <header className="screen-header shopping__header">
        <div>
          <h1>Shopping List</h1>
          {list.data && list.data.items.length > 0 && (
            <p className="screen-header__note shopping__summary">
              {countOf(list.data.items.length, 'item')}
              {list.data.recipes.length > 0 && ` from ${countOf(list.data.recipes.length, 'recipe')}`}
            </p>
          )}
        </div>
        <div className="shopping__header-tools">
          <ListUnits />
          <SyncStatus fromOfflineCopy={fromOfflineCopy} />
        </div>
      </header>
      {lists.data && <ListSwitcher lists={lists.data} current={listId} onShow={show} />}
      <ListTools named={named} onDeleted={() => show(null)} />

      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError ? (
        <LoadFailed
          className="shopping-state"
          title="We couldn’t load your shopping list"
          message={errorMessage(list.error, 'Check your connection and try again.')}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <ShownList.Provider value={listId}>
          {list.data.items.length === 0 && list.data.recipes.length === 0 ? (
            <EmptyList />
          ) : (
            <FilledList list={list.data} title={named?.name ?? 'Shopping list'} />
          )}
        </ShownList.Provider>
      )}
    </div>
  );
}

/** The household's aisle order, and a named list's rename and delete. */
function ListTools({ named, onDeleted }: { named?: ShoppingListSummary; onDeleted: () => void }) {
  return (
    <div className="shopping-toolbar list-tools" role="group" aria-label="List settings">
      <AisleOrderButton />
      {named && <NamedListTools list={named} onDeleted={onDeleted} />}
    </div>
  );
}

/**
 * 'Offline — changes will sync' while the browser is offline (or the list came from the device's
 * copy), with how many changes are waiting. Not a live region: the header already announces
 * going offline.
 */
function SyncStatus({ fromOfflineCopy }: { fromOfflineCopy: boolean }) {
  const online = useOnlineStatus();
  const pending = usePendingCount();
  const waiting = pending > 0 ? ` · ${countOf(pending, 'change')} waiting` : '';
  if (!online || fromOfflineCopy)
    return (
      <p className="badge badge--warning shopping__offline">
        <CloudOffIcon /> Offline — changes will sync{waiting}
      </p>
    );
  if (pending > 0) return <p className="badge badge--success shopping__offline">Syncing your changes…</p>;
  return null;
}

/** The same Metric / Original choice as the recipe page and cook mode. */
function ListUnits() {
  const [system, setSystem] = useUnitSystem();
  return <UnitsToggle system={system} onChange={setSystem} />;
}

function ListSkeleton() {
  return (
    <div className="shopping__skeleton" aria-busy="true" aria-label="Loading your shopping list">
      <Skeleton height="3.5rem" />
      <Skeleton width="30%" height="1.5rem" />
      <Skeletons count={6} height="3rem" />
    </div>
  );
}

function EmptyList() {
  return (
    <div className="shopping-empty">
      <div className="state-panel shopping-state">
        <span className="state-panel__icon shopping-state__icon" aria-hidden="true">
          <CartIcon />
        </span>
        <h2>Your shopping list is empty</h2>
        <p className="muted">
          Add a recipe’s ingredients from any recipe, or a whole week from a meal plan. Lines shared by several recipes
          are merged for you and grouped by aisle.
        </p>
        <div className="state-panel__actions">
          <Link to={paths.home} className="btn btn--primary">
            Browse Recipes
          </Link>
          <Link to={paths.mealPlans} className="btn btn--secondary">
            <CalendarIcon /> Explore Meal Plans
          </Link>
        </div>
      </div>
      <AddItemForm />
    </div>
  );
}

function FilledList({ list, title }: { list: ShoppingListData; title: string }) {
  const [showCompleted, setShowCompleted] = useState(true);
  const aisleOrder = useAisleOrder().data;
  const total = list.items.length;
  const done = list.items.filter((item) => item.completed).length;
  const visible = showCompleted ? list.items : list.items.filter((item) => !item.completed);
  const groups = groupByAisle(visible, aisleOrder);
  const hiddenCount = total - visible.length;

  return (
    <>
      <Progress done={done} total={total} />
      <ListToolbar
        list={list}
        title={title}
        showCompleted={showCompleted}
        onToggleCompleted={() => setShowCompleted((v) => !v)}
      />
      <div className="shopping__layout">
        <div className="shopping__main">
          <AddItemForm />
          {groups.map((group) => (
            <AisleSection key={group.aisle} label={group.label} items={group.items} />
          ))}
          {total === 0 && <p className="shopping__note">No ingredients yet — add a line above.</p>}
          {hiddenCount > 0 && (
            <p className="shopping__note">
              {visible.length === 0 ? 'All done! ' : ''}
              {countOf(hiddenCount, 'completed item is', 'completed items are')} hidden.{' '}
              <button type="button" className="shopping__inline-button" onClick={() => setShowCompleted(true)}>
                Show them
              </button>
            </p>
          )}
        </div>
        <ListRecipes list={list} />
      </div>
    </>
  );
}

function Progress({ done, total }: { done: number; total: number }) {
  const id = useId();
  const percent = total ? Math.round((done / total) * 100) : 0;
  const text = `${done} of ${total} done`;
  return (
    <div className="panel shopping-progress">
      <div className="shopping-progress__text">
        <span id={`${id}-label`} className="shopping-progress__label">
          {text}
        </span>
        <span className="shopping-progress__percent" aria-hidden="true">
          {percent}%
        </span>
      </div>
      <div
        className="shopping-progress__track"
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
      >
        <span className="shopping-progress__bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function ListToolbar({
  list,
  title,
  showCompleted,
  onToggleCompleted,
}: {
  list: ShoppingListData;
  title: string;
  showCompleted: boolean;
  onToggleCompleted: () => void;
}) {
  const { toast } = useToast();
  const clear = useClearList(useContext(ShownList));
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const metric = useUnitSystem()[0] === 'metric';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(listAsText(list.items, title, metric));
      toast({ title: 'List copied', description: 'Paste it into a message or your notes.' });
    } catch {
      toast({ title: 'Error', description: 'Could not copy the list.', variant: 'destructive' });
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title, text: listAsText(list.items, title, metric) });
    } catch (error) {
      if ((error as { name?: string }).name !== 'AbortError')
        toast({ title: 'Error', description: 'Could not share the list.', variant: 'destructive' });
    }
  };
  const clearAll = () =>
    clear.mutate(undefined, {
      onSuccess: () => toast({ title: 'Shopping list cleared', description: 'Your list is empty now.' }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to clear the list. Please try again.'),
          variant: 'destructive',
        }),
    });

  return (
    <div className="shopping-toolbar" role="group" aria-label="List actions">
      <Button variant="secondary" className="btn--small" onClick={onToggleCompleted}>
        <EyeIcon off={showCompleted} />
        {showCompleted ? 'Hide Completed' : 'Show Completed'}
      </Button>
      <Button variant="secondary" className="btn--small" onClick={() => void copy()} disabled={!list.items.length}>
        <CopyIcon /> Copy list
      </Button>
      {canShare && (
        <Button variant="secondary" className="btn--small" onClick={() => void share()} disabled={!list.items.length}>
          <ShareIcon /> Share
        </Button>
      )}
      <ConfirmRemoveButton
        label="Clear all"
        className="shopping-toolbar__clear"
        title="Clear your shopping list?"
        description="This removes every item, the ticks and the recipes from your list. It can’t be undone."
        busy={clear.isPending}
        onConfirm={clearAll}
      />
    </div>
  );
}

function AisleSection({ label, items }: { label: string; items: ShoppingListItem[] }) {
  const id = useId();
  const left = items.filter((item) => !item.completed).length;
  return (
    <section className="aisle" aria-labelledby={id}>
      <div className="aisle__head">
        <h2 id={id} className="aisle__title">
          {label}
        </h2>
        <span className="aisle__count">{left ? `${left} to get` : 'all done'}</span>
      </div>
      <ul className="aisle__items">
        {items.map((item) => (
          <ItemRow key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}

function ItemRow({ item }: { item: ShoppingListItem }) {
  const metric = useUnitSystem()[0] === 'metric';
  const id = useId();
  const setCompleted = useSetItemCompleted(useContext(ShownList));
  const { toast } = useToast();
  const toggle = () =>
    setCompleted.mutate(
      { id: item.id, completed: !item.completed },
      {
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to update the item. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  return (
    <li className={`list-item${item.completed ? ' list-item--done' : ''}`}>
      <label className="list-item__label">
        <CheckBox
          className="list-item__check"
          checked={item.completed}
          onChange={toggle}
          aria-labelledby={`${id}-text`}
          aria-describedby={item.recipes.length ? `${id}-recipes` : undefined}
        />
        <span className="list-item__body">
          <span id={`${id}-text`} className="list-item__text">
            {formatItem(item, metric)}
          </span>
          {item.recipes.length > 0 && (
            <span id={`${id}-recipes`} className="list-item__recipes">
              {formatSources(item, metric)}
            </span>
          )}
        </span>
      </label>
    </li>
  );
}

function AddItemForm() {
  const id = useId();
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const add = useAddCustomItem(useContext(ShownList));
  const { toast } = useToast();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const line = text.trim();
    if (!line || add.isPending) return;
    add.mutate(line, {
      onSuccess: () => {
        setText('');
        input.current?.focus();
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to add the item. Please try again.'),
          variant: 'destructive',
        }),
    });
  };
  return (
    <form className="add-item" onSubmit={submit} aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={id} className="add-item__label">
        Add an item
      </label>
      <div className="input-row add-item__row">
        <input
          ref={input}
          id={id}
          className="input"
          value={text}
          maxLength={200}
          autoComplete="off"
          placeholder="e.g. 2 lemons or kitchen roll"
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" disabled={!text.trim() || add.isPending}>
          Add
        </Button>
      </div>
    </form>
  );
}

/** − Serves n +: the servings this recipe is bought for; the list rescales. */
function ServingsControl({ recipeId, name, servings }: { recipeId: number; name: string; servings: number }) {
  const setServings = useSetListRecipeServings(useContext(ShownList));
  const { toast } = useToast();
  const change = (next: number) =>
    setServings.mutate(
      { recipeId, servings: next },
      {
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to change the servings. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  const busy = setServings.isPending;
  return (
    <span className="list-recipes__servings">
      <button
        type="button"
        className="list-recipes__step"
        aria-label={`Fewer servings of ${name}`}
        disabled={busy || servings <= 1}
        onClick={() => change(servings - 1)}
      >
        −
      </button>
      <span className="muted" aria-live="polite">
        Serves {servings}
      </span>
      <button
        type="button"
        className="list-recipes__step"
        aria-label={`More servings of ${name}`}
        disabled={busy || servings >= 100}
        onClick={() => change(servings + 1)}
      >
        +
      </button>
    </span>
  );
}

function ListRecipes({ list }: { list: ShoppingListData }) {
  const id = useId();
  const remove = useRemoveListRecipe(useContext(ShownList));
  const { toast } = useToast();
  const removeRecipe = (recipeId: number, name: string) =>
    remove.mutate(recipeId, {
      onSuccess: () => toast({ title: 'Recipe removed', description: `${name} is off your shopping list.` }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to remove the recipe. Please try again.'),
          variant: 'destructive',
        }),
    });
  return (
    <aside className="panel list-recipes" aria-labelledby={id}>
      <h2 id={id} className="list-recipes__title">
        Recipes on your list
      </h2>
      {list.recipes.length === 0 ? (
        <p className="muted">Only lines you added yourself.</p>
      ) : (
        <ul className="list-recipes__items">
          {list.recipes.map((recipe) => (
            <li key={recipe.id} className="list-recipes__item">
              <span className="list-recipes__name">
                <Link to={paths.recipe(recipe.id)}>{recipe.name}</Link>
                {recipe.servings ? (
                  <ServingsControl recipeId={recipe.id} name={recipe.name} servings={recipe.servings} />
                ) : null}
              </span>
              <button
                type="button"
                className="icon-button list-recipes__remove"
                aria-label={`Remove ${recipe.name} from your list`}
                disabled={remove.isPending && remove.variables === recipe.id}
                onClick={() => removeRecipe(recipe.id, recipe.name)}
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ul className="list-recipes__more">
        <li>
          <Link to={paths.home}>Add more recipes</Link>
        </li>
        <li>
          <Link to={paths.mealPlans}>Add a meal plan</Link>
        </li>
      </ul>
    </aside>
  );
}
