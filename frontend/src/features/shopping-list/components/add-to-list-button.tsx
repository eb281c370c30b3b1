import { lazy, Suspense, useState } from 'react';
import { CartIcon, ListPlusIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import {
  useAddCustomItem,
  useAddMealPlanToList,
  useAddPlannedRangeToList,
  useAddRecipeToList,
  type ListId,
} from '../api/shopping-list';
import '../shopping-list.css';
import { countOf } from '@common/kitchen/count';

/** Only the labelled button offers other lists, so the cards never load the menu's code. */
const OtherListsMenu = lazy(() => import('./other-lists-menu'));

/**
 * "Add to shopping list" for a recipe: an icon button on cards (`variant="icon"`), a labelled
 * button in the recipe detail (`variant="button"`, optionally with the scaled servings). Both add to
 * the default list; the labelled one offers the household's named lists beside it.
 */
export function AddToListButton({
  recipeId,
  recipeName,
  servings,
  variant = 'icon',
  className = '',
}: {
  recipeId: number;
  recipeName: string;
  servings?: number;
  variant?: 'icon' | 'button';
  className?: string;
}) {
  const add = useAddRecipeToList();
  const { toast } = useToast();
  const addTo = (listId: ListId, listName?: string) => {
    if (add.isPending) return;
    add.mutate(
      { recipeId, recipeName, servings, listId },
      {
        onSuccess: (outcome) =>
          toast({
            title: listName ? `Added to ${listName}` : 'Added to shopping list',
            description:
              outcome === 'queued'
                ? `${recipeName} will be added when you are back online.`
                : `The ingredients for ${recipeName} are on your list.`,
          }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to add to shopping list'),
            variant: 'destructive',
          }),
      },
    );
  };
  const button = (
    <button
      type="button"
      className={`action-button action-button--${variant} list-add-button list-add-button--${variant} ${className}`.trim()}
      aria-label={variant === 'icon' ? 'Add to shopping list' : undefined}
      aria-busy={add.isPending || undefined}
      onClick={() => addTo(null)}
    >
      <ListPlusIcon />
      {variant === 'button' && <span>Add to shopping list</span>}
    </button>
  );
  if (variant === 'icon') return button;
  return (
    <>
      {button}
      <Suspense>
        <OtherListsMenu onPick={addTo} />
      </Suspense>
    </>
  );
}

/** 'Add this week to my shopping list' on a meal plan: every recipe of the week. */
export function AddWeekToListButton({ planId, planName }: { planId: string; planName: string }) {
  const add = useAddMealPlanToList();
  return <AddManyButton pending={add.isPending} name={planName} onAdd={() => add.mutateAsync(planId)} />;
}

/** The same on the cook's own planner: every recipe planned for the week shown, at its servings. */
export function AddPlannedWeekToListButton({
  from,
  to,
  recipeCount,
}: {
  from: string;
  to: string;
  recipeCount: number;
}) {
  const add = useAddPlannedRangeToList();
  return (
    <AddManyButton
      pending={add.isPending}
      disabled={recipeCount === 0}
      name="Your week"
      onAdd={() => add.mutateAsync({ from, to })}
    />
  );
}

function AddManyButton({
  pending,
  disabled = false,
  name,
  onAdd,
}: {
  pending: boolean;
  disabled?: boolean;
  name: string;
  onAdd: () => Promise<{ items: unknown[] }>;
}) {
  const { toast } = useToast();
  return (
    <button
      type="button"
      className="btn btn--primary"
      disabled={pending || disabled}
      onClick={() =>
        onAdd().then(
          (list) =>
            toast({
              title: 'Added to shopping list',
              description: `${name}: ${countOf(list.items.length, 'item')} on your list now.`,
            }),
          (error: unknown) =>
            toast({
              title: 'Error',
              description: errorMessage(error, 'Failed to add this week to your shopping list. Please try again.'),
              variant: 'destructive',
            }),
        )
      }
    >
      <CartIcon />
      {pending ? 'Adding…' : 'Add this week to my shopping list'}
    </button>
  );
}

/**
 * "Add missing to list" on a "Cook with what you have" result: only the recipe's lines the cook
 * lacks (with their amounts), as lines of their own, never what they said they have.
 */
export function AddMissingToListButton({ lines, recipeName }: { lines: string[]; recipeName: string }) {
  const add = useAddCustomItem();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  if (lines.length === 0) return null;
  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    try {
      // One after another: each write's optimistic update builds on the list the previous one left.
      for (const line of lines) await add.mutateAsync(line);
      toast({
        title: 'Added to shopping list',
        description: `${countOf(lines.length, 'missing ingredient')} for ${recipeName}.`,
      });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to add to shopping list'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="action-button action-button--icon list-add-button list-add-button--icon"
      aria-label={`Add missing to list: ${lines.join('; ')}`}
      title="Add missing to list"
      aria-busy={busy || undefined}
      onClick={() => void onClick()}
    >
      <ListPlusIcon />
    </button>
  );
}
