import type { RecipeSummary } from '@common/contracts/recipes.schema';
import { HeartIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { useChangeFavorite, useIsFavorite } from '../api/favorites';
import '../favorites.css';

/**
 * The heart on recipe cards (`variant="icon"`) and in the recipe detail (`variant="button"`):
 * a toggle button whose pressed state is "saved".
 */
export function FavoriteButton({
  recipe,
  variant = 'icon',
  className = '',
}: {
  recipe: RecipeSummary;
  variant?: 'icon' | 'button';
  className?: string;
}) {
  const saved = useIsFavorite(recipe.id);
  const change = useChangeFavorite();
  const { toast } = useToast();
  const label = saved ? 'Remove from favorites' : 'Save to favorites';

  const toggle = () => {
    if (change.isPending) return;
    const save = !saved;
    change.mutate(
      { recipe, save },
      {
        onSuccess: (outcome) => {
          if (outcome === 'unchanged') return;
          toast(
            save
              ? { title: 'Recipe saved!', description: 'Added to your favorites' }
              : { title: 'Recipe removed', description: 'Removed from your favorites' },
          );
        },
        onError: () =>
          toast({
            title: 'Error',
            description: save ? 'Failed to save recipe' : 'Failed to remove recipe',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <button
      type="button"
      className={`favorite-button favorite-button--${variant} ${className}`.trim()}
      aria-pressed={saved}
      aria-label={variant === 'icon' ? label : undefined}
      aria-busy={change.isPending || undefined}
      onClick={toggle}
    >
      <HeartIcon filled={saved} />
      {variant === 'button' && <span>{label}</span>}
    </button>
  );
}
